import type { CourtPaymentMethod } from '@betterplay/contracts';
import type { Deps } from '../../../deps.ts';
import { appError } from '../../../errors.ts';
import { courtNameOf, localStartOf } from './booking-dto.ts';
import {
  findStateById,
  findViewById,
  lockById,
  markHoldPaid,
  recordStrayPayment,
} from './bookings-repository.ts';
import { readCourtBooking } from './court-booking-view.ts';
import type { Charge } from '../charges/charge-target.ts';
import { payOnce } from '../charges/pay-once.ts';
import type { PaymentAnswer } from '../charges/payment-answer.ts';
import { settleRefundsSoon } from '../jobs/settle-refunds.job.ts';

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
 * `paymentMethodId`) and confirms the booking, through the one paying flow (pay-once.ts): the
 * charge's key is `court-booking:<hold>:charge:<n>`; the transaction marks the hold paid only
 * while still held; a hold released while its card was charged keeps the payment on its row and
 * is refunded in full (see settle-refunds.ts).
 */
export async function payForBooking({
  deps,
  userId,
  holdId,
  paymentMethod,
  paymentMethodId,
  idempotencyKey,
}: PayBookingInput): Promise<PaymentAnswer<201>> {
  return payOnce({
    deps,
    request: {
      userId,
      scope: 'court-booking:pay',
      key: idempotencyKey,
      fingerprint:
        `hold=${holdId}&paymentMethod=${paymentMethod}` +
        (paymentMethodId === undefined ? '' : `&paymentMethodId=${paymentMethodId}`),
    },
    success: 201,
    successMessage: 'Created',
    paymentMethodId,
    async order(now) {
      const hold = await findStateById(deps.db, holdId);
      if (!hold || hold.userId !== userId) throw appError('HOLD_NOT_FOUND');
      if (hold.status === 'paid') throw appError('BOOKING_ALREADY_PAID');
      if (hold.status !== 'held' || hold.holdExpiresAt <= now) throw appError('HOLD_EXPIRED');
      return {
        paying: holdId,
        target: { kind: 'booking', id: holdId },
        amountCents: hold.priceCents,
        description: await describeHold(deps, holdId),
        metadata: { bookingId: holdId, userId },
      };
    },
    lock: async (db) => {
      await lockById(db, holdId);
    },
    async markPaid(db, { charge: { paymentId }, now }) {
      if (!(await markHoldPaid(db, holdId, { paymentMethod, paymentId, paidAt: now }))) {
        return undefined;
      }
      return readCourtBooking(db, holdId, now);
    },
    lostRace: (_holdId, charge) => answerLostRace(deps, charge),
  });
}

/**
 * The hold was no longer held once charged: another key paid it with this very charge (409,
 * charged once), or it was released meanwhile, so the charge goes back in full.
 */
async function answerLostRace(
  deps: Deps,
  { target, paymentId, amountCents }: Charge,
): Promise<never> {
  const holdId = target.id;
  const hold = await findStateById(deps.db, holdId);
  if (hold?.status === 'paid' && hold.paymentId === paymentId) {
    throw appError('BOOKING_ALREADY_PAID');
  }
  if (await recordStrayPayment(deps.db, holdId, paymentId)) {
    await settleRefundsSoon(deps, holdId);
  } else {
    // Paid by another charge (or gone): nowhere to keep this one, so it goes back at once.
    deps.log.error({ holdId, paymentId }, 'court booking: a second charge for one hold, refunding');
    await deps.ledger.refund({
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
