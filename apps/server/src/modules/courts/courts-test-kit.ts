import { randomBytes, randomUUID } from 'node:crypto';
import type { CreateHold } from '@betterplay/contracts';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { localDateTime, toLocalDate } from '../../local-time.ts';
import { insertGeneratedPlayers } from '../../test/generated-players.ts';
import { friendships } from '../friends/friends.schema.ts';
import { users } from '../users/users.schema.ts';
import { courtBookings, courtPrices, courts, stadiums } from './courts.schema.ts';

/**
 * The courts tests' kit: stadiums, courts, holds, bookings and players written straight to the
 * database, and the API calls the tests make.
 */

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** A whole hour `hours` from `now`, so start times read as 'HH:00'. */
export function hoursFrom(now: Date, hours: number) {
  const at = new Date(now.getTime() + hours * HOUR_MS);
  at.setMinutes(0, 0, 0);
  return at;
}

/** A stadium open 08:00 to 20:00 unless told otherwise; answers its id. */
export async function insertStadium(
  db: Database,
  overrides: Partial<typeof stadiums.$inferInsert> = {},
) {
  const id = overrides.id ?? `stadium-${randomBytes(4).toString('hex')}`;
  await db.insert(stadiums).values({
    id,
    name: 'Test Stadium',
    address: '1 Test St, Testville',
    opensAtHour: 8,
    closesAtHour: 20,
    ...overrides,
  });
  return id;
}

/** A court with the product's price list ($28 for an hour, $52 for two) unless told otherwise. */
export async function insertCourt(
  db: Database,
  values: {
    stadiumId: string;
    sport?: string;
    number?: number;
    name?: string;
    prices?: Record<number, number>;
  },
) {
  const [row] = await db
    .insert(courts)
    .values({
      stadiumId: values.stadiumId,
      sport: values.sport ?? 'badminton',
      number: values.number ?? 1,
      name: values.name ?? '',
    })
    .returning({ id: courts.id });
  if (!row) throw new Error('court was not inserted');
  const prices = values.prices ?? { 1: 2800, 2: 5200 };
  const entries = Object.entries(prices).map(([hours, priceCents]) => ({
    courtId: row.id,
    durationHours: Number(hours),
    priceCents,
  }));
  if (entries.length > 0) await db.insert(courtPrices).values(entries);
  return row.id;
}

/** A stadium of its own, open all day, with one court ($28 an hour, $52 for two), so tests never collide. */
export async function insertOpenCourt(
  db: Database,
  names: { stadium?: string; court?: string } = {},
) {
  const stadiumId = await insertStadium(db, {
    name: names.stadium ?? 'MSAC',
    address: 'Aughtie Dr, Albert Park',
    opensAtHour: 0,
    closesAtHour: 24,
  });
  const courtId = await insertCourt(db, { stadiumId, name: names.court ?? 'Court 1' });
  return { stadiumId, courtId };
}

/** A booking row as another flow would leave it: held (until `holdExpiresAt`), paid, ... */
export async function insertBooking(
  db: Database,
  values: {
    courtId: string;
    userId: string;
    date: string;
    time: string;
    durationHours?: number;
    status: 'held' | 'paid' | 'cancelled' | 'expired';
    holdExpiresAt?: Date;
  },
) {
  const startsAt = localDateTime(values.date, values.time);
  const endsAt = new Date(startsAt.getTime() + (values.durationHours ?? 1) * HOUR_MS);
  const [row] = await db
    .insert(courtBookings)
    .values({
      courtId: values.courtId,
      userId: values.userId,
      startsAt,
      endsAt,
      status: values.status,
      holdExpiresAt: values.holdExpiresAt ?? new Date(startsAt.getTime() - HOUR_MS),
      priceCents: 2800 * (values.durationHours ?? 1),
    })
    .returning({ id: courtBookings.id });
  if (!row) throw new Error('booking was not inserted');
  return row.id;
}

export async function bookingStatus(db: Database, id: string) {
  const [row] = await db
    .select({ status: courtBookings.status })
    .from(courtBookings)
    .where(eq(courtBookings.id, id));
  return row?.status;
}

/** YYYY-MM-DD `days` after `at`'s local date. */
export function localDateAfter(at: Date, days: number) {
  return toLocalDate(new Date(at.getFullYear(), at.getMonth(), at.getDate() + days));
}

export function hold(app: FastifyInstance, auth: Record<string, string>, body: CreateHold) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/user/court/holds',
    headers: auth,
    payload: body,
  });
}

export function releaseHoldRequest(app: FastifyInstance, auth: Record<string, string>, id: string) {
  return app.inject({ method: 'DELETE', url: `/api/v1/user/court/holds/${id}`, headers: auth });
}

export function availability(app: FastifyInstance, stadiumId: string, sport: string, date: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/stadiums/${stadiumId}/${sport}/availability?date=${date}`,
  });
}

/** 'HH:00' for each whole hour from `from` up to (not including) `to`. */
export const hoursBetween = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, index) => `${String(from + index).padStart(2, '0')}:00`);

/**
 * `count` generated players (test/generated-players.ts) with signed-in headers, for races and
 * benchmarks: signing up that many through the API would spend its time hashing passwords.
 */
export async function generatedPlayersSignedIn(app: FastifyInstance, count: number) {
  await insertGeneratedPlayers(app.deps.db, count);
  const rows = await app.deps.db
    .select({ id: users.id, firstName: users.firstName, email: users.email })
    .from(users)
    .where(like(users.email, 'generated-%'));
  return rows.map((row) => {
    const token = app.jwt.sign({ sub: row.id, firstName: row.firstName, email: row.email });
    return { id: row.id, token, auth: { authorization: `Bearer ${token}` } };
  });
}

/** Pairs of held-or-paid bookings of one court whose times overlap: a double booking each. */
export async function countDoubleBookings(db: Database): Promise<number> {
  const [row] = rowsOf<{ pairs: number }>(
    await db.execute(sql`
      select count(*)::int as pairs
      from court_bookings a
      join court_bookings b
        on a.court_id = b.court_id and a.id < b.id
       and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
      where a.status in ('held', 'paid') and b.status in ('held', 'paid')`),
  );
  return Number(row?.pairs ?? 0);
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

export function declineShareOf(app: FastifyInstance, user: Caller, shareId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/user/court/shares/${shareId}/decline`,
    headers: user.auth,
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
