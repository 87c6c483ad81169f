import type { CourtPaymentMethod } from '@betterplay/contracts';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNull,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../users/users.schema.ts';
import type { BookingRow } from './booking-dto.ts';
import { courtBookingShares, courtBookings, courts, stadiums } from '../courts.schema.ts';

/** Court bookings once paid, with what their pages show. Holds are the holds repository's. */

const bookingViewColumns = {
  id: courtBookings.id,
  status: courtBookings.status,
  userId: courtBookings.userId,
  startsAt: courtBookings.startsAt,
  endsAt: courtBookings.endsAt,
  priceCents: courtBookings.priceCents,
  paymentMethod: courtBookings.paymentMethod,
  refundedCents: courtBookings.refundedCents,
  createdAt: courtBookings.createdAt,
  courtId: courts.id,
  courtName: courts.name,
  courtNumber: courts.number,
  sport: courts.sport,
  stadiumId: stadiums.id,
  stadiumName: stadiums.name,
  stadiumAddress: stadiums.address,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerAvatar: users.avatar,
};

const selectViews = (db: Database) =>
  db
    .select(bookingViewColumns)
    .from(courtBookings)
    .innerJoin(courts, eq(courts.id, courtBookings.courtId))
    .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
    .innerJoin(users, eq(users.id, courtBookings.userId));

/** What the lists show: paid bookings and cancelled ones, never holds. */
const shown = inArray(courtBookings.status, ['paid', 'cancelled']);

export async function findViewById(db: Database, id: string): Promise<BookingRow | undefined> {
  const [row] = await selectViews(db).where(eq(courtBookings.id, id)).limit(1);
  return row;
}

type ListQuery = { userId: string; now: Date; limit: number };

/** The caller's own bookings not yet over, soonest first. */
export function findUpcomingOwned(db: Database, { userId, now, limit }: ListQuery) {
  return selectViews(db)
    .where(and(eq(courtBookings.userId, userId), shown, gt(courtBookings.endsAt, now)))
    .orderBy(asc(courtBookings.startsAt), asc(courtBookings.id))
    .limit(limit);
}

/** The caller's own bookings that are over, latest first. */
export function findPastOwned(db: Database, { userId, now, limit }: ListQuery) {
  return selectViews(db)
    .where(and(eq(courtBookings.userId, userId), shown, lte(courtBookings.endsAt, now)))
    .orderBy(desc(courtBookings.startsAt), desc(courtBookings.id))
    .limit(limit);
}

const hasShareOf = (db: Database, userId: string, status?: 'paid') => {
  const conditions: SQL[] = [
    eq(courtBookingShares.bookingId, courtBookings.id),
    eq(courtBookingShares.userId, userId),
  ];
  if (status) conditions.push(eq(courtBookingShares.status, status));
  return exists(
    db
      .select({ one: sql`1` })
      .from(courtBookingShares)
      .where(and(...conditions)),
  );
};

/**
 * Others' bookings the caller has a share in: every one not yet over (soonest first), then
 * those over whose share the caller paid (latest first).
 */
export async function findInvitations(db: Database, { userId, now, limit }: ListQuery) {
  const others = and(ne(courtBookings.userId, userId), shown);
  const upcoming = await selectViews(db)
    .where(and(others, gt(courtBookings.endsAt, now), hasShareOf(db, userId)))
    .orderBy(asc(courtBookings.startsAt), asc(courtBookings.id))
    .limit(limit);
  if (upcoming.length >= limit) return upcoming;
  const past = await selectViews(db)
    .where(and(others, lte(courtBookings.endsAt, now), hasShareOf(db, userId, 'paid')))
    .orderBy(desc(courtBookings.startsAt), desc(courtBookings.id))
    .limit(limit - upcoming.length);
  return [...upcoming, ...past];
}

const lockColumns = {
  id: courtBookings.id,
  userId: courtBookings.userId,
  courtId: courtBookings.courtId,
  status: courtBookings.status,
  startsAt: courtBookings.startsAt,
  endsAt: courtBookings.endsAt,
  holdExpiresAt: courtBookings.holdExpiresAt,
  priceCents: courtBookings.priceCents,
  paymentId: courtBookings.paymentId,
  refundedCents: courtBookings.refundedCents,
  cancelledAt: courtBookings.cancelledAt,
};

