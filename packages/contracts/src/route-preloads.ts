import { z } from 'zod';

/**
 * What the web build tells the server about each screen, in `route-preloads.json` beside
 * index.html (written by apps/web/build/route-preloads.ts from the features' routes.tsx): the
 * server names the matched screen's modules and its first API call in the page it sends, so the
 * browser fetches them while it loads the app shell instead of after it.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

export const screenPreloadSchema = z.object({
  /** the route's path as React Router matches it: '/sports/:category' */
  path: z.string().startsWith('/'),
  /** the screen's chunk and every chunk it imports that the shell does not: '/assets/x.js' */
  modules: z.array(z.string().startsWith('/')),
  /** stylesheets of those chunks that the shell does not have */
  styles: z.array(z.string().startsWith('/')),
  /** its first API call, a request template (`fillRequest`), when it needs no sign-in */
  request: z.string().startsWith('/').optional(),
});
export type ScreenPreload = z.infer<typeof screenPreloadSchema>;

export const routePreloadsSchema = z.object({ screens: z.array(screenPreloadSchema) });
export type RoutePreloads = z.infer<typeof routePreloadsSchema>;

const TOKEN = /:([A-Za-z_][A-Za-z0-9_]*)/g;

/**
 * The URL a request template means for a page: each `:name` is the route's parameter of that
 * name, else the page's search parameter. `'/api/v1/cms/social/:id'` on `/sports/x/social?id=7`
 * is `/api/v1/cms/social/7`. Null when a name has no value, or when the page's address has a
 * search parameter the template does not name (the page then asks for something else).
 */
export function fillRequest(
  template: string,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): string | null {
  const named = new Set([...template.matchAll(TOKEN)].map((match) => match[1]));
  for (const key of search.keys()) if (!named.has(key)) return null;
  let missing = false;
  const url = template.replace(TOKEN, (_token, name: string) => {
    const value = params[name] ?? search.get(name);
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : url;
}
