import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

/** The signed-in user's profile, and other players' (linked from friends and chat). */
export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'profile',
      handle: { signInPrompt: 'Sign in to see your profile' },
      lazy: lazyScreen(() => import('./profile-page.tsx'), 'ProfilePage'),
    },
    {
      path: 'profile/:id',
      handle: { signInPrompt: "Sign in to see this player's profile" },
      lazy: lazyScreen(() => import('./player-profile-page.tsx'), 'PlayerProfilePage'),
    },
  ],
};
