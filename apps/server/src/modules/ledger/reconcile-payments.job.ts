import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { reconcileUnclaimedCharge } from '../courts/charges/reconcile-charge.ts';
import { findPlacesWithRefusedPayment } from '../socials/social-places-repository.ts';
import { freeUnpaidPlace } from '../waitlist/give-place-up.ts';
import { releaseUnclaimed } from './ledger-claims.ts';
import {
  findStartedAttempts,
  findUnsettledPayments,
  type LedgerPayment,
} from './ledger-repository.ts';

const BATCH = 100;

/**
 * The safety net under every payment (see ledger.schema.ts), every minute, for what is older
 * than PAYMENT_RECONCILE_AFTER (younger work belongs to the request still making it):
 * 1. attempts never recorded (the process died between the provider's answer and the commit,
 *    or the provider's answer was lost): an opening call is asked about by its key, anything
 *    else made again with it, and the answer recorded;
 * 2. payments owing a capture, void or refund whose settling never ran or failed: settled;
 * 3. payments nothing claimed (what they paid for was never stored): given back;
 * 4. places whose capture the provider refused for good: freed, so none is held unpaid.
 * Each step is safe to run twice at once or again after a crash.
 */
export const reconcilePaymentsSweep = defineJob({
  name: 'payments.reconcile',
  payload: z.object({}),
  everyMs: 60_000,
  handler: ({ deps }) => reconcilePayments(deps),
});

export async function reconcilePayments(deps: Deps) {
  const before = new Date(deps.clock.now().getTime() - deps.config.payments.reconcileAfterMs);
  const counts = { replayed: 0, settled: 0, released: 0, freed: 0 };
  const failures: unknown[] = [];
  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      failures.push(error);
    }
  };

  for (const started of await findStartedAttempts(deps.db, before, BATCH)) {
    await attempt(async () => {
      await deps.ledger.replay(started);
      counts.replayed += 1;
    });
  }
  for (const payment of await findUnsettledPayments(deps.db, before, BATCH)) {
    await attempt(async () => {
      if (payment.due) {
        if ((await deps.ledger.settle(payment.id)) === 'settled') counts.settled += 1;
      } else if (await giveBack(deps, payment)) {
        counts.released += 1;
      }
    });
  }
  for (const place of await findPlacesWithRefusedPayment(deps.db, BATCH)) {
    await attempt(async () => {
      if (await freeUnpaidPlace(deps, place)) counts.freed += 1;
    });
  }
  if (failures.length > 0) {
    throw new AggregateError(failures, `payments.reconcile: ${failures.length} steps failed`);
  }
  return counts;
}

/** A payment nothing claimed: a social's hold is voided; a court's or share's charge undone. */
async function giveBack(deps: Deps, payment: LedgerPayment): Promise<boolean> {
  const providerPaymentId = payment.providerPaymentId;
  if (!providerPaymentId) return false;
  if (payment.kind === 'social') {
    const released = await deps.db.transaction((db) =>
      releaseUnclaimed(db, payment.id, deps.clock.now()),
    );
    if (released) await deps.ledger.settle(payment.id);
    return released;
  }
  const outcome = await reconcileUnclaimedCharge(deps, {
    ...payment,
    kind: payment.kind,
    providerPaymentId,
  });
  return outcome === 'refunded';
}
