import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { saveAnswer } from '../../idempotency/idempotent-answers.ts';
import { existsAnswer } from '../../idempotency/idempotent-requests-repository.ts';
import { lockById as lockBooking } from '../bookings/bookings-repository.ts';
import { fingerprintPrefixOf, type UndoneCharge } from './charge-target.ts';
import { lockById as lockShare } from '../shares/shares-repository.ts';

/**
 * An undone charge is kept as an answer under a key with a space, which no Idempotency-Key
 * header may carry, so no client request ever reads or takes it; as a refusal (500) with the
 * target's fingerprint prefix, it moves the target's charge key on (pay-once.ts counts the
 * refusals), so the next try charges under a new key instead of getting this refunded payment
 * back. Idempotent.
 */
async function recordUndoneCharge(db: Database, charge: UndoneCharge, createdAt: Date) {
  const prefix = fingerprintPrefixOf(charge.target);
  const separator = prefix.endsWith('&') ? '' : '&';
  await saveAnswer(
    db,
    {
      userId: charge.request.userId,
      scope: charge.request.scope,
      key: undoneKeyOf(charge.chargeKey),
      fingerprint: `${prefix}${separator}undone=${charge.paymentId}`,
    },
    {
      status: 500,
      body: {
        message: `charge ${charge.paymentId} under ${charge.chargeKey} refunded: it was not recorded`,
        statusCode: 500,
        code: 'INTERNAL',
      },
    },
    createdAt,
  );
}

const undoneKeyOf = (chargeKey: string) => `undone ${chargeKey}`;

/** Whether the charge was undone: a request still holding it must not record it. */
export function isChargeUndone(db: Database, charge: UndoneCharge) {
  return existsAnswer(db, {
    userId: charge.request.userId,
    scope: charge.request.scope,
    key: undoneKeyOf(charge.chargeKey),
  });
}

/** The refund of an undone charge: its own key, derived from the charge's. */
export const undoRefundKeyOf = (chargeKey: string) => `${chargeKey}:undo`;

/**
 * Gives back a charge whose record failed (pay-once.ts `recordCharge`), unless its row uses
 * it after all. First, with the target's row locked (the recording transaction locks it too, so
 * the two go one after the other): a row that carries the payment keeps it (another request for
 * the same key recorded it, or it is kept for settle-refunds.ts); otherwise the charge is marked
 * undone, so no request records it from then on and the next try charges under a new key. Then
 * the refund, under a key derived from the charge's, so runs and retries refund once.
 */
export async function undoCharge({ deps, charge }: { deps: Deps; charge: UndoneCharge }) {
  const { target } = charge;
  const kept = await deps.db.transaction(async (db) => {
    const booking = await lockBooking(db, target.kind === 'booking' ? target.id : target.bookingId);
    const row = target.kind === 'booking' ? booking : await lockShare(db, target.id);
    if (row?.paymentId === charge.paymentId) return true;
    await recordUndoneCharge(db, charge, deps.clock.now());
    return false;
  });
  if (kept) return { refunded: 0 };
  await deps.ledger.refund({
    paymentId: charge.paymentId,
    amountCents: charge.amountCents,
    idempotencyKey: undoRefundKeyOf(charge.chargeKey),
  });
  return { refunded: 1 };
}
