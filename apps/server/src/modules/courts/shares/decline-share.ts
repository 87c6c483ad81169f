import type { CourtBooking } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { lockById as lockBooking } from '../bookings/bookings-repository.ts';
import { announceBookingChanged, readCourtBooking } from '../bookings/court-booking-view.ts';
import { findStateById, lockById as lockShare, markDeclined } from './shares-repository.ts';

/** The friend turns their share down; the owner (and the other friends) see it at once. */
export async function declineShare({
  deps,
  userId,
  shareId,
}: {
  deps: Deps;
  userId: string;
  shareId: string;
}): Promise<CourtBooking> {
  const now = deps.clock.now();
  const share = await findStateById(deps.db, shareId);
  // Someone else's share answers as if it did not exist: a 403 would confirm the id is real.
  if (!share || share.userId !== userId) throw appError('SHARE_NOT_FOUND');
  return deps.db.transaction(async (db) => {
    // The booking first, then the share: the order every writer takes them in.
    const booking = await lockBooking(db, share.bookingId);
    const locked = await lockShare(db, shareId);
    if (!booking || !locked) throw appError('SHARE_NOT_FOUND');
    if (locked.status !== 'pending') throw appError('SHARE_NOT_PENDING', { status: locked.status });
    if (booking.status === 'cancelled') throw appError('BOOKING_CANCELLED');
    if (booking.startsAt <= now) throw appError('BOOKING_STARTED');
    await markDeclined(db, shareId, now);
    const view = await readCourtBooking(db, booking.id, now);
    await announceBookingChanged(db, view);
    return view;
  });
}
