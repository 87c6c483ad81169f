import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  public: [
    { path: 'contact', lazy: lazyScreen(() => import('./contact-page.tsx'), 'ContactPage') },
  ],
};
