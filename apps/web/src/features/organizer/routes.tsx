import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'organiser',
      handle: { signInPrompt: 'Sign in to see your organizer dashboard' },
      lazy: lazyScreen(() => import('./organizer-dashboard-page.tsx'), 'OrganizerDashboardPage'),
    },
    {
      path: 'social-organizer',
      handle: { signInPrompt: 'Sign in to create an event' },
      lazy: lazyScreen(() => import('./create-social-page.tsx'), 'CreateSocialPage'),
    },
    {
      path: 'view-social-events',
      handle: { signInPrompt: 'Sign in to see your social events' },
      lazy: lazyScreen(() => import('./view-social-events-page.tsx'), 'ViewSocialEventsPage'),
    },
  ],
};
