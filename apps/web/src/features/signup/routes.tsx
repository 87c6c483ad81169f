import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  public: [{ path: 'signup', lazy: lazyScreen(() => import('./sign-up-page.tsx'), 'SignUpPage') }],
};
