import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { AppLayout } from '../features/layout/app-layout.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { features } from './features.ts';
import { SignedInOnly } from './signed-in-only.tsx';

export const publicRoutes: RouteObject[] = features.flatMap((routes) => routes.public ?? []);
export const signedInRoutes: RouteObject[] = features.flatMap((routes) => routes.signedIn ?? []);

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    // Shown while the first screen's chunk loads; the page is blank for a few milliseconds.
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
