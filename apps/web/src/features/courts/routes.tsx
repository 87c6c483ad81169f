import { lazyScreen, type FeatureRoutes, type ScreenHandle } from '../../app/feature-routes.ts';
import { firstScreenData } from '../../app/first-screen-data.ts';
import { CourtInvitationToasts } from './my-bookings/court-invitation-toasts.tsx';

/**
 * Booking courts at stadiums: find a stadium, a sport, a date and a time, then a court; pay, split
 * the cost with friends, and answer or cancel bookings (shown on the activity page).
 */
export const routes: FeatureRoutes = {
  public: [
    {
      path: 'book',
      lazy: lazyScreen(() => import('./stadiums/book-page.tsx'), 'BookPage'),
      ...firstScreenData(async ({ request }, prefetch) => {
        const search = new URL(request.url).searchParams;
        const filters = { name: search.get('name') ?? '', location: search.get('location') ?? '' };
        return prefetch((await import('./courts-api.ts')).stadiumsQueryOptions(filters));
      }),
      handle: { request: '/stadiums?name=&location=' } satisfies ScreenHandle,
    },
    {
      path: 'stadiums/:stadiumId',
      lazy: lazyScreen(() => import('./stadiums/stadium-page.tsx'), 'StadiumPage'),
      ...firstScreenData(async ({ params }, prefetch) =>
        prefetch((await import('./courts-api.ts')).stadiumQueryOptions(params.stadiumId ?? '')),
      ),
      handle: { request: '/stadiums/:stadiumId' } satisfies ScreenHandle,
    },
    {
      path: 'stadiums/:stadiumId/:sportId',
      lazy: lazyScreen(() => import('./stadiums/stadium-sport-page.tsx'), 'StadiumSportPage'),
      // The preload names the stadium; its courts' times follow, asked for the device's date:
      // the first screen's loader asks for both, since the grid is the screen.
      ...firstScreenData(async ({ params, request }, prefetch) => {
        const [api, paths] = await Promise.all([
          import('./courts-api.ts'),
          import('./court-paths.ts'),
        ]);
        const stadiumId = params.stadiumId ?? '';
        const sport = (params.sportId ?? '').toLowerCase();
        const date = paths.chosenDateOf(new URL(request.url).searchParams.get('date'));
        return Promise.all([
          prefetch(api.stadiumQueryOptions(stadiumId)),
          prefetch(api.availabilityQueryOptions(stadiumId, sport, date)),
        ]);
      }),
      handle: { request: '/stadiums/:stadiumId' } satisfies ScreenHandle,
    },
    {
      path: 'stadiums/:stadiumId/:sportId/court/:courtId',
      lazy: lazyScreen(() => import('./confirmation/court-booking-page.tsx'), 'CourtBookingPage'),
    },
  ],
  // A court split with me, or a friend's answer to my split, reaches me on whatever page I am.
  everywhere: [CourtInvitationToasts],
};
