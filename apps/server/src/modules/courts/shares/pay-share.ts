import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { courtNameOf, localStartOf } from '../bookings/booking-dto.ts';
import {
  addRefundedCents,
  findStateById as findBookingState,
  findViewById,
  lockById as lockBooking,
} from '../bookings/bookings-repository.ts';
import { readCourtBooking } from '../bookings/court-booking-view.ts';
import { payOnce } from '../charges/pay-once.ts';
import type { PaymentAnswer } from '../charges/payment-answer.ts';
import { settleRefundsSoon } from '../jobs/settle-refunds.job.ts';
import {
  findStateById as findShareState,
  lockById as lockShare,
  markPaid,
  recordStrayPayment,
} from './shares-repository.ts';

type ShareState = NonNullable<Awaited<ReturnType<typeof findShareState>>>;
type BookingState = NonNullable<Awaited<ReturnType<typeof findBookingState>>>;

/**
 * A friend pays their share of a split booking with their default card (or the method chosen in
 * the browser: `paymentMethodId`), and the owner gets the same amount back from the booking's
 * payment, so the owner never pays more than what friends left unpaid. The paying flow of
 * pay-once.ts: checks, a charge under `court-share:<share>:charge:<n>`, then one transaction
 * marks the share paid (only while it is pending and its booking paid and not started), adds the
 * amount to the booking's refund, stores the answer and tells everyone; if that transaction
 * fails, the charge is undone (refunded) and the error answers. The owner's refund follows the
 * commit under a key derived from the share (settle-refunds.ts), retried by a job if the
 * provider fails.
 */
export async function payShare({
  deps,
  userId,
  shareId,
  paymentMethodId,
  idempotencyKey,
}: {
  deps: Deps;
  userId: string;
  shareId: string;
  paymentMethodId?: string | undefined;
  idempotencyKey: string;
}): Promise<PaymentAnswer<200>> {
  return payOnce({
    deps,
    request: {
      userId,
      scope: 'court-share:pay',
      key: idempotencyKey,
      fingerprint:
        `share=${shareId}` +
        (paymentMethodId === undefined ? '' : `&paymentMethodId=${paymentMethodId}`),
    },
    success: 200,
    successMessage: 'Share paid',
    paymentMethodId,
    async order(now) {
      const share = await findShareState(deps.db, shareId);
      if (!share || share.userId !== userId) throw appError('SHARE_NOT_FOUND');
      const booking = await findBookingState(deps.db, share.bookingId);
      assertPayable(share, booking, now);
      return {
        paying: share,
        target: { kind: 'share', id: shareId, bookingId: booking.id },
        amountCents: share.amountCents,
        description: await describeShare(deps, booking.id),
        metadata: { bookingId: booking.id, shareId, userId },
      };
    },
    async lock(db, share) {
      const booking = await lockBooking(db, share.bookingId);
      await lockShare(db, share.id);
      return booking;
    },
    async markPaid(db, { paying: share, locked: booking, charge, now }) {
      if (!booking || booking.status !== 'paid' || booking.startsAt <= now) return undefined;
      if (!(await markPaid(db, share.id, { paymentId: charge.paymentId, decidedAt: now }))) {
        return undefined;
      }
      await addRefundedCents(db, share.bookingId, share.amountCents);
      return readCourtBooking(db, share.bookingId, now);
    },
    afterPaid: (share) => settleRefundsSoon(deps, share.bookingId),
    lostRace: (share, { paymentId }, now) => answerLostRace({ deps, share, paymentId, now }),
  });
}

function assertPayable(
  share: ShareState,
  booking: BookingState | undefined,
  now: Date,
): asserts booking is BookingState {
  if (!booking) throw appError('SHARE_NOT_FOUND');
  if (share.status !== 'pending') throw appError('SHARE_NOT_PENDING', { status: share.status });
  if (booking.status === 'cancelled') throw appError('BOOKING_CANCELLED');
  if (booking.startsAt <= now) throw appError('BOOKING_STARTED');
}

/**
 * The share or its booking moved on while the card was charged: another key paid it with this
 * very charge, or the charge is kept on the share and goes back to the friend
 * (settle-refunds.ts). Throws why it can no longer be paid.
 */
async function answerLostRace({
  deps,
  share,
  paymentId,
  now,
}: {
  deps: Deps;
  share: ShareState;
  paymentId: string;
  now: Date;
}): Promise<never> {
  const current = await findShareState(deps.db, share.id);
  const booking = await findBookingState(deps.db, share.bookingId);
  if (
    current?.paymentId !== paymentId &&
    (await recordStrayPayment(deps.db, share.id, paymentId))
  ) {
    await settleRefundsSoon(deps, share.bookingId);
  }
  if (current && current.status !== 'pending') {
    throw appError('SHARE_NOT_PENDING', { status: current.status });
  }
  if (booking?.status === 'cancelled') throw appError('BOOKING_CANCELLED');
  if (!booking || booking.startsAt <= now) throw appError('BOOKING_STARTED');
  throw appError('SHARE_NOT_PENDING', { status: current?.status ?? 'gone' });
}

async function describeShare(deps: Deps, bookingId: string) {
  const view = await findViewById(deps.db, bookingId);
  if (!view) return 'Better Play court share';
  const { date, time } = localStartOf(view.startsAt);
  return `Better Play: your share of ${courtNameOf(view)} at ${view.stadiumName}, ${date} ${time}`;
}
