import { lazyScreen, type FeatureRoutes, type ScreenHandle } from '../../app/feature-routes.ts';

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
      handle: { request: '/training/:sportId?venue=&sort=price' } satisfies ScreenHandle,
    },
    {
      path: 'training/:sportId/venue/:venueId',
      lazy: lazyScreen(() => import('./training-venue-page.tsx'), 'TrainingVenuePage'),
      handle: { request: '/training/:sportId/venues/:venueId?sort=price' } satisfies ScreenHandle,
    },
    {
      path: 'training/:sportId/venue/:venueId/coach/:coachId',
      lazy: lazyScreen(() => import('./coach-profile-page.tsx'), 'CoachProfilePage'),
      handle: { request: '/training/coaches/:coachId' } satisfies ScreenHandle,
    },
  ],
};
