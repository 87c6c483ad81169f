import type { Deps } from '../../../deps.ts';
import { markClaimed } from '../../ledger/ledger-repository.ts';
import { findStateById as findShareState } from '../shares/shares-repository.ts';
import type { ChargeTarget } from './charge-target.ts';
import { undoCharge } from './undo-charge.ts';

/**
 * A court's or share's charge the ledger holds but nothing claimed past the grace period: the
 * request that made it died before recording it. Undone as a failed record is (undo-charge.ts):
 * kept if its row carries it after all, otherwise marked undone (a later try charges under a new
 * key) and refunded under a key derived from its own.
 */
export async function reconcileUnclaimedCharge(
  deps: Deps,
  payment: {
    id: string;
    userId: string;
    kind: 'court' | 'share';
    targetId: string;
    openKey: string;
    providerPaymentId: string;
    amountCents: number;
  },
): Promise<'kept' | 'refunded'> {
  const target = await targetOf(deps, payment);
  const { refunded } = target
    ? await undoCharge({
        deps,
        charge: {
          request: {
            userId: payment.userId,
            scope: payment.kind === 'court' ? 'court-booking:pay' : 'court-share:pay',
            key: `reconcile ${payment.openKey}`,
            fingerprint: '',
          },
          target,
          chargeKey: payment.openKey,
          paymentId: payment.providerPaymentId,
          amountCents: payment.amountCents,
        },
      })
    : await refundOrphan(deps, payment);
  if (refunded) return 'refunded';
  await markClaimed(deps.db, payment.id, deps.clock.now());
  return 'kept';
}

async function targetOf(
  deps: Deps,
  payment: { kind: 'court' | 'share'; targetId: string },
): Promise<ChargeTarget | undefined> {
  if (payment.kind === 'court') return { kind: 'booking', id: payment.targetId };
  const share = await findShareState(deps.db, payment.targetId);
  return share ? { kind: 'share', id: share.id, bookingId: share.bookingId } : undefined;
}

/** A share deleted since (its booking went): nothing can carry the charge. */
async function refundOrphan(
  deps: Deps,
  payment: { openKey: string; providerPaymentId: string; amountCents: number },
) {
  await deps.ledger.refund({
    paymentId: payment.providerPaymentId,
    amountCents: payment.amountCents,
    idempotencyKey: `${payment.openKey}:undo`,
  });
  return { refunded: 1 };
}
