import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import {
  countRefusals,
  customerToCharge,
  isChargeUndone,
  paymentRefusalOf,
  replayAnswer,
  saveAnswer,
  type IdempotentRequest,
  type PaymentAnswer,
} from './idempotent-requests.ts';
import { fingerprintPrefixOf, type Charge, type ChargeTarget } from './charge-target.ts';
import { undoChargeSoon } from './undo-charge.ts';

/**
 * The money half of paying a hold (pay-booking.ts) and a friend's share (pay-share.ts): the
 * charge under a key derived from what is paid, and what happens when its record fails.
 */

const KEY_PREFIX = { booking: 'court-booking', share: 'court-share' } as const;

/**
 * Charges the caller for `target` under `<court-booking|court-share>:<id>:charge:<n>`, n
 * counting the refusals (and undone charges) stored for the target: any number of requests for
 * one target, with any client keys and any method, charge under one key, and the provider
 * charges it once. A refused card is stored as the client key's answer (402 with the provider's
 * message, or 409 without a card) and moves n on, so the next try, say with another card, is a
 * new charge. Anything else (the provider unreachable) is thrown and n stays.
 */
export async function chargeOnce<Success extends 200 | 201>({
  deps,
  request,
  success,
  target,
  amountCents,
  description,
  paymentMethodId,
  metadata,
  now,
}: {
  deps: Deps;
  request: IdempotentRequest;
  /** the status a paid answer has on this route: a concurrent try's may be replayed */
  success: Success;
  target: ChargeTarget;
  amountCents: number;
  description: string;
  paymentMethodId: string | undefined;
  metadata: Record<string, string>;
  now: Date;
}): Promise<{ charge: Charge } | { refusal: PaymentAnswer<Success> }> {
  const refusals = await countRefusals(deps.db, {
    userId: request.userId,
    scope: request.scope,
    // every attempt at this target, with whatever method
    fingerprintPrefix: fingerprintPrefixOf(target),
  });
  const chargeKey = `${KEY_PREFIX[target.kind]}:${target.id}:charge:${refusals}`;
  try {
    const { paymentId } = await deps.payments.charge({
      customerId: await customerToCharge(deps, request.userId),
      amountCents,
      description,
      // The same key whatever the method: after a charge whose answer was lost, a try with
      // another method must not charge again (the gateway keeps one payment per key).
      idempotencyKey: chargeKey,
      paymentMethodId,
      metadata,
    });
    return { charge: { request, target, chargeKey, paymentId, amountCents } };
  } catch (error) {
    const refusal = paymentRefusalOf(error);
    if (!refusal) throw error;
    await saveAnswer(deps.db, request, refusal, now);
    return { refusal: (await replayAnswer(deps.db, request, success)) ?? refusal };
  }
}

/**
 * Runs `commit`, the transaction that records `charge` on its row. If it throws, money moved
 * and no row says so, and the player may never try again: the charge is undone at once
 * (undo-charge.ts: the next try charges under a new key, and this one is refunded now, or by a
 * job if the provider fails too) and the error goes on to the client, who may pay again.
 *
 * What remains: a process that dies between the charge and the commit leaves nothing behind to
 * undo it. A retry heals it (the same key answers the same payment, which the retry records);
 * a player who never retries keeps a charge no row knows of until someone finds it at the
 * provider. Closing that needs a row written before the charge: an attempt (target, charge key,
 * amount) recorded first, which the release-hold and share-expiry jobs would look for when
 * they free an unpaid target, asking the provider for a payment under its key and refunding it.
 */
export async function recordCharge<T>(
  deps: Deps,
  charge: Charge,
  commit: () => Promise<T>,
): Promise<T> {
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
export async function assertNotUndone(db: Database, charge: Charge) {
  if (await isChargeUndone(db, { request: charge.request, chargeKey: charge.chargeKey })) {
    throw new Error(`court payment: charge ${charge.paymentId} was undone; try again`);
  }
}
