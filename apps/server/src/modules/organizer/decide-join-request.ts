import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import {
  insertNotifications,
  markJoinRequestNoticeRead,
} from '../notifications/notifications-repository.ts';
import { pushNotifications } from '../notifications/push-notifications.ts';
import { decide, lockWithSocial } from '../socials/join-requests-repository.ts';
import { insertBooking, takePlace } from '../socials/social-places-repository.ts';

type Decision = 'accepted' | 'rejected';
type LockedRequest = NonNullable<Awaited<ReturnType<typeof lockWithSocial>>>;

/**
 * The organiser accepts or rejects a pending request. Only the social's organiser may; accepting
 * takes a place through the guarded update, all in one transaction, and the player hears about
 * it only after the commit.
 */
export async function decideJoinRequest({
  app,
  requestId,
  organizerId,
  decision,
}: {
  app: FastifyInstance;
  requestId: string;
  organizerId: string;
  decision: Decision;
}) {
  const outcome = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const request = await lockWithSocial(db, requestId);
    assertDecidable(request, organizerId);
    if (decision === 'accepted' && request.isPast) {
      throw new AppError(400, 'SOCIAL_PAST', 'This social has already taken place');
    }
    const place = decision === 'accepted' ? await acceptInto(db, request) : undefined;
    if (!(await decide(db, request.id, decision))) {
      throw conflict('This request was already decided');
    }
    await markJoinRequestNoticeRead(db, request.id);
    const notified = await insertNotifications(db, [
      {
        userId: request.userId,
        kind: decision === 'accepted' ? 'request-accepted' : 'request-rejected',
        socialId: request.socialId,
        joinRequestId: request.id,
        actorId: organizerId,
        expiresAt: new Date(Date.now() + app.config.notificationTtlMs),
      },
    ]);
    return { request, place, notificationIds: notified.map((row) => row.id) };
  });

  const { request, place, notificationIds } = outcome;
  app.realtime.toUser(request.userId, 'join-request:decided', {
    id: request.id,
    socialId: request.socialId,
    socialName: request.socialName,
    status: decision,
  });
  if (place) {
    app.realtime.toSocialWatchers(
      { socialId: request.socialId, category: place.category },
      'social:attendees',
      {
        socialId: request.socialId,
        category: place.category,
        attendees: place.attendees,
        capacity: place.capacity,
      },
    );
  }
  await pushNotifications(app.db, app.realtime, notificationIds);
  return { id: request.id, status: decision };
}

function assertDecidable(
  request: Awaited<ReturnType<typeof lockWithSocial>>,
  organizerId: string,
): asserts request is LockedRequest {
  if (!request) throw notFound('Join request not found');
  if (request.organizerId !== organizerId) {
    throw new AppError(
      403,
      'FORBIDDEN',
      'Only the organiser of this social can decide on its requests',
    );
  }
  if (request.status !== 'pending') throw conflict(`This request was already ${request.status}`);
}

async function acceptInto(db: Database, request: LockedRequest) {
  const place = await takePlace(db, request.socialId);
  if (!place) throw conflict('This social is full, so the request cannot be accepted');
  await insertBooking(db, {
    socialId: request.socialId,
    userId: request.userId,
    pricePaidCents: request.priceCents,
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw conflict('This player already has a place in this social');
    throw error;
  });
  return place;
}
