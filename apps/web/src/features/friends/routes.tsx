import { ComingSoonPage } from '../../app/coming-soon-page.tsx';
import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Friends: routes of the spec, not built yet. The issue that builds them replaces this file. */
export const routes: FeatureRoutes = {
  signedIn: [{ path: 'friends', element: <ComingSoonPage title="Friends" /> }],
};
