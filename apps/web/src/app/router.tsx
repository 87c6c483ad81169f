import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { AppLayout } from '../features/layout/app-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { features } from './features.ts';
import { awaitFirstScreenData, firstScreenShown } from './first-screen-data.ts';
import { SignedInOnly } from './signed-in-only.tsx';

export const publicRoutes: RouteObject[] = features.flatMap((routes) => routes.public ?? []);
export const signedInRoutes: RouteObject[] = features.flatMap((routes) => routes.signedIn ?? []);

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    // Shown while the first screen's chunk (and data) load: the page is blank until then.
    hydrateFallbackElement: <div className="min-h-dvh" />,
    children: [
      {
        errorElement: <ErrorScreen />,
        children: [
          // The home page ships with the app shell; it is also what unknown paths show.
          { index: true, element: <HomePage /> },
          ...publicRoutes,
          { element: <SignedInOnly />, children: signedInRoutes },
          { path: '*', element: <HomePage /> },
        ],
      },
    ],
  },
];

/** The app's router; the visit's first screen waits for its data (first-screen-data.ts). */
export function createAppRouter(queryClient: QueryClient) {
  awaitFirstScreenData(queryClient);
  const router = createBrowserRouter(appRoutes);
  if (router.state.initialized) {
    firstScreenShown();
    return router;
  }
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    firstScreenShown();
  });
  return router;
}
