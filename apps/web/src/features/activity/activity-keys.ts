/** Kept apart from the API calls, so the app shell can refresh activity without loading them. */
export const activityKeys = {
  all: ['activity'] as const,
  bookings: () => [...activityKeys.all, 'bookings'] as const,
  joinRequests: () => [...activityKeys.all, 'join-requests'] as const,
};
