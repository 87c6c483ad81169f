import {
  rooms,
  type CourtAvailability,
  type CourtAvailabilityChanged,
} from '@betterplay/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRooms } from '../../lib/realtime/index.ts';
import { courtKeys } from './courts-api.ts';

/**
 * Writes a court's pushed free times into the cached list of its sport and date (which a sport's
 * page and a court's confirmation page share). A list still loading may answer from before the
 * change, so it is fetched again instead.
 */
export function applyAvailabilityChange(
  queryClient: QueryClient,
  listKey: ReturnType<typeof courtKeys.availability>,
  change: CourtAvailabilityChanged,
) {
  if (queryClient.isFetching({ queryKey: listKey, exact: true }) > 0) {
    void queryClient.invalidateQueries({ queryKey: listKey, exact: true });
    return;
  }
  queryClient.setQueryData<CourtAvailability[]>(listKey, (courts) =>
    courts?.map((court) =>
      court.id === change.courtId ? { ...court, freeTimes: change.freeTimes } : court,
    ),
  );
}

/**
 * Keeps a sport's court availability on `date` live: follows `court:<courtId>:<date>` for each
 * court shown and patches the cached list when anyone's hold, payment, expiry or cancellation
 * changes a court's free times. A reconnect refetches (the provider invalidates every query).
 */
export function useLiveAvailability(
  stadiumId: string,
  sport: string,
  date: string,
  courts: readonly Pick<CourtAvailability, 'id'>[] | undefined,
) {
  const queryClient = useQueryClient();
  const courtIds = (courts ?? []).map((court) => court.id);
  useRooms(date === '' ? [] : courtIds.map((courtId) => rooms.courtDay(courtId, date)));
  useRealtimeEvent('court:availability-changed', (change) => {
    if (change.date !== date || !courtIds.includes(change.courtId)) return;
    applyAvailabilityChange(queryClient, courtKeys.availability(stadiumId, sport, date), change);
  });
}
