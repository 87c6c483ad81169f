import { failures, signedInRoute } from '../../route-docs.ts';

/** What every paid-booking and share route may answer besides success. */
export const courtBookingFailures = {
  ...failures(400, 401, 404, 409),
};

/** Signed-in routes of the 'court bookings' group in the API docs. */
export const courtBookingsDocs = signedInRoute('court bookings');
