import { rooms, type JoinRequestDecisionResult } from '@betterplay/contracts';
import { afterCommit } from '../../after-commit.ts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
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
 * guarded update, all in one transaction; the player and the social's watchers hear about it only
 * after the commit.
 */
async function decideJoinRequest({
  deps,
  requestId,
  organizerId,
  decision,
}: DecisionInput & { decision: Decision }): Promise<JoinRequestDecisionResult> {
  const now = deps.clock.now();
  const { request, place, notificationIds } = await deps.db.transaction(async (db) => {
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
    return { request: locked, place: taken, notificationIds: notified.map((row) => row.id) };
  });

  await afterCommit(deps, 'join request decision', async () => {
    deps.realtime.to(rooms.user(request.userId)).emit('join-request:decided', {
      id: request.id,
      socialId: request.socialId,
      socialName: request.socialName,
      status: decision,
    });
    if (place) announceAttendees(deps, { socialId: request.socialId, ...place });
    await pushNotifications(deps, notificationIds);
  });
  return { id: request.id, status: decision };
}

function assertDecidable(
  request: LockedRequest | undefined,
  organizerId: string,
): asserts request is LockedRequest {
  if (!request) throw appError('JOIN_REQUEST_NOT_FOUND');
  if (request.organizerId !== organizerId) throw appError('NOT_ORGANIZER');
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
