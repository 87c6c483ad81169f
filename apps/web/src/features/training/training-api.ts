import {
  coachProfileSchema,
  conversationSummarySchema,
  chatMessageSchema,
  trainingVenueCardSchema,
  trainingVenueSchema,
  type CoachProfile,
  type TrainingSort,
  type TrainingVenue,
  type TrainingVenueCard,
} from '@betterplay/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client.ts';

export interface VenueSearch {
  venue: string;
  sort: TrainingSort;
}

export const trainingKeys = {
  all: ['training'] as const,
  venues: (sport: string, search: VenueSearch) =>
    [...trainingKeys.all, 'venues', sport, search] as const,
  venue: (sport: string, venueId: string, sort: TrainingSort) =>
    [...trainingKeys.all, 'venue', sport, venueId, sort] as const,
  coach: (coachId: string) => [...trainingKeys.all, 'coach', coachId] as const,
};

/** A sport's venues with their coaches, searched by venue and sorted by the server. */
export async function fetchTrainingVenues(
  sport: string,
  { venue, sort }: VenueSearch,
  signal?: AbortSignal,
): Promise<TrainingVenueCard[]> {
  const query = new URLSearchParams({ venue, sort }).toString();
  const { data } = await apiRequest(`/training/${encodeURIComponent(sport)}?${query}`, {
    schema: z.array(trainingVenueCardSchema),
    auth: false,
    signal,
  });
  return data;
}

export async function fetchTrainingVenue(
  sport: string,
  venueId: string,
  sort: TrainingSort,
  signal?: AbortSignal,
): Promise<TrainingVenue> {
  const path = `/training/${encodeURIComponent(sport)}/venues/${encodeURIComponent(venueId)}`;
  const { data } = await apiRequest(`${path}?${new URLSearchParams({ sort }).toString()}`, {
    schema: trainingVenueSchema,
    auth: false,
    signal,
  });
  return data;
}

export async function fetchCoach(coachId: string, signal?: AbortSignal): Promise<CoachProfile> {
  const { data } = await apiRequest(`/training/coaches/${encodeURIComponent(coachId)}`, {
    schema: coachProfileSchema,
    auth: false,
    signal,
  });
  return data;
}

/** A sport's venues, searched and sorted; what the server answered stays fresh for 30 s. */
export function trainingVenuesQueryOptions(sport: string, search: VenueSearch) {
  return queryOptions({
    queryKey: trainingKeys.venues(sport, search),
    queryFn: ({ signal }) => fetchTrainingVenues(sport, search, signal),
    staleTime: 30_000,
  });
}

export function trainingVenueQueryOptions(sport: string, venueId: string, sort: TrainingSort) {
  return queryOptions({
    queryKey: trainingKeys.venue(sport, venueId, sort),
    queryFn: ({ signal }) => fetchTrainingVenue(sport, venueId, sort, signal),
    staleTime: 30_000,
  });
}

export function coachQueryOptions(coachId: string) {
  return queryOptions({
    queryKey: trainingKeys.coach(coachId),
    queryFn: ({ signal }) => fetchCoach(coachId, signal),
    staleTime: 30_000,
  });
}

export interface CoachEnquiryInput {
  coachId: string;
  message: string;
  /** One per message written: a retry after a lost answer reuses it, so the chat keeps one copy. */
  clientId: string;
}

/**
 * An enquiry is a chat message: open (or find) the direct conversation with the coach, who is a
 * user, and send the message into it. The coach sees it live in their chat.
 */
export async function sendCoachEnquiry({ coachId, message, clientId }: CoachEnquiryInput) {
  const { data: conversation } = await apiRequest('/user/conversations', {
    method: 'POST',
    body: { userId: coachId },
    schema: conversationSummarySchema,
  });
  const { data: sent } = await apiRequest(
    `/user/conversations/${encodeURIComponent(conversation.id)}/messages`,
    { method: 'POST', body: { clientId, body: message }, schema: chatMessageSchema },
  );
  return sent;
}
