import { and, asc, count, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courtBookings } from './courts.schema.ts';

/** Holds (court_bookings while 'held') and what takes a court's time: queries only. */

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
        or(
          eq(courtBookings.status, 'paid'),
          and(eq(courtBookings.status, 'held'), gt(courtBookings.holdExpiresAt, input.now)),
        ),
      ),
    )
    .orderBy(asc(courtBookings.startsAt));
}

/** The court's holds whose time ran out become 'expired'; answers them. */
export async function expireStaleHolds(db: Database, courtId: string, now: Date) {
  return db
    .update(courtBookings)
    .set({ status: 'expired' })
    .where(
      and(
        eq(courtBookings.courtId, courtId),
        eq(courtBookings.status, 'held'),
        lte(courtBookings.holdExpiresAt, now),
      ),
    )
    .returning({ id: courtBookings.id, startsAt: courtBookings.startsAt });
}

export async function insertHold(
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
) {
  const [row] = await db
    .insert(courtBookings)
    .values({ ...values, status: 'held' })
    .returning({ id: courtBookings.id });
  if (!row) throw new Error('the hold was not inserted');
  return row;
}

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
 * How many unexpired holds the player has, after taking a lock on the player for the rest of
 * the transaction: concurrent holds by one player count one after another, so none slips past
 * the cap.
 */
export async function countLiveHoldsLockingPlayer(db: Database, userId: string, now: Date) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`court-holds:${userId}`}, 0))`,
  );
  const [row] = await db
    .select({ live: count() })
    .from(courtBookings)
    .where(
      and(
        eq(courtBookings.userId, userId),
        eq(courtBookings.status, 'held'),
        gt(courtBookings.holdExpiresAt, now),
      ),
    );
  return row?.live ?? 0;
}
