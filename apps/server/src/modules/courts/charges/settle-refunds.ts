import type { Deps } from '../../../deps.ts';
import { refundsInFull } from '../bookings/booking-dto.ts';
import { findStateById as findBookingState } from '../bookings/bookings-repository.ts';
import { findStatesByBookingId, recordOwnerRefund } from '../shares/shares-repository.ts';

type Refund = {
  paymentId: string;
  amountCents: number;
  idempotencyKey: string;
  /** a paid share's refund to the owner is recorded on the share once made */
  ownerRefundOfShare?: string;
};

/**
 * Every refund a booking owes, as its rows say, through the gateway. Money moves after the
 * change that owes it has committed (a gateway call never runs inside a transaction: the sandbox
 * writes with its own connection, and PGlite runs one transaction at a time), with idempotency
 * keys derived from ids, so this runs again safely: after a failure, from the job, or twice at
 * once. What it refunds:
 * - a paid share: its amount back to the owner, from the booking's payment (then recorded);
 * - a cancellation FULL_REFUND_HOURS_BEFORE ahead: what the owner still paid, and each paid share
 *   back to its friend;
 * - a charge that found its hold or share already gone (recorded on the row): all of it.
 * Throws after trying them all if any failed, so the job's retries come back for the rest.
 */
export async function settleRefunds({ deps, bookingId }: { deps: Deps; bookingId: string }) {
  const booking = await findBookingState(deps.db, bookingId);
  if (!booking) return { refunds: 0 };
  const shares = await findStatesByBookingId(deps.db, bookingId);
  const due: Refund[] = [];

  if (booking.status === 'expired' && booking.paymentId) {
    due.push({
      paymentId: booking.paymentId,
      amountCents: booking.priceCents,
      idempotencyKey: `court-booking:${booking.id}:unbooked-refund`,
    });
  }
  const paidShares = shares.filter((share) => share.status === 'paid');
  for (const share of paidShares) {
    if (share.ownerRefundId === null && booking.paymentId) {
      due.push({
        paymentId: booking.paymentId,
        amountCents: share.amountCents,
        idempotencyKey: `court-share:${share.id}:owner-refund`,
        ownerRefundOfShare: share.id,
      });
    }
  }
  if (
    booking.status === 'cancelled' &&
    booking.cancelledAt &&
    refundsInFull(booking.startsAt, booking.cancelledAt)
  ) {
    const sharesPaid = paidShares.reduce((sum, share) => sum + share.amountCents, 0);
    if (booking.paymentId && booking.priceCents > sharesPaid) {
      due.push({
        paymentId: booking.paymentId,
        amountCents: booking.priceCents - sharesPaid,
        idempotencyKey: `court-booking:${booking.id}:cancel-refund`,
      });
    }
    for (const share of paidShares) {
      if (!share.paymentId) continue;
      due.push({
        paymentId: share.paymentId,
        amountCents: share.amountCents,
        idempotencyKey: `court-share:${share.id}:cancel-refund`,
      });
    }
  }
  for (const share of shares) {
    if (share.status !== 'paid' && share.paymentId) {
      due.push({
        paymentId: share.paymentId,
        amountCents: share.amountCents,
        idempotencyKey: `court-share:${share.id}:unshared-refund`,
      });
    }
  }

  const failures: unknown[] = [];
  for (const refund of due) {
    try {
      const { refundId } = await deps.ledger.refund(refund);
      if (refund.ownerRefundOfShare) {
        await recordOwnerRefund(deps.db, refund.ownerRefundOfShare, refundId);
      }
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `${failures.length} of ${due.length} refunds failed`);
  }
  return { refunds: due.length };
}
