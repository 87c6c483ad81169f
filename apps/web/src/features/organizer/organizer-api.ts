import {
  joinRequestDecisionResultSchema,
  organizerBookingSchema,
  organizerJoinRequestSchema,
  organizerSocialSchema,
  socialSchema,
  type CreateSocialInput,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

/** Everything under this key belongs to the signed-in organiser and reloads together. */
export const organizerKeys = {
  all: ['organizer'] as const,
  bookings: ['organizer', 'bookings'] as const,
  requests: ['organizer', 'requests'] as const,
  socials: ['organizer', 'socials'] as const,
};

export async function fetchOrganizerBookings(signal?: AbortSignal) {
  const { data } = await apiRequest('/organizer/social/bookings', {
    schema: z.array(organizerBookingSchema),
    signal,
  });
  return data;
}

export async function fetchJoinRequests(signal?: AbortSignal) {
  const { data } = await apiRequest('/organizer/social/requests', {
    schema: z.array(organizerJoinRequestSchema),
    signal,
  });
  return data;
}

export async function fetchOrganizerSocials(signal?: AbortSignal) {
  const { data } = await apiRequest('/organizer/social', {
    schema: z.array(organizerSocialSchema),
    signal,
  });
  return data;
}

export function organizerBookingsQueryOptions() {
  return queryOptions({
    queryKey: organizerKeys.bookings,
    queryFn: ({ signal }) => fetchOrganizerBookings(signal),
  });
}

export function joinRequestsQueryOptions() {
  return queryOptions({
    queryKey: organizerKeys.requests,
    queryFn: ({ signal }) => fetchJoinRequests(signal),
  });
}

export function organizerSocialsQueryOptions() {
  return queryOptions({
    queryKey: organizerKeys.socials,
    queryFn: ({ signal }) => fetchOrganizerSocials(signal),
  });
}

export type RequestDecision = 'accept' | 'reject';

/** Accepting is a PUT, rejecting a DELETE, on the same request. */
export async function decideJoinRequest(id: string, decision: RequestDecision) {
  return apiRequest(`/organizer/social/request/${encodeURIComponent(id)}`, {
    schema: joinRequestDecisionResultSchema,
    method: decision === 'accept' ? 'PUT' : 'DELETE',
    // A rejection is sent after its Undo window, perhaps as the page closes.
    keepalive: decision === 'reject',
  });
}

export async function createSocial(payload: CreateSocialInput) {
  return apiRequest('/organizer/social', { schema: socialSchema, method: 'POST', body: payload });
}
