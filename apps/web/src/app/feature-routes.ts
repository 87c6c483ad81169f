import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { browserNavigation } from '../lib/hard-navigate.ts';

/** What a signed-in screen tells a signed-out visitor it is: 'Sign in to see your activity'. */
export interface SignInPromptHandle {
  signInPrompt: string;
}

/** A screen that exists only while a user is signed in names itself for visitors. */
export type SignedInRoute = RouteObject & { handle: SignInPromptHandle };

/** The sentence a route's `handle` carries for signed-out visitors, if it is a signed-in screen. */
export function signInPromptOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('signInPrompt' in handle)) return null;
  return typeof handle.signInPrompt === 'string' ? handle.signInPrompt : null;
}

/**
 * What a feature adds to the app, in `features/<domain>/routes.tsx`: screens anyone can open,
 * screens that exist only while a user is signed in (signed out, their address asks to sign in
 * with the sentence of their `handle`), and components mounted once for the whole app. The app
 * finds every such file, so a new feature touches no central file.
 */
export type FeatureRoutes = {
  public?: RouteObject[];
  signedIn?: SignedInRoute[];
  /**
   * Mounted once inside the providers (query client, auth, realtime) but outside the router, on
   * every page: listeners such as toasts for live events. They ship with the app shell, so keep
   * them small; they render nothing of a page and may use no router hook.
   */
  everywhere?: ComponentType[];
};

/**
 * A screen's `handle`. `request` is the first API call its page makes, as a template relative to
 * the API's base: `:name` stands for the route's parameter of that name, else the page's search
 * parameter (`'/cms/social/:id'` on `/sports/x/social?id=7`). Only for a call that needs no
 * sign-in and does not depend on the device (such as today's date). The build reads it from
 * routes.tsx as written, so it must be a string literal; the server then preloads that call with
 * the page (apps/web/build/route-preloads.ts), and `first-requests.test.tsx` checks that the page
 * asks exactly that.
 */
export type ScreenHandle = { request?: string };

export const CHUNK_RELOAD_KEY = 'betterplay:chunk-reload-at';
/** Long enough to cover the reload and the failed import after it, short enough to retry later. */
export const CHUNK_RELOAD_GUARD_MS = 30_000;

/**
 * After a deploy an open tab still runs the old build, whose chunks the server no longer has: a
 * screen's import fails ('Failed to fetch dynamically imported module'). Loading the page again
 * fetches the new build. Answers whether it reloads: not again within a short while, so an
 * import that fails for another reason cannot reload the page over and over.
 */
function reloadForNewBuild(): boolean {
  try {
    const lastAttempt = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (Date.now() - lastAttempt < CHUNK_RELOAD_GUARD_MS) return false;
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    // Without session storage nothing would stop a loop: show the error instead.
    return false;
  }
  browserNavigation.reload();
  return true;
}

/**
 * A lazy screen: its chunk loads when the route is first visited.
 * `lazyScreen(() => import('./sports-page.tsx'), 'SportsPage')`
 */
export function lazyScreen<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async () => {
    let module: M;
    try {
      module = await load();
    } catch (error) {
      // The page is going away: keep the router waiting rather than flash the error screen.
      if (reloadForNewBuild()) return new Promise<never>(() => {});
      throw error;
    }
    return { Component: module[name] as RouteObject['Component'] };
  };
}
