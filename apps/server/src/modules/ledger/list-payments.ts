import type { PaymentRecord } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { listPaymentsOfUser } from './ledger-repository.ts';

/** The profile's Payments card lists this many at most. */
export const MAX_PAYMENTS_LISTED = 100;

/**
 * A player's payments as the ledger has them, newest first. A payment whose first answer is
 * not recorded yet ('pending') is left out: it is either about to show, or the reconciliation
 * job settles it within minutes.
 */
export async function listMyPayments(deps: Deps, userId: string): Promise<PaymentRecord[]> {
  const rows = await listPaymentsOfUser(deps.db, userId, MAX_PAYMENTS_LISTED);
  return rows.flatMap((row) =>
    row.status === 'pending'
      ? []
      : [{ ...row, status: row.status, createdAt: row.createdAt.toISOString() }],
  );
}
