import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

/** Training with coaches: public screens (an enquiry asks to sign in when it is sent). */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'training',
      lazy: lazyScreen(() => import('./training-start-page.tsx'), 'TrainingStartPage'),
    },
    {
      path: 'training/:sportId',
      lazy: lazyScreen(() => import('./training-venues-page.tsx'), 'TrainingVenuesPage'),
    },
    {
      path: 'training/:sportId/venue/:venueId',
      lazy: lazyScreen(() => import('./training-venue-page.tsx'), 'TrainingVenuePage'),
    },
    {
      path: 'training/:sportId/venue/:venueId/coach/:coachId',
      lazy: lazyScreen(() => import('./coach-profile-page.tsx'), 'CoachProfilePage'),
    },
  ],
};
