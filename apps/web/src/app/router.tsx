import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { HomePage } from '../features/home/home-page.tsx';
import { AppLayout } from '../features/layout/app-layout.tsx';
import { ABOUT_HREF } from '../features/layout/use-about-navigation.ts';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { ErrorScreen } from './error-screen.tsx';
import { SignedInOnly } from './signed-in-only.tsx';

/**
 * Each screen is its own chunk, loaded when its route is first visited; the home page (also
 * the fallback for unknown paths) ships with the app shell.
 */
const screen = (load: () => Promise<RouteObject['Component']>) => async () => ({
  Component: await load(),
});

const comingSoon = (path: string, title: string): RouteObject => ({
  path,
  element: <ComingSoonPage title={title} />,
});

/** Screens anyone can open (spec section 2, route table). */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  {
    path: 'signup',
    lazy: screen(async () => (await import('../features/signup/sign-up-page.tsx')).SignUpPage),
  },
  {
    path: 'sports',
    lazy: screen(async () => (await import('../features/sports/sports-page.tsx')).SportsPage),
  },
  {
    path: 'sports/:category',
    lazy: screen(
      async () => (await import('../features/socials/social-list-page.tsx')).SocialListPage,
    ),
  },
  {
    path: 'sports/:category/social',
    lazy: screen(
      async () => (await import('../features/socials/social-detail-page.tsx')).SocialDetailPage,
    ),
  },
  {
    path: 'sports/:category/social/join',
    lazy: screen(
      async () => (await import('../features/socials/join-social-page.tsx')).JoinSocialPage,
    ),
  },
  { path: 'about', element: <Navigate to={ABOUT_HREF} replace /> },
  {
    path: 'contact',
    lazy: screen(async () => (await import('../features/contact/contact-page.tsx')).ContactPage),
  },
  // Listed by the spec, built by later issues: until then they say so.
  comingSoon('book', 'Book a Court'),
  comingSoon('stadiums/*', 'Book a Court'),
  comingSoon('training/*', 'Start Training'),
];

/** Screens that exist only while a user is signed in; signed out they show the home page. */
export const signedInRoutes: RouteObject[] = [
  {
    path: 'organiser',
    lazy: screen(
      async () =>
        (await import('../features/organizer/organizer-dashboard-page.tsx')).OrganizerDashboardPage,
    ),
  },
  {
    path: 'social-organizer',
    lazy: screen(
      async () => (await import('../features/organizer/create-social-page.tsx')).CreateSocialPage,
    ),
  },
  {
    path: 'view-social-events',
    lazy: screen(
      async () =>
        (await import('../features/organizer/view-social-events-page.tsx')).ViewSocialEventsPage,
    ),
  },
  {
    path: 'activity',
    lazy: screen(async () => (await import('../features/activity/activity-page.tsx')).ActivityPage),
  },
  comingSoon('profile', 'Your Profile'),
  comingSoon('profile/:id', 'Player Profile'),
  comingSoon('chat', 'Chat'),
  comingSoon('friends', 'Friends'),
];

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
