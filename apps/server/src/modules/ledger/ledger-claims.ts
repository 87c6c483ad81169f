import type { Database } from '../../db/client.ts';
import { appError } from '../../errors.ts';
import * as ledger from './ledger-repository.ts';
import type { LedgerDue } from './ledger.schema.ts';

/**
 * Inside the transaction that records what a payment pays for (a request, a place, a paid
 * court): the payment is theirs from now on. With the row locked, so it goes one way or the
 * other against the reconciliation job, which gives back a payment nobody claimed: one already
 * given back (or refused) cannot pay for anything, and the change is refused.
 */
export async function claimPayment(db: Database, ledgerId: string, now: Date): Promise<void> {
  const payment = await ledger.lockPayment(db, ledgerId);
  const usable =
    payment !== undefined &&
    payment.due === null &&
    (payment.status === 'authorised' || payment.status === 'charged');
  if (!usable) throw appError('AUTHORISATION_ENDED');
  if (payment.claimedAt === null) await ledger.markClaimed(db, ledgerId, now);
}

/**
 * Inside the transaction of a change that owes money on a payment: capture it (a place given),
 * void it (a request that ended), or refund `dueCents` of it (a place given up). Carried out
 * after the commit with `deps.ledger.settle`, and by the reconciliation job if that never ran.
 */
export async function owePayment(
  db: Database,
  input: { ledgerId: string; due: LedgerDue; dueCents?: number; now: Date },
): Promise<void> {
  await ledger.setDue(db, {
    id: input.ledgerId,
    due: input.due,
    ...(input.dueCents === undefined ? {} : { dueCents: input.dueCents }),
    at: input.now,
  });
}

/**
 * Gives back, with the row locked, a payment nobody claimed: a hold is voided, a charge is left
 * to `refundCharge` (the courts keep their own record of charges they undo). Answers whether
 * it is now owed back; false when it was claimed meanwhile or is not money held.
 */
export async function releaseUnclaimed(
  db: Database,
  ledgerId: string,
  now: Date,
): Promise<boolean> {
  const payment = await ledger.lockPayment(db, ledgerId);
  if (!payment || payment.claimedAt !== null || payment.due !== null) return false;
  if (payment.status !== 'authorised') return false;
  await ledger.setDue(db, { id: ledgerId, due: 'void', at: now });
  return true;
}

/**
 * Inside the transaction of a change that gives a payment back in full (a place given up early
 * enough, a player removed by the organiser): a hold not yet captured is voided instead, money
 * taken is refunded, what was refunded already is not refunded again. Answers the amount that
 * will go back to the card (0 for a void: nothing was taken).
 */
export async function oweFullRefund(
  db: Database,
  ledgerId: string,
  now: Date,
): Promise<{ refundCents: number }> {
  const payment = await ledger.lockPayment(db, ledgerId);
  if (!payment) return { refundCents: 0 };
  if (payment.status === 'authorised') {
    await ledger.setDue(db, { id: ledgerId, due: 'void', at: now });
    return { refundCents: 0 };
  }
  const left = payment.amountCents - payment.refundedCents;
  if ((payment.status === 'captured' || payment.status === 'charged') && left > 0) {
    await ledger.setDue(db, { id: ledgerId, due: 'refund', dueCents: left, at: now });
    return { refundCents: left };
  }
  return { refundCents: 0 };
}
