import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { insertNotifications } from '../notifications/notifications-repository.ts';
import { pushNotifications } from '../notifications/push-notifications.ts';
import { findOrganizerViewById, insertJoinRequest } from './join-requests-repository.ts';
import { hasBooking } from './social-places-repository.ts';
import { findById } from './socials-repository.ts';

type JoinInput = { socialId: string; organizerId: string; message: string };

/** A player asks to join; the organiser hears about it live once it is stored. */
export async function requestToJoin({
  app,
  userId,
  input,
}: {
  app: FastifyInstance;
  userId: string;
  input: JoinInput;
}) {
  const { requestId, notificationIds } = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    await assertCanJoin(db, userId, input);
    const request = await insertJoinRequest(db, {
      socialId: input.socialId,
      userId,
      message: input.message,
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('You have already asked to join this social');
      throw error;
    });
    const notified = await insertNotifications(db, [
      {
        userId: input.organizerId,
        kind: 'join-request',
        socialId: input.socialId,
        joinRequestId: request.id,
        actorId: userId,
        expiresAt: new Date(Date.now() + app.config.notificationTtlMs),
      },
    ]);
    return { requestId: request.id, notificationIds: notified.map((row) => row.id) };
  });

  const request = await findOrganizerViewById(app.db, requestId);
  if (request) app.realtime.toUser(input.organizerId, 'join-request:created', request);
  await pushNotifications(app.db, app.realtime, notificationIds);
  return requestId;
}

async function assertCanJoin(db: Database, userId: string, input: JoinInput) {
  const found = await findById(db, input.socialId);
  if (!found) throw notFound('Social not found');
  const { social, isPast } = found;
  if (social.organizer.id !== input.organizerId) {
    throw new AppError(
      400,
      'ORGANIZER_MISMATCH',
      'organizerId is not the organiser of this social',
    );
  }
  if (social.organizer.id === userId) {
    throw new AppError(403, 'OWN_SOCIAL', 'You organise this social, so you cannot ask to join it');
  }
  if (isPast) throw new AppError(400, 'SOCIAL_PAST', 'This social has already taken place');
  if (await hasBooking(db, social.id, userId)) {
    throw conflict('You already have a place in this social');
  }
  if (social.attendees >= social.capacity) throw conflict('This social is full');
}
