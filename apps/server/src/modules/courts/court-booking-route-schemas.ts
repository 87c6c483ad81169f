import { errorResponseSchema } from '@betterplay/contracts';

/** What every paid-booking and share route may answer besides success. */
export const courtBookingFailures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** Signed-in routes of the 'court bookings' group in the API docs. */
export const courtBookingsDocs = { security: [{ bearerAuth: [] }], tags: ['court bookings'] };
