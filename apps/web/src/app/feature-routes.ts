import type { RouteObject } from 'react-router';

/**
 * What a feature adds to the router, in `features/<domain>/routes.tsx`: screens anyone can open,
 * and screens that exist only while a user is signed in (signed out, they show the home page).
 * The router finds every such file, so a new feature touches no central file.
 */
export type FeatureRoutes = {
  public?: RouteObject[];
  signedIn?: RouteObject[];
};

/**
 * A lazy screen: its chunk loads when the route is first visited.
 * `lazyScreen(() => import('./sports-page.tsx'), 'SportsPage')`
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => ({ Component: (await load())[name] as RouteObject['Component'] });
}
