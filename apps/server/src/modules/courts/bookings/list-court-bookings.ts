import type { MyCourtBookings } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { toCourtBooking, type BookingRow, type ShareRow } from './booking-dto.ts';
import { findInvitations, findPastOwned, findUpcomingOwned } from './bookings-repository.ts';
import { findViewsByBookingIds } from '../shares/shares-repository.ts';

/** Each list holds at most this many bookings (the nearest upcoming, the latest past). */
export const COURT_BOOKINGS_LIST_LIMIT = 100;

/**
 * The caller's paid and cancelled bookings, upcoming (not yet over, soonest first) and past
 * (latest first), and the invitations: others' bookings the caller has a share in, every one
 * not yet over and those over whose share the caller paid. Holds never show.
 */
export async function listMyCourtBookings({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<MyCourtBookings> {
  const now = deps.clock.now();
  const query = { userId, now, limit: COURT_BOOKINGS_LIST_LIMIT };
  const [upcoming, past, invitations] = await Promise.all([
    findUpcomingOwned(deps.db, query),
    findPastOwned(deps.db, query),
    findInvitations(deps.db, query),
  ]);
  const shares = await findViewsByBookingIds(
    deps.db,
    [...upcoming, ...past, ...invitations].map((row) => row.id),
  );
  const sharesOf = new Map<string, ShareRow[]>();
  for (const share of shares) {
    sharesOf.set(share.bookingId, [...(sharesOf.get(share.bookingId) ?? []), share]);
  }
  const toView = (row: BookingRow) => toCourtBooking(row, sharesOf.get(row.id) ?? [], now);
  return {
    upcoming: upcoming.map(toView),
    past: past.map(toView),
    invitations: invitations.map(toView),
  };
}
