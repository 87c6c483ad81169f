import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { useLiveAnnouncement } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { organizerKeys } from './organizer-api.ts';

/** Newest first, without a duplicate if the list was refetched in between. */
export function withNewRequest(
  requests: OrganizerJoinRequest[] | undefined,
  request: OrganizerJoinRequest,
): OrganizerJoinRequest[] | undefined {
  if (requests === undefined) return undefined;
  return [request, ...requests.filter((existing) => existing.id !== request.id)];
}

/** What the dashboard's live region says when a request arrives while it is open. */
export function arrivalText({ firstName, lastName, socialName }: OrganizerJoinRequest): string {
  return `${firstName} ${lastName} asked to join ${socialName}`;
}

/**
 * A request sent while the dashboard is open appears at the top of the Requests list; the
 * returned text is for a polite live region, so screen-reader users hear it arrive.
 */
export function useLiveJoinRequests(): string {
  const queryClient = useQueryClient();
  const [arrival, setArrival] = useState<{ id: string; text: string } | null>(null);
  useRealtimeEvent('join-request:created', (request) => {
    updateOrRefetch<OrganizerJoinRequest[]>(queryClient, organizerKeys.requests, (requests) =>
      withNewRequest(requests, request),
    );
    // Keyed by the request, so the same words for a new request are announced again.
    setArrival({ id: request.id, text: arrivalText(request) });
  });
  // A player took their request back: it leaves the list.
  useRealtimeEvent('join-request:withdrawn', ({ id }) => {
    updateOrRefetch<OrganizerJoinRequest[]>(queryClient, organizerKeys.requests, (requests) =>
      requests?.filter((request) => request.id !== id),
    );
  });
  return useLiveAnnouncement(arrival?.id ?? '', arrival?.text ?? null);
}
