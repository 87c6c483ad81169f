import { Navigate } from 'react-router';
import type { FeatureRoutes } from '../../app/feature-routes.ts';
import { ABOUT_HREF } from '../layout/use-about-navigation.ts';

/** The home page itself is the router's index and fallback; About is its section. */
export const routes: FeatureRoutes = {
  public: [{ path: 'about', element: <Navigate to={ABOUT_HREF} replace /> }],
};
