import { lazyScreen, type FeatureRoutes } from '../../app/feature-routes.ts';

/** Booking courts at stadiums: find a stadium, a sport, a date and a time, then a court. */
export const routes: FeatureRoutes = {
  public: [
    { path: 'book', lazy: lazyScreen(() => import('./book-page.tsx'), 'BookPage') },
    {
      path: 'stadiums/:stadiumId',
      lazy: lazyScreen(() => import('./stadium-page.tsx'), 'StadiumPage'),
    },
    {
      path: 'stadiums/:stadiumId/:sportId',
      lazy: lazyScreen(() => import('./stadium-sport-page.tsx'), 'StadiumSportPage'),
    },
    {
      path: 'stadiums/:stadiumId/:sportId/court/:courtId',
      lazy: lazyScreen(() => import('./court-booking-page.tsx'), 'CourtBookingPage'),
    },
  ],
};
