import { lazyScreen, type FeatureRoutes, type ScreenHandle } from '../../app/feature-routes.ts';
import { firstScreenData } from '../../app/first-screen-data.ts';

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
      ...firstScreenData(async ({ params, request }, prefetch) => {
        const [api, sports] = await Promise.all([
          import('./training-api.ts'),
          import('./training-sports.ts'),
        ]);
        const search = new URL(request.url).searchParams;
        const venue = (search.get('venue') ?? '').trim();
        const sort = sports.sortOf(search.get('sort'));
        const sportId = (params.sportId ?? '').toLowerCase();
        return prefetch(api.trainingVenuesQueryOptions(sportId, { venue, sort }));
      }),
      handle: { request: '/training/:sportId?venue=&sort=price' } satisfies ScreenHandle,
    },
    {
      path: 'training/:sportId/venue/:venueId',
      lazy: lazyScreen(() => import('./training-venue-page.tsx'), 'TrainingVenuePage'),
      ...firstScreenData(async ({ params, request }, prefetch) => {
        const [api, sports] = await Promise.all([
          import('./training-api.ts'),
          import('./training-sports.ts'),
        ]);
        const sort = sports.sortOf(new URL(request.url).searchParams.get('sort'));
        const sportId = (params.sportId ?? '').toLowerCase();
        return prefetch(api.trainingVenueQueryOptions(sportId, params.venueId ?? '', sort));
      }),
      handle: { request: '/training/:sportId/venues/:venueId?sort=price' } satisfies ScreenHandle,
    },
    {
      path: 'training/:sportId/venue/:venueId/coach/:coachId',
      lazy: lazyScreen(() => import('./coach-profile-page.tsx'), 'CoachProfilePage'),
      ...firstScreenData(async ({ params }, prefetch) =>
        prefetch((await import('./training-api.ts')).coachQueryOptions(params.coachId ?? '')),
      ),
      handle: { request: '/training/coaches/:coachId' } satisfies ScreenHandle,
    },
  ],
};
