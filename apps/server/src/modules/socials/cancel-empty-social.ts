import { rooms } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { outboxEvent, outbox } from '../../realtime/outbox.ts';
import { findPendingOfSocial } from '../join-requests/join-requests-repository.ts';
import { owePayment } from '../ledger/ledger-claims.ts';
import { settleSoon } from '../ledger/settle-soon.ts';
import { lineOf, lockSocial } from '../waitlist/waitlist-repository.ts';
import { othersHoldPlaceAt } from './social-places-repository.ts';
import { deleteById } from './socials-repository.ts';

/**
 * The organiser's social goes (their account's deletion), unless other players hold places in
 * it: with the line's lock held, its pending requests are turned down (a paid social's card
 * holds released after the commit), the players in its line hear they are out of it, and the
 * social is deleted with its requests, line, offers and group chat. Answers whether it went.
 */
export async function cancelEmptySocial({
  deps,
  organizerId,
  socialId,
}: {
  deps: Deps;
  organizerId: string;
  socialId: string;
}): Promise<boolean> {
  const holds = await deps.db.transaction(async (db) => {
    // The lock every change to the social's places takes: none is taken while this runs.
    const social = await lockSocial(db, socialId);
    if (!social || social.organizerId !== organizerId) return null;
    if (await othersHoldPlaceAt(db, socialId, organizerId)) return null;
    const now = deps.clock.now();
    const pending = await findPendingOfSocial(db, socialId);
    const line = await lineOf(db, socialId);
    for (const request of pending) {
      if (request.paymentId)
        await owePayment(db, { ledgerId: request.paymentId, due: 'void', now });
    }
    await outbox(db).emitAll([
      ...pending.map((request) =>
        outboxEvent(rooms.user(request.userId), 'join-request:decided', {
          id: request.id,
          socialId,
          socialName: social.name,
          status: 'rejected',
        }),
      ),
      ...line.map((entry) =>
        outboxEvent(rooms.user(entry.userId), 'waitlist:position', { socialId, position: null }),
      ),
    ]);
    await deleteById(db, socialId);
    return pending.flatMap((request) => (request.paymentId ? [request.paymentId] : []));
  });
  if (holds === null) return false;
  for (const paymentId of holds) await settleSoon(deps, paymentId);
  deps.socialsList.changed();
  return true;
}
