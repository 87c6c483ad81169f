import { useMemo } from 'react';
import { createBrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { useAuth } from '../features/auth/auth-context.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { AppLayout } from '../features/layout/app-layout.tsx';
import { SignUpPage } from '../features/signup/sign-up-page.tsx';
import { ErrorScreen } from './error-screen.tsx';

/** Screens anyone can open (spec section 2, route table). */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'signup', element: <SignUpPage /> },
];

/**
 * Screens that exist only while a user is signed in (/organiser, /activity, /profile, ...):
 * signed out, their paths are not registered at all and reach the fallback (the home page).
 */
export const signedInRoutes: RouteObject[] = [];

/** Unknown paths show the home page. */
const fallbackRoute: RouteObject = { path: '*', element: <HomePage /> };

export function buildPageRoutes(
  signedIn: boolean,
  signedInOnly: RouteObject[] = signedInRoutes,
): RouteObject[] {
  return [...publicRoutes, ...(signedIn ? signedInOnly : []), fallbackRoute];
}

/** The route table follows the auth state, so signing in or out re-registers the screens. */
function PageRoutes() {
  const signedIn = useAuth().user !== null;
  const routes = useMemo(() => buildPageRoutes(signedIn), [signedIn]);
  return useRoutes(routes);
}

export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <ErrorScreen />,
    children: [{ path: '*', element: <PageRoutes />, errorElement: <ErrorScreen /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
