import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  awaitFirstScreenData,
  FIRST_SCREEN_DATA_WAIT_MS,
  firstScreenData,
  firstScreenShown,
} from './first-screen-data.ts';

const argsFor = (url: string, params: Record<string, string> = {}, context?: unknown) =>
  ({ request: new Request(url), params, context }) as unknown as LoaderFunctionArgs;

const venueQuery = (id: string, fetchVenue: () => Promise<string>) =>
  queryOptions({ queryKey: ['venue', id], queryFn: fetchVenue });

/** A route's loader and shouldRevalidate, as a route gets them. */
function venueRoute(fetchVenue: () => Promise<string>) {
  const route = firstScreenData(async ({ params }, prefetch) =>
    prefetch(venueQuery(params.id ?? '', fetchVenue)),
  );
  if (typeof route.loader !== 'function') throw new Error('firstScreenData gives a loader');
  return { loader: route.loader, shouldRevalidate: route.shouldRevalidate };
}

afterEach(() => {
  firstScreenShown();
  vi.useRealTimers();
});

describe('firstScreenData: the first screen of a visit renders once, with its data', () => {
  it("fills the cache with the screen's query before the screen renders", async () => {
    const queryClient = new QueryClient();
    awaitFirstScreenData(queryClient);
    const fetchVenue = vi.fn(async () => 'Eagle Stadium');

    await venueRoute(fetchVenue).loader(
      argsFor('http://localhost/venue/7', { id: '7' }),
      undefined,
    );

    expect(queryClient.getQueryData(['venue', '7'])).toBe('Eagle Stadium');
    expect(fetchVenue).toHaveBeenCalledTimes(1);
  });

  it("on the server, fills the page's own client, whatever the browser's first screen is doing", async () => {
    const browserClient = new QueryClient();
    awaitFirstScreenData(browserClient);
    const pageClient = new QueryClient();
    const fetchVenue = vi.fn(async () => 'Eagle Stadium');

    await venueRoute(fetchVenue).loader(
      argsFor('http://localhost/venue/7', { id: '7' }, { queryClient: pageClient }),
      undefined,
    );

    expect(pageClient.getQueryData(['venue', '7'])).toBe('Eagle Stadium');
    expect(browserClient.getQueryData(['venue', '7'])).toBeUndefined();
  });

  it('asks nothing for a later screen: it renders at once with its skeleton', async () => {
    const queryClient = new QueryClient();
    awaitFirstScreenData(queryClient);
    firstScreenShown();
    const fetchVenue = vi.fn(async () => 'Eagle Stadium');

    await venueRoute(fetchVenue).loader(
      argsFor('http://localhost/venue/7', { id: '7' }),
      undefined,
    );

    expect(fetchVenue).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(['venue', '7'])).toBeUndefined();
  });

  it('lets a failed answer through once, without retrying it: the screen shows the failure', async () => {
    const queryClient = new QueryClient();
    awaitFirstScreenData(queryClient);
    const fetchVenue = vi.fn(async (): Promise<string> => {
      throw new Error('Unable to reach the server. Please check your connection.');
    });

    await expect(
      venueRoute(fetchVenue).loader(argsFor('http://localhost/venue/7', { id: '7' }), undefined),
    ).resolves.toBeNull();

    expect(fetchVenue).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(['venue', '7'])?.status).toBe('error');
  });

  it('stops waiting for a slow answer after FIRST_SCREEN_DATA_WAIT_MS', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    awaitFirstScreenData(queryClient);
    const loading = venueRoute(() => new Promise<string>(() => {})).loader(
      argsFor('http://localhost/venue/7', { id: '7' }),
      undefined,
    );
    let settled = false;
    void Promise.resolve(loading).then(() => (settled = true));

    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_DATA_WAIT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
  });

  it('is not run again when only the search of the screen changes', () => {
    const { shouldRevalidate } = venueRoute(async () => 'Eagle Stadium');
    expect(shouldRevalidate?.({} as Parameters<NonNullable<typeof shouldRevalidate>>[0])).toBe(
      false,
    );
  });
});
