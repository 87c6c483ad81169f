import type { CourtBooking } from '@betterplay/contracts';
import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { replayAnswer, saveAnswer } from '../../idempotency/idempotent-answers.ts';
import { countRefusals } from '../../idempotency/idempotent-requests-repository.ts';
import {
  fingerprintPrefixOf,
  type Charge,
  type ChargeTarget,
  type CourtPaymentRequest,
} from './charge-target.ts';
import { announceBookingChanged } from '../bookings/court-booking-view.ts';
import {
  customerToCharge,
  paymentAnswerOf,
  paymentRefusalOf,
  type PaymentAnswer,
} from './payment-answer.ts';
import { claimPayment } from '../../ledger/ledger-claims.ts';
import { undoChargeSoon } from '../jobs/undo-charge.job.ts';
import { isChargeUndone } from './undo-charge.ts';

/** What a payment charges, once its checks passed, and what it pays (`paying`) for the steps after. */
export type ChargeOrder<Paying> = {
  paying: Paying;
  target: ChargeTarget;
  amountCents: number;
  /** what the card statement and the provider's dashboard say */
  description: string;
  metadata: Record<string, string>;
};

type PayOnce<Success extends 200 | 201, Paying, Locked> = {
  deps: Deps;
  request: CourtPaymentRequest;
  /** the route's status for a paid answer, and its message ('Created', 'Share paid') */
  success: Success;
  successMessage: string;
  /** the method to charge instead of the default card (a wallet's) */
  paymentMethodId: string | undefined;
  /** the checks (throwing why it cannot be paid) and what to charge */
  order(now: Date): Promise<ChargeOrder<Paying>>;
  /** locks the rows the payment changes, in the order undo-charge.ts locks them */
  lock(db: Database, paying: Paying): Promise<Locked>;
  /** with them locked: marks them paid and reads the booking, or undefined if it moved on */
  markPaid(
    db: Database,
    step: { paying: Paying; locked: Locked; charge: Charge; now: Date },
  ): Promise<CourtBooking | undefined>;
  /** after the commit of a payment */
  afterPaid?(paying: Paying): Promise<void>;
  /** the charge went through but what it paid moved on: keep or refund it, and throw why */
  lostRace(paying: Paying, charge: Charge, now: Date): Promise<never>;
};

/**
 * Paying a hold (pay-booking.ts) or a friend's share (pay-share.ts), with money and rows in step
 * and no transaction held across the provider call (the sandbox writes with its own connection,
 * and on PGlite it would wait for ours forever):
 * 1. the client's key answered already: its answer again;
 * 2. the checks (refused after a request with the same key paid meanwhile: that answer again),
 *    then the charge with a key derived from what is paid (chargeOnce), so any
 *    number of requests for one target, with any client keys, charge it once;
 * 3. one transaction marks it paid, stores the answer under the client's key and writes the
 *    event. If it fails after a charge went through, the charge is undone (recordCharge) and
 *    the error answers;
 * 4. if it could no longer be paid, the same key finished first (its answer), or `lostRace`
 *    keeps or refunds the charge and says why.
 * A refused card is stored as the key's answer (402, the provider's message) and moves the
 * charge key on, so the player can pay again with another key (and, say, another card).
 */
export async function payOnce<Success extends 200 | 201, Paying, Locked>(
  pay: PayOnce<Success, Paying, Locked>,
): Promise<PaymentAnswer<Success>> {
  const { deps, request, success } = pay;
  const readAnswer = paymentAnswerOf(success);
  const earlier = await replayAnswer(deps.db, request, readAnswer);
  if (earlier) return earlier;

  const now = deps.clock.now();
  let order: ChargeOrder<Paying>;
  try {
    order = await pay.order(now);
  } catch (refusal) {
    // A request with the same key may have paid since the first look (it is paid now, so the
    // checks refuse): its answer is this key's answer too.
    const finished = await replayAnswer(deps.db, request, readAnswer);
    if (finished) return finished;
    throw refusal;
  }
  const charged = await chargeOnce(pay, order, now);
  if ('refusal' in charged) return charged.refusal;
  const { charge } = charged;

  const paid = await recordCharge(deps, charge, () =>
    deps.db.transaction(async (db) => {
      const locked = await pay.lock(db, order.paying);
      await assertNotUndone(db, charge);
      const booking = await pay.markPaid(db, { paying: order.paying, locked, charge, now });
      if (!booking) return undefined;
      await claimPayment(db, charge.ledgerId, now);
      const answer = { status: success, body: { message: pay.successMessage, data: booking } };
      await saveAnswer(db, request, answer, now);
      await announceBookingChanged(db, booking);
      return answer;
    }),
  );
  if (paid) {
    await pay.afterPaid?.(order.paying);
    return paid;
  }
  const stored = await replayAnswer(deps.db, request, readAnswer);
  if (stored) return stored;
  return pay.lostRace(order.paying, charge, now);
}

