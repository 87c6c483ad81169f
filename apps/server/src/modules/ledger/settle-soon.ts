import type { Deps } from '../../deps.ts';
import { releaseUnclaimed } from './ledger-claims.ts';

/**
 * After the commit of a change that owes money on a payment: settles it now. A failure (the
 * provider unreachable) is logged and left to the reconciliation job, which finds the due on
 * the payment; the change itself stands.
 */
export async function settleSoon(deps: Deps, ledgerId: string): Promise<void> {
  try {
    await deps.ledger.settle(ledgerId);
  } catch (error) {
    deps.log.warn({ err: error, ledgerId }, 'payment ledger: settling left to the job');
  }
}

/**
 * When what a card hold was made for was never stored (the request or the take was refused):
 * the hold goes back at once, unless something claimed it meanwhile. Never throws: the
 * reconciliation job gives back any hold still unclaimed.
 */
export async function releaseHoldSoon(deps: Deps, ledgerId: string): Promise<void> {
  try {
    const released = await deps.db.transaction((db) =>
      releaseUnclaimed(db, ledgerId, deps.clock.now()),
    );
    if (released) await deps.ledger.settle(ledgerId);
  } catch (error) {
    deps.log.warn({ err: error, ledgerId }, 'payment ledger: releasing the hold left to the job');
  }
}
