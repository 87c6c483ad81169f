import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'organiser',
      lazy: lazyScreen(() => import('./organizer-dashboard-page.tsx'), 'OrganizerDashboardPage'),
    },
    {
      path: 'social-organizer',
      lazy: lazyScreen(() => import('./create-social-page.tsx'), 'CreateSocialPage'),
    },
    {
      path: 'view-social-events',
      lazy: lazyScreen(() => import('./view-social-events-page.tsx'), 'ViewSocialEventsPage'),
    },
  ],
};
