import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { friendships } from '../friends/friends.schema.ts';
import { users } from '../users/users.schema.ts';
import { courtBookings, courtPrices, courts, stadiums } from './courts.schema.ts';

/** For the bookings and shares tests: courts, holds and players straight in the tables. */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A whole hour `hours` from `now`, so start times read as 'HH:00'. */
export function hoursFrom(now: Date, hours: number) {
  const at = new Date(now.getTime() + hours * HOUR_MS);
  at.setMinutes(0, 0, 0);
  return at;
}

/** A stadium of its own with one court ($28 an hour, $52 for two), so tests never collide. */
export async function insertCourt(db: Database, names: { stadium?: string; court?: string } = {}) {
  const stadiumId = `test-${randomBytes(4).toString('hex')}`;
  await db.insert(stadiums).values({
    id: stadiumId,
    name: names.stadium ?? 'MSAC',
    address: 'Aughtie Dr, Albert Park',
    opensAtHour: 0,
    closesAtHour: 24,
  });
  const [court] = await db
    .insert(courts)
    .values({ stadiumId, sport: 'badminton', number: 1, name: names.court ?? 'Court 1' })
    .returning({ id: courts.id });
  if (!court) throw new Error('no court inserted');
  await db.insert(courtPrices).values([
    { courtId: court.id, durationHours: 1, priceCents: 2800 },
    { courtId: court.id, durationHours: 2, priceCents: 5200 },
  ]);
  return { stadiumId, courtId: court.id };
}

/** A hold as placing one leaves it: 'held' for ten minutes from `now`. */
export async function insertHold(
  db: Database,
  hold: {
    userId: string;
    courtId: string;
    startsAt: Date;
    now: Date;
    hours?: 1 | 2;
    priceCents?: number;
    holdExpiresAt?: Date;
  },
) {
  const hours = hold.hours ?? 1;
  const [row] = await db
    .insert(courtBookings)
    .values({
      courtId: hold.courtId,
      userId: hold.userId,
      startsAt: hold.startsAt,
      endsAt: new Date(hold.startsAt.getTime() + hours * HOUR_MS),
      holdExpiresAt: hold.holdExpiresAt ?? new Date(hold.now.getTime() + 10 * 60 * 1000),
      priceCents: hold.priceCents ?? (hours === 1 ? 2800 : 5200),
      status: 'held',
    })
    .returning({ id: courtBookings.id });
  if (!row) throw new Error('no hold inserted');
  return row.id;
}

/** A player without a password to hash (only those who call the API need signUp). */
export async function insertPlayer(db: Database, firstName: string) {
  const [row] = await db
    .insert(users)
    .values({
      firstName,
      lastName: 'Tester',
      email: `${randomUUID()}@example.com`,
      passwordHash: 'not-a-real-hash',
      phone: '0400000000',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no player inserted');
  return row.id;
}

export async function follow(db: Database, followerId: string, friendIds: string[]) {
  await db
    .insert(friendships)
    .values(friendIds.map((friendId) => ({ followerId, friendId })))
    .onConflictDoNothing();
}

type Caller = { auth: { authorization: string } };

export function payHold(
  app: FastifyInstance,
  user: Caller,
  holdId: string,
  key: string = randomUUID(),
  paymentMethod = 'apple-pay',
  paymentMethodId?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/court/bookings',
    headers: { ...user.auth, 'idempotency-key': key },
    payload: {
      holdId,
      paymentMethod,
      ...(paymentMethodId === undefined ? {} : { paymentMethodId }),
    },
  });
}

export function payShareOf(
  app: FastifyInstance,
  user: Caller,
  shareId: string,
  key: string = randomUUID(),
  paymentMethodId?: string,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/user/court/shares/${shareId}/pay`,
    headers: { ...user.auth, 'idempotency-key': key },
    ...(paymentMethodId === undefined ? {} : { payload: { paymentMethodId } }),
  });
}

export function split(app: FastifyInstance, user: Caller, bookingId: string, friendIds: string[]) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/user/court/bookings/${bookingId}/split`,
    headers: user.auth,
    payload: { friendIds },
  });
}

/** Holds a court for `user` at `startsAt` and pays for it through the API: the booking's id. */
export async function bookPaid(
  app: FastifyInstance,
  user: Caller & { id: string },
  slot: { courtId: string; startsAt: Date; now: Date; hours?: 1 | 2 },
) {
  const holdId = await insertHold(app.deps.db, { userId: user.id, ...slot });
  const paid = await payHold(app, user, holdId);
  if (paid.statusCode !== 201) throw new Error(`paying the hold failed: ${paid.body}`);
  return holdId;
}
