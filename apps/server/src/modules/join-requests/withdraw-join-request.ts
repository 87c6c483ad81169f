import { rooms } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox } from '../../realtime/outbox.ts';
import { owePayment } from '../ledger/ledger-claims.ts';
import { settleSoon } from '../ledger/settle-soon.ts';
import { findById } from '../socials/socials-repository.ts';
import { cancelPendingRequest, findOwnRequest } from './join-requests-repository.ts';

/**
 * A player takes back a request the organiser has not decided on; the organiser's dashboard
 * drops it live, and a paid social's card hold is released after the commit. Someone else's
 * request answers 404, like an unknown one.
 */
export async function withdrawJoinRequest({
  deps,
  userId,
  requestId,
}: {
  deps: Deps;
  userId: string;
  requestId: string;
}) {
  const now = deps.clock.now();
  const paymentId = await deps.db.transaction(async (db) => {
    const cancelled = await cancelPendingRequest(db, { requestId, userId, now });
    if (!cancelled) {
      const own = await findOwnRequest(db, requestId, userId);
      if (!own) throw appError('JOIN_REQUEST_NOT_FOUND');
      throw appError('REQUEST_ALREADY_DECIDED', { status: own.status });
    }
    const social = await findById(db, cancelled.socialId, now);
    if (social) {
      await outbox(db)
        .to(rooms.user(social.organizer.id))
        .emit('join-request:withdrawn', { id: requestId, socialId: cancelled.socialId });
    }
    if (cancelled.paymentId) {
      await owePayment(db, { ledgerId: cancelled.paymentId, due: 'void', now });
    }
    return cancelled.paymentId;
  });
  if (paymentId) await settleSoon(deps, paymentId);
}
