import { useMemo } from 'react';
import { createBrowserRouter, useRoutes, type RouteObject } from 'react-router';
import { ActivityPage } from '../features/activity/activity-page.tsx';
import { useAuth } from '../features/auth/auth-context.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { AppLayout } from '../features/layout/app-layout.tsx';
import { CreateSocialPage } from '../features/organizer/create-social-page.tsx';
import { OrganizerDashboardPage } from '../features/organizer/organizer-dashboard-page.tsx';
import { ViewSocialEventsPage } from '../features/organizer/view-social-events-page.tsx';
import { SignUpPage } from '../features/signup/sign-up-page.tsx';
import { JoinSocialPage } from '../features/socials/join-social-page.tsx';
import { SocialDetailPage } from '../features/socials/social-detail-page.tsx';
import { SocialListPage } from '../features/socials/social-list-page.tsx';
import { SportsPage } from '../features/sports/sports-page.tsx';
import { ErrorScreen } from './error-screen.tsx';

/** Screens anyone can open (spec section 2, route table). */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'signup', element: <SignUpPage /> },
  { path: 'sports', element: <SportsPage /> },
  { path: 'sports/:category', element: <SocialListPage /> },
  { path: 'sports/:category/social', element: <SocialDetailPage /> },
  { path: 'sports/:category/social/join', element: <JoinSocialPage /> },
];

/**
 * Screens that exist only while a user is signed in (/organiser, /activity, /profile, ...):
 * signed out, their paths are not registered at all and reach the fallback (the home page).
 */
export const signedInRoutes: RouteObject[] = [
  { path: 'organiser', element: <OrganizerDashboardPage /> },
  { path: 'social-organizer', element: <CreateSocialPage /> },
  { path: 'view-social-events', element: <ViewSocialEventsPage /> },
  { path: 'activity', element: <ActivityPage /> },
];

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
