import { lazyScreen, type FeatureRoutes, type ScreenHandle } from '../../app/feature-routes.ts';
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
      handle: { request: '/stadiums?name=&location=' } satisfies ScreenHandle,
    },
    {
      path: 'stadiums/:stadiumId',
      lazy: lazyScreen(() => import('./stadiums/stadium-page.tsx'), 'StadiumPage'),
      handle: { request: '/stadiums/:stadiumId' } satisfies ScreenHandle,
    },
    {
      path: 'stadiums/:stadiumId/:sportId',
      lazy: lazyScreen(() => import('./stadiums/stadium-sport-page.tsx'), 'StadiumSportPage'),
      // Its courts' times follow: they are asked for the device's date.
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
