import { rooms } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { insertNotifications } from '../notifications/notifications-repository.ts';
import { pushNotifications } from '../notifications/push-notifications.ts';
import { hasPlace } from '../socials/social-places-repository.ts';
import { findById } from '../socials/socials-repository.ts';
import { findOrganizerViewById, insertJoinRequest } from './join-requests-repository.ts';

type JoinInput = { userId: string; socialId: string; organizerId: string; message: string };

/**
 * A player asks to join a social. The request and the organiser's bell entry are stored in one
 * transaction; the organiser hears about both live once it has committed. Answers the request's id.
 */
export async function requestToJoin({
  deps,
  ...input
}: JoinInput & { deps: Deps }): Promise<string> {
  const now = deps.clock.now();
  const { requestId, notificationIds } = await deps.db.transaction(async (db) => {
    await assertCanJoin(db, input, now);
    const request = await insertJoinRequest(db, {
      socialId: input.socialId,
      userId: input.userId,
      message: input.message,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw appError('ALREADY_REQUESTED');
      throw error;
    });
    const notified = await insertNotifications(db, [
      {
        userId: input.organizerId,
        kind: 'join-request',
        socialId: input.socialId,
        joinRequestId: request.id,
        actorId: input.userId,
        expiresAt: new Date(now.getTime() + deps.config.notificationTtlMs),
      },
    ]);
    return { requestId: request.id, notificationIds: notified.map((row) => row.id) };
  });

  const request = await findOrganizerViewById(deps.db, requestId);
  if (request)
    deps.realtime.to(rooms.user(input.organizerId)).emit('join-request:created', request);
  await pushNotifications(deps, notificationIds);
  return requestId;
}

async function assertCanJoin(db: Database, input: JoinInput, now: Date) {
  const social = await findById(db, input.socialId, now);
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  if (social.organizer.id !== input.organizerId) throw appError('ORGANIZER_MISMATCH');
  if (social.organizer.id === input.userId) throw appError('OWN_SOCIAL');
  if (social.isPast) throw appError('SOCIAL_PAST');
  if (await hasPlace(db, social.id, input.userId)) throw appError('ALREADY_ATTENDING');
  if (social.attendees >= social.capacity) throw appError('SOCIAL_FULL');
}