const KEY_PREFIX = { booking: 'court-booking', share: 'court-share' } as const;

/**
 * Charges the caller for the order's target under `<court-booking|court-share>:<id>:charge:<n>`,
 * n counting the refusals (and undone charges) stored for the target: any number of requests
 * for one target, with any client keys and any method, charge under one key, and the provider
 * charges it once. A refused card is stored as the client key's answer (402 with the
 * provider's message, or 409 without a card) and moves n on, so the next try, say with another
 * card, is a new charge. Anything else (the provider unreachable) is thrown and n stays.
 */
async function chargeOnce<Success extends 200 | 201>(
  { deps, request, success, paymentMethodId }: PayOnce<Success, unknown, unknown>,
  { target, amountCents, description, metadata }: ChargeOrder<unknown>,
  now: Date,
): Promise<{ charge: Charge } | { refusal: PaymentAnswer<Success> }> {
  const refusals = await countRefusals(deps.db, {
    userId: request.userId,
    scope: request.scope,
    // every attempt at this target, with whatever method
    fingerprintPrefix: fingerprintPrefixOf(target),
  });
  const chargeKey = `${KEY_PREFIX[target.kind]}:${target.id}:charge:${refusals}`;
  try {
    const payer = {
      userId: request.userId,
      kind: target.kind === 'booking' ? ('court' as const) : ('share' as const),
      targetId: target.id,
    };
    const { paymentId, ledgerId } = await deps.ledger.charge(payer, {
      customerId: await customerToCharge(deps, request.userId),
      amountCents,
      description,
      // The same key whatever the method: after a charge whose answer was lost, a try with
      // another method must not charge again (the gateway keeps one payment per key).
      idempotencyKey: chargeKey,
      paymentMethodId,
      metadata,
    });
    return { charge: { request, target, chargeKey, paymentId, ledgerId, amountCents } };
  } catch (error) {
    const refusal = paymentRefusalOf(error);
    if (!refusal) throw error;
    await saveAnswer(deps.db, request, refusal, now);
    return { refusal: (await replayAnswer(deps.db, request, paymentAnswerOf(success))) ?? refusal };
  }
}

/**
 * Runs `commit`, the transaction that records `charge` on its row. If it throws, money moved
 * and no row says so, and the player may never try again: the charge is undone at once
 * (undo-charge.ts: the next try charges under a new key, and this one is refunded now, or by a
 * job if the provider fails too) and the error goes on to the client, who may pay again.
 *
 * A process that dies between the charge and the commit leaves the ledger's payment unclaimed
 * (its attempt row was written before the charge): a retry records it (the same key answers the
 * same payment), and otherwise the reconciliation job undoes it (ledger/reconcile-payments.job.ts).
 */
async function recordCharge<T>(deps: Deps, charge: Charge, commit: () => Promise<T>): Promise<T> {
  try {
    return await commit();
  } catch (error) {
    deps.log.error(
      {
        err: error,
        target: charge.target,
        paymentId: charge.paymentId,
        chargeKey: charge.chargeKey,
        amountCents: charge.amountCents,
      },
      'court payment: charged but the record failed; undoing the charge',
    );
    await undoChargeSoon(deps, charge);
    throw error;
  }
}

/**
 * Inside the recording transaction, with the target's row locked: a charge undone meanwhile
 * (undo-charge.ts locks the same row) is being refunded and must not pay for anything.
 */
async function assertNotUndone(db: Database, charge: Charge) {
  if (await isChargeUndone(db, charge)) {
    throw new Error(`court payment: charge ${charge.paymentId} was undone; try again`);
  }
}
