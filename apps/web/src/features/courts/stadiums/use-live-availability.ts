import {
  rooms,
  type CourtAvailability,
  type CourtAvailabilityChanged,
} from '@betterplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { updateOrRefetch } from '../../../lib/live-update.ts';
import { useRealtimeEvent, useRooms } from '../../../lib/realtime/index.ts';
import { courtKeys } from '../courts-api.ts';

/** The day's courts with one court's free times as pushed. */
function withFreeTimes(courts: CourtAvailability[], change: CourtAvailabilityChanged) {
  return courts.map((court) =>
    court.id === change.courtId ? { ...court, freeTimes: change.freeTimes } : court,
  );
}

/**
 * Keeps a sport's court availability on `date` live: follows `court:<courtId>:<date>` for each
 * court shown and patches the cached list when anyone's hold, payment, expiry or cancellation
 * changes a court's free times (the list a sport's page and a court's confirmation page share).
 * A reconnect refetches (the provider invalidates every query).
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
    updateOrRefetch<CourtAvailability[]>(
      queryClient,
      courtKeys.availability(stadiumId, sport, date),
      (courts) => withFreeTimes(courts, change),
    );
  });
}
