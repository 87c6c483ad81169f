import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  signedIn: [
    { path: 'friends', lazy: lazyScreen(() => import('./friends-page.tsx'), 'FriendsPage') },
  ],
};
