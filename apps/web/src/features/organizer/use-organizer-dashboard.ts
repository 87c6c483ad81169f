import type { OrganizerJoinRequest } from '@betterplay/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { fetchJoinRequests, fetchOrganizerBookings, organizerKeys } from './organizer-api.ts';

export function useOrganizerBookings() {
  return useQuery({
    queryKey: organizerKeys.bookings,
    queryFn: ({ signal }) => fetchOrganizerBookings(signal),
  });
}

export function useJoinRequests() {
  return useQuery({
    queryKey: organizerKeys.requests,
    queryFn: ({ signal }) => fetchJoinRequests(signal),
  });
}

/** Newest first, without a duplicate if the list was refetched in between. */
export function withNewRequest(
  requests: OrganizerJoinRequest[] | undefined,
  request: OrganizerJoinRequest,
): OrganizerJoinRequest[] | undefined {
  if (requests === undefined) return undefined;
  return [request, ...requests.filter((existing) => existing.id !== request.id)];
}

/** A request sent while the dashboard is open appears at the top of the Requests table. */
export function useLiveJoinRequests() {
  const queryClient = useQueryClient();
  useRealtimeEvent('join-request:created', (request) => {
    queryClient.setQueryData<OrganizerJoinRequest[]>(organizerKeys.requests, (requests) =>
      withNewRequest(requests, request),
    );
  });
}
