import { activityKeys } from '../activity/activity-keys.ts';

/**
 * Apart from the API calls, so the app-wide listener can patch the cache without loading them.
 * Under `activityKeys.all`, so whatever refreshes the activity refreshes court bookings too.
 */
export const courtBookingKeys = {
  mine: () => [...activityKeys.all, 'court-bookings'] as const,
};
