import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';
import { JoinDecisionToasts } from './join-decision-toasts.tsx';

export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'activity',
      handle: { signInPrompt: 'Sign in to see your activity' },
      lazy: lazyScreen(() => import('./activity-page.tsx'), 'ActivityPage'),
    },
  ],
  // A decision on my request reaches me on whatever page I am.
  everywhere: [JoinDecisionToasts],
};
