import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ServerRenderContext } from '../app/first-screen-data.ts';
import { Providers } from '../app/providers.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { setApiOrigin } from '../lib/api-client.ts';

/**
 * The page at `url` as a visitor's browser first shows it, rendered on the server: its screen
 * with the data its route's loader asks (first-screen-data.ts), from the API at `apiOrigin`.
 * The server puts it in #root so the page paints before any script has loaded; the app then
 * renders over it (main.tsx). Null when the route answers a redirect instead of a screen.
 */
export async function renderFirstScreen(url: string, apiOrigin: string): Promise<string | null> {
  setApiOrigin(apiOrigin);
  const queryClient = createQueryClient();
  const handler = createStaticHandler(appRoutes);
  const requestContext: ServerRenderContext = { queryClient };
  const context = await handler.query(new Request(url), { requestContext });
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  queryClient.clear();
  return html;
}
