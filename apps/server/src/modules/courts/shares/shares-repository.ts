import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { users } from '../../users/users.schema.ts';
import type { ShareRow } from '../bookings/booking-dto.ts';
import { courtBookingShares, courtBookings, courts, stadiums } from '../courts.schema.ts';

/** The one repository of split shares. */

const shareViewColumns = {
  id: courtBookingShares.id,
  bookingId: courtBookingShares.bookingId,
  userId: courtBookingShares.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  avatar: users.avatar,
  amountCents: courtBookingShares.amountCents,
  status: courtBookingShares.status,
};

/** The shares of these bookings with their invitees, in the order they were invited. */
export async function findViewsByBookingIds(
  db: Database,
  bookingIds: string[],
): Promise<ShareRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select(shareViewColumns)
    .from(courtBookingShares)
    .innerJoin(users, eq(users.id, courtBookingShares.userId))
    .where(inArray(courtBookingShares.bookingId, bookingIds))
    .orderBy(asc(courtBookingShares.createdAt), asc(users.firstName), asc(courtBookingShares.id));
}

const stateColumns = {
  id: courtBookingShares.id,
  bookingId: courtBookingShares.bookingId,
  userId: courtBookingShares.userId,
  amountCents: courtBookingShares.amountCents,
  status: courtBookingShares.status,
  paymentId: courtBookingShares.paymentId,
  ownerRefundId: courtBookingShares.ownerRefundId,
};

export async function findStateById(db: Database, id: string) {
  const [row] = await db
    .select(stateColumns)
    .from(courtBookingShares)
    .where(eq(courtBookingShares.id, id))
    .limit(1);
  return row;
}

/** Lock its booking first (bookings-repository `lockById`): every writer locks in that order. */
export async function lockById(db: Database, id: string) {
  const [row] = await db
    .select(stateColumns)
    .from(courtBookingShares)
    .where(eq(courtBookingShares.id, id))
    .for('update')
    .limit(1);
  return row;
}

export async function findStatesByBookingId(db: Database, bookingId: string) {
  return db
    .select(stateColumns)
    .from(courtBookingShares)
    .where(eq(courtBookingShares.bookingId, bookingId))
    .orderBy(asc(courtBookingShares.createdAt), asc(courtBookingShares.id));
}

export async function insertShares(
  db: Database,
  shares: { bookingId: string; userId: string; amountCents: number; createdAt: Date }[],
) {
  if (shares.length === 0) return [];
  return db
    .insert(courtBookingShares)
    .values(shares)
    .returning({ id: courtBookingShares.id, userId: courtBookingShares.userId });
}

/**
 * Declined or expired shares are offered again: pending, for `amountCents`, under a new id, so
 * the new invitation has its own charge keys and chat message and the first one's link no longer
 * pays. Only a share that keeps no payment of its own (a charge that lost a race, kept for its
 * refund under its id); answers the shares reopened.
 */
export async function reopenShares(
  db: Database,
  shares: { id: string; amountCents: number }[],
  createdAt: Date,
) {
  const reopened: { id: string; userId: string }[] = [];
  for (const share of shares) {
    const rows = await db
      .update(courtBookingShares)
      .set({
        id: sql`gen_random_uuid()`,
        status: 'pending',
        amountCents: share.amountCents,
        createdAt,
        decidedAt: null,
      })
      .where(
        and(
          eq(courtBookingShares.id, share.id),
          inArray(courtBookingShares.status, ['declined', 'expired']),
          isNull(courtBookingShares.paymentId),
        ),
      )
      .returning({ id: courtBookingShares.id, userId: courtBookingShares.userId });
    reopened.push(...rows);
  }
  return reopened;
}

/** A pending share is paid; answers false if it was no longer pending. */
export async function markPaid(
  db: Database,
  id: string,
  payment: { paymentId: string; decidedAt: Date },
) {
  const rows = await db
    .update(courtBookingShares)
    .set({ status: 'paid', ...payment })
    .where(and(eq(courtBookingShares.id, id), eq(courtBookingShares.status, 'pending')))
    .returning({ id: courtBookingShares.id });
  return rows.length === 1;
}

