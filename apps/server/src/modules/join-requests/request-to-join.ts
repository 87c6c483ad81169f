import { rooms, type MyJoinRequest } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox } from '../../realtime/outbox.ts';
import { insertNotifications } from '../notifications/notifications-repository.ts';
import { pushNotifications } from '../notifications/push-notifications.ts';
import { hasPlace } from '../socials/social-places-repository.ts';
import { findById } from '../socials/socials-repository.ts';
import { findOrganizerViewById, insertJoinRequest } from './join-requests-repository.ts';
import { assertNotRecentlyRejected } from './rejection-cooldown.ts';

type JoinInput = { userId: string; socialId: string; organizerId: string; message: string };

/**
 * A player asks to join a social. The request, the organiser's bell entry and the events telling
 * the organiser about both are stored in one transaction. Answers the request as the player's
 * list shows it, from what the transaction read and wrote.
 */
export async function requestToJoin({
  deps,
  ...input
}: JoinInput & { deps: Deps }): Promise<MyJoinRequest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    const social = await assertCanJoin(db, input, now);
    const created = await insertJoinRequest(db, {
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
        joinRequestId: created.id,
        actorId: input.userId,
        expiresAt: new Date(now.getTime() + deps.config.notificationTtlMs),
      },
    ]);
    const forOrganizer = await findOrganizerViewById(db, created.id);
    if (forOrganizer) {
      await outbox(db).to(rooms.user(input.organizerId)).emit('join-request:created', forOrganizer);
    }
    await pushNotifications(
      db,
      notified.map((row) => row.id),
    );
    const { socialId: _socialId, createdAt, ...stored } = created;
    return { ...stored, createdAt: createdAt.toISOString(), social };
  });
}

/** Booking a social means asking its organiser: a place is only ever given by an accept. */
export async function requestPlace({
  deps,
  userId,
  socialId,
}: {
  deps: Deps;
  userId: string;
  socialId: string;
}): Promise<MyJoinRequest> {
  const social = await findById(deps.db, socialId, deps.clock.now());
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  return requestToJoin({ deps, userId, socialId, organizerId: social.organizer.id, message: '' });
}

async function assertCanJoin(db: Database, input: JoinInput, now: Date) {
  const social = await findById(db, input.socialId, now);
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  if (social.organizer.id !== input.organizerId) throw appError('ORGANIZER_MISMATCH');
  if (social.organizer.id === input.userId) throw appError('OWN_SOCIAL');
  if (social.isPast) throw appError('SOCIAL_PAST');
  if (await hasPlace(db, social.id, input.userId)) throw appError('ALREADY_ATTENDING');
  await assertNotRecentlyRejected(db, { socialId: social.id, userId: input.userId }, now);
  if (social.attendees >= social.capacity) throw appError('SOCIAL_FULL');
  return social;
}
