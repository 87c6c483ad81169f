import { and, asc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { BOOKING_DURATIONS } from '@betterplay/contracts';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/raw-rows.ts';
import { courtBookings, courts, stadiums } from '../courts.schema.ts';

const LONGEST_BOOKING_MS = Math.max(...BOOKING_DURATIONS) * 3_600_000;

/** Holds (court_bookings while 'held') and what takes a court's time: queries only. */

/** The transaction-scoped lock that makes one player's holds count one after another. */
const playerHoldsLockKey = (userId: string) => `court-holds:${userId}`;

/** What makes a court busy between `from` and `to`: paid bookings and holds not yet expired. */
export async function findTakenRanges(
  db: Database,
  input: { courtIds: string[]; from: Date; to: Date; now: Date },
) {
  if (input.courtIds.length === 0) return [];
  return db
    .select({
      courtId: courtBookings.courtId,
      startsAt: courtBookings.startsAt,
      endsAt: courtBookings.endsAt,
    })
    .from(courtBookings)
    .where(
      and(
        inArray(courtBookings.courtId, input.courtIds),
        lt(courtBookings.startsAt, input.to),
        gt(courtBookings.endsAt, input.from),
        // No booking is longer than the longest duration: this bounds the index range on
        // (court_id, starts_at) to the day, instead of every booking the court ever had.
        gt(courtBookings.startsAt, new Date(input.from.getTime() - LONGEST_BOOKING_MS)),
        or(
          eq(courtBookings.status, 'paid'),
          and(eq(courtBookings.status, 'held'), gt(courtBookings.holdExpiresAt, input.now)),
        ),
      ),
    )
    .orderBy(asc(courtBookings.startsAt));
}

const liveHoldOf = (userId: string, now: Date) =>
  and(
    eq(courtBookings.userId, userId),
    eq(courtBookings.status, 'held'),
    gt(courtBookings.holdExpiresAt, now),
  );

/** The player's unexpired hold on exactly this court, start and end, or undefined. */
export async function findOwnLiveHoldOfSlot(
  db: Database,
  input: { userId: string; courtId: string; startsAt: Date; endsAt: Date; now: Date },
) {
  const [row] = await db
    .select({
      id: courtBookings.id,
      holdExpiresAt: courtBookings.holdExpiresAt,
      priceCents: courtBookings.priceCents,
    })
    .from(courtBookings)
    .where(
      and(
        liveHoldOf(input.userId, input.now),
        eq(courtBookings.courtId, input.courtId),
        eq(courtBookings.startsAt, input.startsAt),
        eq(courtBookings.endsAt, input.endsAt),
      ),
    )
    .limit(1);
  return row;
}

/** The player's unexpired holds with their court and stadium, the soonest to expire first. */
export async function findOwnLiveHolds(db: Database, input: { userId: string; now: Date }) {
  return db
    .select({
      id: courtBookings.id,
      startsAt: courtBookings.startsAt,
      endsAt: courtBookings.endsAt,
      holdExpiresAt: courtBookings.holdExpiresAt,
      priceCents: courtBookings.priceCents,
      courtId: courts.id,
      courtName: courts.name,
      courtNumber: courts.number,
      sport: courts.sport,
      stadiumId: stadiums.id,
      stadiumName: stadiums.name,
    })
    .from(courtBookings)
    .innerJoin(courts, eq(courts.id, courtBookings.courtId))
    .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
    .where(liveHoldOf(input.userId, input.now))
    .orderBy(asc(courtBookings.holdExpiresAt), asc(courtBookings.id));
}
export type OwnHoldRow = Awaited<ReturnType<typeof findOwnLiveHolds>>[number];

/** The player's own hold, whatever its status, or undefined. */
export async function findOwnHoldById(db: Database, input: { id: string; userId: string }) {
  const [row] = await db
    .select({ id: courtBookings.id, status: courtBookings.status })
    .from(courtBookings)
    .where(and(eq(courtBookings.id, input.id), eq(courtBookings.userId, input.userId)))
    .limit(1);
  return row;
}

/** The player lets go of their hold; answers it if it was still held. */
export async function releaseOwnHold(db: Database, input: { id: string; userId: string }) {
  const [row] = await db
    .update(courtBookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(courtBookings.id, input.id),
        eq(courtBookings.userId, input.userId),
        eq(courtBookings.status, 'held'),
      ),
    )
    .returning({ courtId: courtBookings.courtId, startsAt: courtBookings.startsAt });
  return row;
}

/** The hold expires if it is still held and its time is up; answers it if it did. */
export async function expireHoldIfDue(db: Database, id: string, now: Date) {
  const [row] = await db
    .update(courtBookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(courtBookings.id, id),
        eq(courtBookings.status, 'held'),
        lte(courtBookings.holdExpiresAt, now),
      ),
    )
    .returning({ courtId: courtBookings.courtId, startsAt: courtBookings.startsAt });
  return row;
}

/** A hold's status and expiry, or undefined. */
export async function findHoldStateById(db: Database, id: string) {
  const [row] = await db
    .select({ status: courtBookings.status, holdExpiresAt: courtBookings.holdExpiresAt })
    .from(courtBookings)
    .where(eq(courtBookings.id, id))
    .limit(1);
  return row;
}

/**
 * The first statement of placing a hold, in one round trip: takes the player's lock (so one
 * player's holds are counted one after another and none slips past the cap), then expires the
 * court's holds whose time ran out and answers them. The lock is a one-time filter of the
 * UPDATE, so it is taken before any row's.
 */
export async function lockPlayerAndExpireStaleHolds(
  db: Database,
  input: { userId: string; courtId: string; now: Date },
) {
  const rows = rowsOf<{ id: string; starts_ms: number }>(
    await db.execute(sql`
      with player_lock as (
        select pg_advisory_xact_lock(hashtextextended(${playerHoldsLockKey(input.userId)}, 0))
      )
      update court_bookings set status = 'expired'
      where (select count(*) from player_lock) = 1
        and court_id = ${input.courtId}::uuid and status = 'held'
        and hold_expires_at <= ${input.now.toISOString()}::timestamptz
      returning id, floor(extract(epoch from starts_at) * 1000)::float8 as starts_ms`),
  );
  return rows.map((row) => ({ id: row.id, startsAt: new Date(Math.floor(row.starts_ms)) }));
}

/**
 * Inserts the hold only if the player has fewer than `max` unexpired holds (run it holding the
 * player's lock, in a later statement than the one that took it, so the count sees every hold
 * committed before). Answers its id, or undefined when the cap was reached. An overlapping
 * held-or-paid row fails it on court_bookings_no_overlap.
 */
export async function insertHoldUnderCap(
  db: Database,
  values: {
    courtId: string;
    userId: string;
    startsAt: Date;
    endsAt: Date;
    holdExpiresAt: Date;
    priceCents: number;
    createdAt: Date;
  },
  max: number,
) {
  const [row] = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into court_bookings
        (court_id, user_id, starts_at, ends_at, status, hold_expires_at, price_cents, created_at)
      select ${values.courtId}::uuid, ${values.userId}::uuid,
        ${values.startsAt.toISOString()}::timestamptz, ${values.endsAt.toISOString()}::timestamptz,
        'held', ${values.holdExpiresAt.toISOString()}::timestamptz, ${values.priceCents}::int,
        ${values.createdAt.toISOString()}::timestamptz
      where (
        select count(*) from court_bookings
        where user_id = ${values.userId}::uuid and status = 'held'
          and hold_expires_at > ${values.createdAt.toISOString()}::timestamptz
      ) < ${max}::int
      returning id`),
  );
  return row?.id;
}