/** A pending share is declined; answers false if it was no longer pending. */
export async function markDeclined(db: Database, id: string, decidedAt: Date) {
  const rows = await db
    .update(courtBookingShares)
    .set({ status: 'declined', decidedAt })
    .where(and(eq(courtBookingShares.id, id), eq(courtBookingShares.status, 'pending')))
    .returning({ id: courtBookingShares.id });
  return rows.length === 1;
}

/** Every share of the booking still pending expires; answers how many did. */
export async function expirePending(db: Database, bookingId: string, decidedAt: Date) {
  const rows = await db
    .update(courtBookingShares)
    .set({ status: 'expired', decidedAt })
    .where(
      and(eq(courtBookingShares.bookingId, bookingId), eq(courtBookingShares.status, 'pending')),
    )
    .returning({ id: courtBookingShares.id });
  return rows.length;
}

/** The owner's refund of a paid share went through: kept once, so it is never made twice. */
export async function recordOwnerRefund(db: Database, id: string, refundId: string) {
  await db
    .update(courtBookingShares)
    .set({ ownerRefundId: refundId })
    .where(and(eq(courtBookingShares.id, id), isNull(courtBookingShares.ownerRefundId)));
}

/**
 * A friend's charge that found the share no longer payable: kept on the share until refunded
 * (settle-refunds.ts). Answers false if the share was paid or already keeps a payment.
 */
export async function recordStrayPayment(db: Database, id: string, paymentId: string) {
  const rows = await db
    .update(courtBookingShares)
    .set({ paymentId })
    .where(
      and(
        eq(courtBookingShares.id, id),
        ne(courtBookingShares.status, 'paid'),
        isNull(courtBookingShares.paymentId),
      ),
    )
    .returning({ id: courtBookingShares.id });
  return rows.length === 1;
}

/**
 * The pending shares as the first part of their payment requests' fingerprints ('share=<id>'),
 * a one-column query: their stored refusals number the next charge key, so the prune keeps them.
 */
export function pendingShareFingerprints(db: Database) {
  return db
    .select({ target: sql<string>`'share=' || ${courtBookingShares.id}::text` })
    .from(courtBookingShares)
    .where(eq(courtBookingShares.status, 'pending'));
}

/** The shares the person was asked for and has not answered (their account's deletion declines them). */
export async function findPendingIdsOfInvitee(db: Database, userId: string) {
  const rows = await db
    .select({ id: courtBookingShares.id })
    .from(courtBookingShares)
    .where(and(eq(courtBookingShares.userId, userId), eq(courtBookingShares.status, 'pending')));
  return rows.map((row) => row.id);
}

/** Shares of others' bookings the person was asked for, oldest first, for their data export. */
export async function findInvitedForExport(db: Database, userId: string) {
  return db
    .select({
      id: courtBookingShares.id,
      bookingId: courtBookings.id,
      ownerId: users.id,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      stadium: stadiums.name,
      courtName: courts.name,
      courtNumber: courts.number,
      sport: courts.sport,
      startsAt: courtBookings.startsAt,
      endsAt: courtBookings.endsAt,
      amountCents: courtBookingShares.amountCents,
      status: courtBookingShares.status,
      invitedAt: courtBookingShares.createdAt,
      decidedAt: courtBookingShares.decidedAt,
    })
    .from(courtBookingShares)
    .innerJoin(courtBookings, eq(courtBookings.id, courtBookingShares.bookingId))
    .innerJoin(courts, eq(courts.id, courtBookings.courtId))
    .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
    .innerJoin(users, eq(users.id, courtBookings.userId))
    .where(eq(courtBookingShares.userId, userId))
    .orderBy(asc(courtBookingShares.createdAt), asc(courtBookingShares.id));
}
