import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  signedIn: [
    { path: 'activity', lazy: lazyScreen(() => import('./activity-page.tsx'), 'ActivityPage') },
  ],
};
