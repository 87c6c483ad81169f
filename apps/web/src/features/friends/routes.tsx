import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'friends',
      handle: { signInPrompt: 'Sign in to see your friends' },
      lazy: lazyScreen(() => import('./friends-page.tsx'), 'FriendsPage'),
    },
  ],
};
