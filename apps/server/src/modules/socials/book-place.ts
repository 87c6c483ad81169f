import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict } from '../../errors.ts';
import { assertCanJoin } from './request-to-join.ts';
import { insertBooking, takePlace } from './social-places-repository.ts';

/** Takes a place straight away (no organiser decision), guarded like an accept. */
export async function bookPlace({
  app,
  userId,
  socialId,
}: {
  app: FastifyInstance;
  userId: string;
  socialId: string;
}) {
  const { booking, place } = await app.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const social = await assertCanJoin(db, userId, { socialId });
    const taken = await takePlace(db, socialId);
    if (!taken) throw conflict('This social is full');
    const created = await insertBooking(db, {
      socialId,
      userId,
      pricePaidCents: Math.round(social.price * 100),
    }).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw conflict('You already have a place in this social');
      throw error;
    });
    return { booking: created, place: taken };
  });
  app.realtime.toSocialWatchers({ socialId, category: place.category }, 'social:attendees', {
    socialId,
    category: place.category,
    attendees: place.attendees,
    capacity: place.capacity,
  });
  return { id: booking.id, socialId, bookingDate: booking.bookingDate.toISOString() };
}
