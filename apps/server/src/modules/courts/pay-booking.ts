import type { CourtPaymentMethod } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { courtNameOf, localStartOf } from './booking-dto.ts';
import {
  findStateById,
  findViewById,
  lockById,
  markHoldPaid,
  recordStrayPayment,
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

type PayBookingInput = {
  deps: Deps;
  userId: string;
  holdId: string;
  paymentMethod: CourtPaymentMethod;
  /** the method to charge instead of the default card (a wallet's, from the Payment Request button) */
  paymentMethodId?: string | undefined;
  idempotencyKey: string;
};

/**
 * Pays the caller's hold with their default card (or the method they chose in the browser:
 * `paymentMethodId`) and confirms the booking.
 *
 * Money and rows stay in step without holding a transaction across the provider call (the
 * sandbox writes with its own connection, and on PGlite it would wait for ours forever):
 * 1. the checks, then the charge with a key derived from the hold: `court-booking:<hold>:charge:<n>`,
 *    n counting the refusals stored for this hold. Any number of requests for one hold, with
 *    any client keys, charge under the same key, and the provider charges it once;
 * 2. one transaction marks the hold paid (only while still held), stores the answer under the
 *    client's key and writes the event. If it fails after a charge went through, the charge is
 *    undone (refunded, and the next try charges under a new key: charge-once.ts) and the
 *    error answers; a process that dies right there leaves the charge to a retry, which gets
 *    the same payment under the same key and records it (the window charge-once.ts describes);
 * 3. a hold released while its card was charged keeps the payment on its row and is refunded
 *    in full (see settle-refunds.ts).
 * A refused card is stored as the key's answer (402, the provider's message) and moves n on, so
 * the player can pay again with another key (and, say, another card) until the hold expires.
 */
export async function payForBooking({
  deps,
  userId,
  holdId,
  paymentMethod,
  paymentMethodId,
  idempotencyKey,
}: PayBookingInput): Promise<PaymentAnswer<201>> {
  const request: IdempotentRequest = {
    userId,
    scope: 'court-booking:pay',
    key: idempotencyKey,
    fingerprint:
      `hold=${holdId}&paymentMethod=${paymentMethod}` +
      (paymentMethodId === undefined ? '' : `&paymentMethodId=${paymentMethodId}`),
  };
  const earlier = await replayAnswer(deps.db, request, 201);
  if (earlier) return earlier;

  const now = deps.clock.now();
  const hold = await findStateById(deps.db, holdId);
  if (!hold || hold.userId !== userId) throw appError('HOLD_NOT_FOUND');
  if (hold.status === 'paid') throw appError('BOOKING_ALREADY_PAID');
  if (hold.status !== 'held' || hold.holdExpiresAt <= now) throw appError('HOLD_EXPIRED');

  const charged = await chargeOnce({
    deps,
    request,
    success: 201,
    target: { kind: 'booking', id: holdId },
    amountCents: hold.priceCents,
    description: await describeHold(deps, holdId),
    paymentMethodId,
    metadata: { bookingId: holdId, userId },
    now,
  });
  if ('refusal' in charged) return charged.refusal;
  const { charge } = charged;
  const { paymentId } = charge;

  const paid = await recordCharge(deps, charge, () =>
    deps.db.transaction(async (db) => {
      await lockById(db, holdId);
      await assertNotUndone(db, charge);
      if (!(await markHoldPaid(db, holdId, { paymentMethod, paymentId, paidAt: now }))) {
        return undefined;
      }
      const booking = await readCourtBooking(db, holdId, now);
      const answer: PaymentAnswer<201> = {
        status: 201,
        body: { message: 'Created', data: booking },
      };
      await saveAnswer(db, request, answer, now);
      await announceBookingChanged(db, booking);
      return answer;
    }),
  );
  return paid ?? answerLostRace({ deps, request, holdId, paymentId, amountCents: hold.priceCents });
}

/**
 * The hold was no longer held once charged: the same key finished first (its answer), another
 * key paid it with this very charge (409, charged once), or it was released meanwhile, so the
 * charge goes back in full.
 */
async function answerLostRace({
  deps,
  request,
  holdId,
  paymentId,
  amountCents,
}: {
  deps: Deps;
  request: IdempotentRequest;
  holdId: string;
  paymentId: string;
  amountCents: number;
}): Promise<PaymentAnswer<201>> {
  const stored = await replayAnswer(deps.db, request, 201);
  if (stored) return stored;
  const hold = await findStateById(deps.db, holdId);
  if (hold?.status === 'paid' && hold.paymentId === paymentId) {
    throw appError('BOOKING_ALREADY_PAID');
  }
  if (await recordStrayPayment(deps.db, holdId, paymentId)) {
    await settleRefundsSoon(deps, holdId);
  } else {
    // Paid by another charge (or gone): nowhere to keep this one, so it goes back at once.
    deps.log.error({ holdId, paymentId }, 'court booking: a second charge for one hold, refunding');
    await deps.payments.refund({
      paymentId,
      amountCents,
      idempotencyKey: `court-booking:${holdId}:stray:${paymentId}`,
    });
  }
  throw appError(hold?.status === 'paid' ? 'BOOKING_ALREADY_PAID' : 'HOLD_EXPIRED');
}

/** What the card statement and the provider's dashboard say. */
async function describeHold(deps: Deps, holdId: string) {
  const view = await findViewById(deps.db, holdId);
  if (!view) return 'Better Play court booking';
  const { date, time } = localStartOf(view.startsAt);
  return `Better Play: ${courtNameOf(view)} at ${view.stadiumName}, ${date} ${time}`;
}
