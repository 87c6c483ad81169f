import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';
import { CourtInvitationToasts } from './court-invitation-toasts.tsx';
import { JoinDecisionToasts } from './join-decision-toasts.tsx';

export const routes: FeatureRoutes = {
  signedIn: [
    { path: 'activity', lazy: lazyScreen(() => import('./activity-page.tsx'), 'ActivityPage') },
  ],
  // A decision on my request, or a court split with me, reaches me on whatever page I am.
  everywhere: [JoinDecisionToasts, CourtInvitationToasts],
};
