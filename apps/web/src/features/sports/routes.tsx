import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  public: [{ path: 'sports', lazy: lazyScreen(() => import('./sports-page.tsx'), 'SportsPage') }],
};
