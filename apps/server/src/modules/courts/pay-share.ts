import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { courtNameOf, localStartOf } from './booking-dto.ts';
import {
  addRefundedCents,
  findStateById as findBookingState,
  findViewById,
  lockById as lockBooking,
} from './bookings-repository.ts';
import { assertNotUndone, chargeOnce, recordCharge } from './charge-once.ts';
import { announceBookingChanged, readCourtBooking } from './court-booking-view.ts';
import {
  replayAnswer,
  saveAnswer,
  type IdempotentRequest,
  type PaymentAnswer,
} from './idempotent-requests.ts';
import { settleRefundsSoon } from './settle-refunds.ts';
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
 * the browser: `paymentMethodId`), and the owner gets the
 * same amount back from the booking's payment, so the owner never pays more than what friends
 * left unpaid. The same steps as paying a booking (see pay-booking.ts): checks, a charge under
 * `court-share:<share>:charge:<n>` (charge-once.ts), then one transaction marks the share paid
 * (only while it is pending and its booking paid and not started), adds the amount to the
 * booking's refund, stores the answer and tells everyone; if that transaction fails, the charge
 * is undone (refunded) and the error answers. The owner's refund follows the commit under a key
 * derived from the share (settle-refunds.ts), retried by a job if the provider fails.
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
  const request: IdempotentRequest = {
    userId,
    scope: 'court-share:pay',
    key: idempotencyKey,
    fingerprint:
      `share=${shareId}` +
      (paymentMethodId === undefined ? '' : `&paymentMethodId=${paymentMethodId}`),
  };
  const earlier = await replayAnswer(deps.db, request, 200);
  if (earlier) return earlier;

  const now = deps.clock.now();
  const share = await findShareState(deps.db, shareId);
  if (!share || share.userId !== userId) throw appError('SHARE_NOT_FOUND');
  const booking = await findBookingState(deps.db, share.bookingId);
  assertPayable(share, booking, now);

  const charged = await chargeOnce({
    deps,
    request,
    success: 200,
    target: { kind: 'share', id: shareId, bookingId: booking.id },
    amountCents: share.amountCents,
    description: await describeShare(deps, booking.id),
    paymentMethodId,
    metadata: { bookingId: booking.id, shareId, userId },
    now,
  });
  if ('refusal' in charged) return charged.refusal;
  const { charge } = charged;
  const { paymentId } = charge;

  const paid = await recordCharge(deps, charge, () =>
    deps.db.transaction(async (db) => {
      const locked = await lockBooking(db, booking.id);
      await lockShare(db, shareId);
      await assertNotUndone(db, charge);
      if (!locked || locked.status !== 'paid' || locked.startsAt <= now) return undefined;
      if (!(await markPaid(db, shareId, { paymentId, decidedAt: now }))) return undefined;
      await addRefundedCents(db, booking.id, share.amountCents);
      const view = await readCourtBooking(db, booking.id, now);
      const answer: PaymentAnswer<200> = {
        status: 200,
        body: { message: 'Share paid', data: view },
      };
      await saveAnswer(db, request, answer, now);
      await announceBookingChanged(db, view);
      return answer;
    }),
  );
  if (paid) {
    await settleRefundsSoon(deps, booking.id);
    return paid;
  }
  return answerLostRace({ deps, request, share, paymentId, now });
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
 * The share or its booking moved on while the card was charged: the same key finished first
 * (its answer), another key paid it with this very charge, or the charge is kept on the share
 * and goes back to the friend (settle-refunds.ts). Answers why it can no longer be paid.
 */
async function answerLostRace({
  deps,
  request,
  share,
  paymentId,
  now,
}: {
  deps: Deps;
  request: IdempotentRequest;
  share: ShareState;
  paymentId: string;
  now: Date;
}): Promise<PaymentAnswer<200>> {
  const stored = await replayAnswer(deps.db, request, 200);
  if (stored) return stored;
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
