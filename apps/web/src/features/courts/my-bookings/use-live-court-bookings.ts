import type { CourtBooking, MyCourtBookings } from '@betterplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { loadOnce } from '../../../lib/load-once.ts';
import { updateOrRefetch } from '../../../lib/live-update.ts';
import { useRealtimeEvent } from '../../../lib/realtime/index.ts';
import { useAuth } from '../../auth/auth-context.ts';

// Mounted app-wide: the API module (and its schemas) loads with the first event, not the shell.
const loadCourtBookingsApi = loadOnce(() => import('../court-bookings-api.ts'));

/** A booking as it was before a change (when known) and as it is now. */
export interface CourtBookingChange {
  previous: CourtBooking | undefined;
  booking: CourtBooking;
  userId: string;
}

const LISTS = ['upcoming', 'past', 'invitations'] as const;

export function findCourtBooking(
  data: MyCourtBookings | undefined,
  bookingId: string,
): CourtBooking | undefined {
  if (data === undefined) return undefined;
  for (const list of LISTS) {
    const found = data[list].find((booking) => booking.id === bookingId);
    if (found) return found;
  }
  return undefined;
}

/** The lists with `booking` in the place of its older copy; undefined when they do not hold it. */
export function replaceCourtBooking(
  data: MyCourtBookings,
  booking: CourtBooking,
): MyCourtBookings | undefined {
  if (findCourtBooking(data, booking.id) === undefined) return undefined;
  const next = { ...data };
  for (const list of LISTS) {
    next[list] = data[list].map((old) => (old.id === booking.id ? booking : old));
  }
  return next;
}

/**
 * Keeps the cached court bookings in step with 'court-booking:changed' (a split, a share paid,
 * declined or expired, a cancellation) and tells `onChange` what changed. A booking the cache
 * holds is patched in place; one it does not (a new invitation) makes the lists load again, as
 * the server decides where it belongs. Bookings seen in earlier events are remembered, so a change
 * can be told apart from the state before it even while the lists were never loaded.
 */
export function useLiveCourtBookings(onChange?: (change: CourtBookingChange) => void) {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? null;
  const seen = useRef(new Map<string, CourtBooking>());

  useRealtimeEvent('court-booking:changed', ({ booking }) => {
    if (userId === null) return;
    void loadCourtBookingsApi().then(({ courtBookingKeys }) => {
      const queryKey = courtBookingKeys.mine();
      const cached = queryClient.getQueryData<MyCourtBookings>(queryKey);
      const previous = findCourtBooking(cached, booking.id) ?? seen.current.get(booking.id);
      seen.current.set(booking.id, booking);
      updateOrRefetch<MyCourtBookings>(queryClient, queryKey, (data) =>
        replaceCourtBooking(data, booking),
      );
      onChange?.({ previous, booking, userId });
    });
  });
}
