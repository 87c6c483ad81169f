import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';

/** How long the first screen waits for its data before it shows its skeleton instead. */
export const FIRST_SCREEN_DATA_WAIT_MS = 2_500;

/** The app's query client while the visit's first screen loads; null once it has shown. */
let firstScreenClient: QueryClient | null = null;

/**
 * The visit's first screen waits for its first query: the screen's chunk and its data (which
 * the server preloads with the page) load together, and the screen renders once, complete, in
 * the startup transition. Without it the screen rendered its skeleton and then rendered again,
 * all at once, when the answer came: the longest task of a phone's page load. Called by the
 * router (app/router.tsx) with the app's client; `firstScreenShown` ends it.
 */
export function awaitFirstScreenData(queryClient: QueryClient) {
  firstScreenClient = queryClient;
}

/** Later screens render at once with their skeleton: a link never waits on the network. */
export function firstScreenShown() {
  firstScreenClient = null;
}

/** What the server passes its page's loaders (React Router's request context). */
export type ServerRenderContext = { queryClient: QueryClient };

function serverQueryClient(context: unknown): QueryClient | null {
  return (context as Partial<ServerRenderContext> | undefined)?.queryClient ?? null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Fills the cache with one query (TanStack's query options), without retrying a failure. */
export type PrefetchQuery = <TData, TKey extends QueryKey>(
  query: FetchQueryOptions<TData, Error, TData, TKey>,
) => Promise<void>;

/**
 * A route's `loader` (and `shouldRevalidate`) that fills the query cache with the screen's first
 * queries on the visit's first screen, and does nothing on later ones. `fill` prefetches the
 * same queries the screen's hooks ask (same keys), usually from the feature's API module, which
 * then loads beside the screen's chunk. A failed or slow answer never blocks the screen: it
 * renders after FIRST_SCREEN_DATA_WAIT_MS at the latest, and its own queries take over (and
 * retry).
 *
 * `...firstScreenData(async ({ params }, prefetch) => prefetch((await import('./x-api.ts')).xQuery(params.id)))`
 */
export function firstScreenData(
  fill: (args: LoaderFunctionArgs, prefetch: PrefetchQuery) => Promise<unknown>,
): Pick<RouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: async (args) => {
      // On the server (server-render/) each page brings its own client.
      const queryClient = serverQueryClient(args.context) ?? firstScreenClient;
      if (queryClient === null) return null;
      // prefetchQuery never throws; the screen's own query shows a failure and retries it.
      const prefetch: PrefetchQuery = (query) =>
        queryClient.prefetchQuery({ ...query, retry: false });
      await Promise.race([fill(args, prefetch), pause(FIRST_SCREEN_DATA_WAIT_MS)]);
      return null;
    },
    // The loader only ever works for the first screen: a new search on the same screen skips it.
    shouldRevalidate: () => false,
  };
}
