import { ComingSoonPage } from '../../app/coming-soon-page.tsx';
import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Booking courts at stadiums: routes of the spec, not built yet. The issue that builds them replaces this file. */
export const routes: FeatureRoutes = {
  public: [
    { path: 'book', element: <ComingSoonPage title="Book a Court" /> },
    { path: 'stadiums/*', element: <ComingSoonPage title="Book a Court" /> },
  ],
};
