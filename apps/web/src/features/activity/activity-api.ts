import {
  myBookingsSchema,
  myJoinRequestSchema,
  type MyBookings,
  type MyJoinRequest,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export const activityKeys = {
  all: ['activity'] as const,
  bookings: () => [...activityKeys.all, 'bookings'] as const,
  joinRequests: () => [...activityKeys.all, 'join-requests'] as const,
};

/** The places the signed-in user holds, grouped by the server (upcoming, recurring, past). */
export async function fetchMyBookings(signal?: AbortSignal): Promise<MyBookings> {
  return (await apiRequest('/user/social/booking', { schema: myBookingsSchema, signal })).data;
}

/** The signed-in user's join requests, every status, newest first. */
export async function fetchMyJoinRequests(signal?: AbortSignal): Promise<MyJoinRequest[]> {
  const schema = z.array(myJoinRequestSchema);
  return (await apiRequest('/user/social/booking/request', { schema, signal })).data;
}

export function myBookingsQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.bookings(),
    queryFn: ({ signal }) => fetchMyBookings(signal),
  });
}

export function myJoinRequestsQueryOptions() {
  return queryOptions({
    queryKey: activityKeys.joinRequests(),
    queryFn: ({ signal }) => fetchMyJoinRequests(signal),
  });
}