/** The row's money and state, unlocked (read before a payment call, which runs outside a transaction). */
export async function findStateById(db: Database, id: string) {
  const [row] = await db
    .select(lockColumns)
    .from(courtBookings)
    .where(eq(courtBookings.id, id))
    .limit(1);
  return row;
}

/** Locks the booking until the transaction ends: its changes and its shares' go one at a time. */
export async function lockById(db: Database, id: string) {
  const [row] = await db
    .select(lockColumns)
    .from(courtBookings)
    .where(eq(courtBookings.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** A hold becomes a paid booking; answers false if it was no longer held (released, or paid). */
export async function markHoldPaid(
  db: Database,
  id: string,
  payment: { paymentMethod: CourtPaymentMethod; paymentId: string; paidAt: Date },
) {
  const rows = await db
    .update(courtBookings)
    .set({ status: 'paid', ...payment })
    .where(and(eq(courtBookings.id, id), eq(courtBookings.status, 'held')))
    .returning({ id: courtBookings.id });
  return rows.length === 1;
}

export async function markCancelled(
  db: Database,
  id: string,
  change: { cancelledAt: Date; refundedCents: number },
) {
  await db
    .update(courtBookings)
    .set({ status: 'cancelled', ...change })
    .where(and(eq(courtBookings.id, id), eq(courtBookings.status, 'paid')));
}

/** A friend paid their share: the owner gets that much back (bounded by the price in the table). */
export async function addRefundedCents(db: Database, id: string, cents: number) {
  await db
    .update(courtBookings)
    .set({ refundedCents: sql`${courtBookings.refundedCents} + ${cents}` })
    .where(eq(courtBookings.id, id));
}

/**
 * A charge that found its hold already released: kept on the expired row until refunded
 * (settle-refunds.ts). Answers false if the row has none of that (paid, or a payment kept).
 */
export async function recordStrayPayment(db: Database, id: string, paymentId: string) {
  const rows = await db
    .update(courtBookings)
    .set({ paymentId })
    .where(
      and(
        eq(courtBookings.id, id),
        eq(courtBookings.status, 'expired'),
        isNull(courtBookings.paymentId),
      ),
    )
    .returning({ id: courtBookings.id });
  return rows.length === 1;
}

/** Paid bookings starting after `from` and no later than `to` (for reminders), soonest first. */
export async function findPaidStartingBetween(
  db: Database,
  window: { from: Date; to: Date; limit: number },
): Promise<string[]> {
  const rows = await db
    .select({ id: courtBookings.id })
    .from(courtBookings)
    .where(
      and(
        eq(courtBookings.status, 'paid'),
        gt(courtBookings.startsAt, window.from),
        lte(courtBookings.startsAt, window.to),
      ),
    )
    .orderBy(asc(courtBookings.startsAt))
    .limit(window.limit);
  return rows.map((row) => row.id);
}

/** The owner's paid bookings not yet started: what their account's deletion cancels. */
export async function findCancellableIdsOfOwner(db: Database, userId: string, now: Date) {
  const rows = await db
    .select({ id: courtBookings.id })
    .from(courtBookings)
    .where(
      and(
        eq(courtBookings.userId, userId),
        eq(courtBookings.status, 'paid'),
        gt(courtBookings.startsAt, now),
      ),
    );
  return rows.map((row) => row.id);
}

/** The owner's paid and cancelled bookings (never holds), oldest first, for their data export. */
export async function findOwnedForExport(db: Database, userId: string) {
  return db
    .select({
      id: courtBookings.id,
      status: courtBookings.status,
      stadium: stadiums.name,
      courtName: courts.name,
      courtNumber: courts.number,
      sport: courts.sport,
      startsAt: courtBookings.startsAt,
      endsAt: courtBookings.endsAt,
      priceCents: courtBookings.priceCents,
      paymentMethod: courtBookings.paymentMethod,
      refundedCents: courtBookings.refundedCents,
      createdAt: courtBookings.createdAt,
      paidAt: courtBookings.paidAt,
      cancelledAt: courtBookings.cancelledAt,
    })
    .from(courtBookings)
    .innerJoin(courts, eq(courts.id, courtBookings.courtId))
    .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
    .where(and(eq(courtBookings.userId, userId), shown))
    .orderBy(asc(courtBookings.startsAt), asc(courtBookings.id));
}
