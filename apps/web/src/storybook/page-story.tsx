import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { appRoutes } from '../app/router.tsx';
import { clearToken, writeToken } from '../lib/auth-token.ts';
import { setSocketFactoryOverride } from '../lib/realtime/socket-factory.ts';
import { AUTH_RECORD_KEY } from '../features/auth/auth-record.ts';
import { JOIN_DRAFT_KEY } from '../features/socials/join-draft.ts';
import { forgetListSearches } from '../features/socials/last-list-search.ts';
import { STORY_PLAYER_ID, storySocketFactory } from './story-socket.ts';

/** A query client for stories: a failed call shows its error at once (retries only delay it). */
export function storyQueryClient() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  return queryClient;
}

/** The whole app (providers, layout, the route's real page) at `path`, in memory, as a player opens it. */
export function AppAt({ path }: { path: string }) {
  const [app] = useState(() => ({
    queryClient: storyQueryClient(),
    router: createMemoryRouter(appRoutes, { initialEntries: [path] }),
  }));
  return <App router={app.router} queryClient={app.queryClient} />;
}

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A token shaped like the API's for the story's player (the browser never checks its signature). */
export function storyToken(firstName = 'Alex'): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sub: STORY_PLAYER_ID,
    firstName,
    email: 'alex@example.com',
    iat: now,
    exp: now + 3600,
  };
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url(claims)}.story`;
}

/** What the app keeps in local storage for a player that stories write (not the theme choice). */
function forgetSavedDetails() {
  window.localStorage.removeItem(AUTH_RECORD_KEY);
  window.localStorage.removeItem(JOIN_DRAFT_KEY);
}

/** Each story starts as a new visit: what the last one left in storage or memory is gone. */
function startFresh() {
  forgetListSearches();
  clearToken();
  forgetSavedDetails();
  // Session storage is the Storybook tab's own; local storage is shared with the app's tabs.
  window.sessionStorage.clear();
  setSocketFactoryOverride(storySocketFactory);
  return () => {
    clearToken();
    forgetSavedDetails();
    setSocketFactoryOverride(null);
  };
}

/** A story's `beforeEach`: Alex Morgan is signed in, with a live connection. */
export function asPlayer() {
  const cleanUp = startFresh();
  writeToken(storyToken());
  return cleanUp;
}

/** A story's `beforeEach`: nobody is signed in. */
export function asVisitor() {
  return startFresh();
}

export { signedInHandlers, STORY_PROFILE } from './signed-in-handlers.ts';

/** Phone first, as the app is built; tablet and desktop stories set their own. */
export const PAGE_PARAMETERS = {
  layout: 'fullscreen',
  toaster: false,
} as const;

/** A page story's own viewport: the phone the app is built for first (stories render wider otherwise). */
export const onPhone = { viewport: { value: 'phone', isRotated: false } };
export const onTablet = { viewport: { value: 'tablet', isRotated: false } };
export const onDesktop = { viewport: { value: 'desktop', isRotated: false } };
