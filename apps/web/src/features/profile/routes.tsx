import { ComingSoonPage } from '../../app/coming-soon-page.tsx';
import type { FeatureRoutes } from '../../app/feature-routes.ts';

/** Profiles: routes of the spec, not built yet. The issue that builds them replaces this file. */
export const routes: FeatureRoutes = {
  signedIn: [
    { path: 'profile', element: <ComingSoonPage title="Your Profile" /> },
    { path: 'profile/:id', element: <ComingSoonPage title="Player Profile" /> },
  ],
};
