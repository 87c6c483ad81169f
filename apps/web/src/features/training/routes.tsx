import { ComingSoonPage } from '../../app/coming-soon-page.tsx';
import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Training with coaches: routes of the spec, not built yet. The issue that builds them replaces this file. */
export const routes: FeatureRoutes = {
  public: [{ path: 'training/*', element: <ComingSoonPage title="Start Training" /> }],
};
