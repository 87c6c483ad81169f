import type { Cancellation, ExpectedRefund } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { localStartOf, refundsInFull } from './booking-dto.ts';
import { lockById, markCancelled } from './bookings-repository.ts';
import { announceBookingChanged, readCourtBooking } from './court-booking-view.ts';
import { announceCourtDay } from '../court-rooms.ts';
import { settleRefundsSoon } from '../jobs/settle-refunds.job.ts';
import { expirePending, findStatesByBookingId } from '../shares/shares-repository.ts';

/**
 * The owner cancels a booking that has not started. FULL_REFUND_HOURS_BEFORE or more ahead,
 * everything goes back: what the owner still paid (the price less friends' paid shares, already
 * refunded to them) and each friend's paid share; later, nothing does. Pending shares expire.
 * The cancelled row no longer counts against the exclusion constraint, so the slot is free:
 * the court's day is announced to open pages, and the owner and every invitee are told.
 *
 * The rows change in one transaction; the refunds follow the commit with keys derived from the
 * ids (`court-booking:<id>:cancel-refund`, `court-share:<id>:cancel-refund`), so a retry (the
 * job's, after a provider failure) refunds nothing twice. See settle-refunds.ts.
 *
 * `expectRefund` is what the player was shown (the dialog says it before they confirm): when the
 * policy at `now` differs (the start came within FULL_REFUND_HOURS_BEFORE while they read it),
 * nothing changes and REFUND_POLICY_CHANGED asks them to confirm again.
 */
export async function cancelBooking({
  deps,
  userId,
  bookingId,
  expectRefund,
}: {
  deps: Deps;
  userId: string;
  bookingId: string;
  expectRefund?: ExpectedRefund | undefined;
}): Promise<Cancellation> {
  const now = deps.clock.now();
  const cancellation = await deps.db.transaction(async (db) => {
    const booking = await lockById(db, bookingId);
    // Someone else's booking, or a hold never paid, answers as if it did not exist.
    if (!booking || booking.userId !== userId) throw appError('BOOKING_NOT_FOUND');
    if (booking.status === 'cancelled') throw appError('BOOKING_CANCELLED');
    if (booking.status !== 'paid') throw appError('BOOKING_NOT_FOUND');
    if (booking.startsAt <= now) throw appError('BOOKING_STARTED');

    const inFull = refundsInFull(booking.startsAt, now);
    const refund = inFull ? 'full' : 'none';
    if (expectRefund !== undefined && expectRefund !== refund) {
      throw appError('REFUND_POLICY_CHANGED', { refund });
    }
    const paidShares = (await findStatesByBookingId(db, bookingId)).filter(
      (share) => share.status === 'paid',
    );
    await expirePending(db, bookingId, now);
    await markCancelled(db, bookingId, {
      cancelledAt: now,
      refundedCents: inFull ? booking.priceCents : booking.refundedCents,
    });
    await announceCourtDay(
      db,
      { courtId: booking.courtId, date: localStartOf(booking.startsAt).date },
      now,
    );
    await announceBookingChanged(db, await readCourtBooking(db, bookingId, now));
    return {
      id: bookingId,
      status: 'cancelled' as const,
      refundedCents: inFull ? booking.priceCents - booking.refundedCents : 0,
      sharesRefundedCents: inFull
        ? paidShares.reduce((sum, share) => sum + share.amountCents, 0)
        : 0,
    };
  });
  await settleRefundsSoon(deps, bookingId);
  return cancellation;
}
