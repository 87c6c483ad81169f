import {
  organizerWaitlistSchema,
  type OrganizerWaitlist,
  myWaitlistEntrySchema,
  waitlistPositionSchema,
  waitlistSummarySchema,
  type MyWaitlistEntry,
  type WaitlistSummary,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export const waitlistKeys = {
  all: ['waitlist'] as const,
  summary: (socialId: string) => [...waitlistKeys.all, 'summary', socialId] as const,
  /** the signed-in player's lines (signing out removes every query) */
  mine: () => [...waitlistKeys.all, 'mine'] as const,
  /** the lines of the organiser's socials */
  organizer: () => [...waitlistKeys.all, 'organizer'] as const,
};

const id = encodeURIComponent;

/** Public: whether the social is full (held places count) and how many wait. */
export function waitlistSummaryQueryOptions(socialId: string) {
  return queryOptions({
    queryKey: waitlistKeys.summary(socialId),
    queryFn: async ({ signal }): Promise<WaitlistSummary> =>
      (
        await apiRequest(`/cms/social/${id(socialId)}/waitlist`, {
          schema: waitlistSummarySchema,
          signal,
          auth: false,
        })
      ).data,
  });
}

/** Signed in: every line I am in, with my position and any open offer. */
export function myWaitlistQueryOptions() {
  return queryOptions({
    queryKey: waitlistKeys.mine(),
    queryFn: async ({ signal }): Promise<MyWaitlistEntry[]> =>
      (await apiRequest('/user/waitlist', { schema: z.array(myWaitlistEntrySchema), signal })).data,
  });
}

export async function joinWaitlist(socialId: string, message: string) {
  return apiRequest(`/user/socials/${id(socialId)}/waitlist`, {
    method: 'POST',
    body: { message },
    schema: waitlistPositionSchema,
  });
}

export async function leaveWaitlist(socialId: string) {
  return apiRequest(`/user/socials/${id(socialId)}/waitlist`, {
    method: 'DELETE',
    schema: z.null(),
  });
}

/** The same key again (a retry) takes the place once. */
export async function takeOffer(offerId: string, idempotencyKey: string) {
  return apiRequest(`/user/waitlist/offers/${id(offerId)}/accept`, {
    method: 'POST',
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: z.object({ socialId: z.string() }),
  });
}

export async function declineOffer(offerId: string) {
  return apiRequest(`/user/waitlist/offers/${id(offerId)}/decline`, {
    method: 'POST',
    schema: z.object({ socialId: z.string() }),
  });
}

/** The organiser: the lines of each of my socials that has one. */
export function organizerWaitlistsQueryOptions() {
  return queryOptions({
    queryKey: waitlistKeys.organizer(),
    queryFn: async ({ signal }): Promise<OrganizerWaitlist[]> =>
      (
        await apiRequest('/organizer/waitlists', {
          schema: z.array(organizerWaitlistSchema),
          signal,
        })
      ).data,
  });
}

export async function removeFromWaitlist(socialId: string, userId: string) {
  return apiRequest(`/organizer/socials/${id(socialId)}/waitlist/${id(userId)}`, {
    method: 'DELETE',
    schema: z.null(),
  });
}
