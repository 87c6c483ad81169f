import { rooms, type JoinRequestDecisionResult } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox } from '../../realtime/outbox.ts';
import { joinSocialGroup } from '../chat/group-membership.ts';
import {
  insertNotifications,
  markJoinRequestNoticeRead,
} from '../notifications/notifications-repository.ts';
import { pushNotifications } from '../notifications/push-notifications.ts';
import { announceAttendees } from '../socials/social-rooms.ts';
import { insertPlace, takePlace } from '../socials/social-places-repository.ts';
import { lockWithSocial, markDecided } from './join-requests-repository.ts';

type Decision = JoinRequestDecisionResult['status'];
type DecisionInput = { deps: Deps; requestId: string; organizerId: string };
type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockWithSocial>>>;

/** The organiser gives the player a place, if one is left. */
export const acceptJoinRequest = (input: DecisionInput) =>
  decideJoinRequest({ ...input, decision: 'accepted' });

/** The organiser turns the player down. */
export const rejectJoinRequest = (input: DecisionInput) =>
  decideJoinRequest({ ...input, decision: 'rejected' });

/**
 * Only the social's organiser may decide a pending request. Accepting takes a place through the
 * guarded update, all in one transaction with the events for the player and the social's
 * watchers, which are published once it commits.
 */
async function decideJoinRequest({
  deps,
  requestId,
  organizerId,
  decision,
}: DecisionInput & { decision: Decision }): Promise<JoinRequestDecisionResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    const locked = await lockWithSocial(db, requestId, now);
    assertDecidable(locked, organizerId);
    if (decision === 'accepted' && locked.isPast) throw appError('SOCIAL_PAST');
    const taken = decision === 'accepted' ? await givePlace(db, locked) : undefined;
    if (!(await markDecided(db, locked.id, { status: decision, decidedAt: now }))) {
      throw appError('REQUEST_ALREADY_DECIDED', { status: 'decided' });
    }
    await markJoinRequestNoticeRead(db, locked.id);
    const notified = await insertNotifications(db, [
      {
        userId: locked.userId,
        kind: decision === 'accepted' ? 'request-accepted' : 'request-rejected',
        socialId: locked.socialId,
        joinRequestId: locked.id,
        actorId: organizerId,
        expiresAt: new Date(now.getTime() + deps.config.notificationTtlMs),
      },
    ]);
    await outbox(db).to(rooms.user(locked.userId)).emit('join-request:decided', {
      id: locked.id,
      socialId: locked.socialId,
      socialName: locked.socialName,
      status: decision,
    });
    if (taken) {
      await announceAttendees(db, { socialId: locked.socialId, ...taken });
      await joinSocialGroup(db, { socialId: locked.socialId, userId: locked.userId });
    }
    await pushNotifications(
      db,
      notified.map((row) => row.id),
    );
    return { id: locked.id, status: decision };
  });
}

function assertDecidable(
  request: LockedRequest | undefined,
  organizerId: string,
): asserts request is LockedRequest {
  // Someone else's request answers as if it did not exist: a 403 would confirm the id is real.
  if (!request || request.organizerId !== organizerId) throw appError('JOIN_REQUEST_NOT_FOUND');
  if (request.status !== 'pending') {
    throw appError('REQUEST_ALREADY_DECIDED', { status: request.status });
  }
}

async function givePlace(db: Database, request: LockedRequest) {
  const place = await takePlace(db, request.socialId);
  if (!place) throw appError('SOCIAL_FULL_ON_ACCEPT');
  await insertPlace(db, {
    socialId: request.socialId,
    userId: request.userId,
    pricePaidCents: request.priceCents,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw appError('PLAYER_ALREADY_ATTENDING');
    throw error;
  });
  return place;
}
