import { ComingSoonPage } from '../../app/coming-soon-page.tsx';
import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Chat: routes of the spec, not built yet. The issue that builds them replaces this file. */
export const routes: FeatureRoutes = {
  signedIn: [{ path: 'chat', element: <ComingSoonPage title="Chat" /> }],
};
