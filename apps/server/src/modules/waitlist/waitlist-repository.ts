import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { conversations } from '../chat/chat.schema.ts';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';
import { waitlistEntries, waitlistOffers } from './waitlist.schema.ts';

/** The one repository of waitlist_entries and waitlist_offers, and of socials.offers_open. */

export type LockedSocial = {
  id: string;
  organizerId: string;
  name: string;
  category: string;
  date: string;
  time: string;
  eventType: 'oneTime' | 'daily' | 'weekly' | 'monthly';
  recurrenceDay: number | null;
  capacity: number;
  attendees: number;
  offersOpen: number;
  priceCents: number;
  /** the social's group chat, if it has one */
  conversationId: string | null;
};

/**
 * The social, locked until the transaction ends: every change to its places, line and offers
 * takes this lock first, so they happen one at a time per social and each sees the last.
 */
export async function lockSocial(
  db: Database,
  socialId: string,
): Promise<LockedSocial | undefined> {
  const [social] = await db
    .select({
      id: socials.id,
      organizerId: socials.organizerId,
      name: socials.name,
      category: socials.category,
      date: socials.date,
      time: socials.time,
      eventType: socials.eventType,
      recurrenceDay: socials.recurrenceDay,
      capacity: socials.capacity,
      attendees: socials.attendeesCount,
      offersOpen: socials.offersOpen,
      priceCents: socials.priceCents,
      conversationId: conversations.id,
    })
    .from(socials)
    .leftJoin(conversations, eq(conversations.socialId, socials.id))
    .where(eq(socials.id, socialId))
    .for('update', { of: socials });
  return social;
}

/** false: the player was in the line already. */
export async function insertEntry(
  db: Database,
  entry: { socialId: string; userId: string; message: string; createdAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(waitlistEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return inserted.length > 0;
}

export async function deleteEntry(db: Database, socialId: string, userId: string) {
  const deleted = await db
    .delete(waitlistEntries)
    .where(and(eq(waitlistEntries.socialId, socialId), eq(waitlistEntries.userId, userId)))
    .returning({ id: waitlistEntries.id });
  return deleted.length > 0;
}

export type LineEntry = {
  userId: string;
  firstName: string;
  lastName: string;
  position: number;
  offer: { id: string; expiresAt: Date } | null;
};

function selectLines(db: Database) {
  return db
    .select({
      socialId: waitlistEntries.socialId,
      socialName: socials.name,
      userId: waitlistEntries.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      offerId: waitlistOffers.id,
      expiresAt: waitlistOffers.expiresAt,
    })
    .from(waitlistEntries)
    .innerJoin(socials, eq(socials.id, waitlistEntries.socialId))
    .innerJoin(users, eq(users.id, waitlistEntries.userId))
    .leftJoin(
      waitlistOffers,
      and(
        eq(waitlistOffers.socialId, waitlistEntries.socialId),
        eq(waitlistOffers.userId, waitlistEntries.userId),
        eq(waitlistOffers.status, 'open'),
      ),
    );
}

type LineRow = Awaited<ReturnType<typeof selectLines>>[number];

/** Rows in line order (one social's, or several socials' one after the other), numbered. */
function numbered(rows: LineRow[]): (LineEntry & { socialId: string; socialName: string })[] {
  const positions = new Map<string, number>();
  return rows.map((row) => {
    const position = (positions.get(row.socialId) ?? 0) + 1;
    positions.set(row.socialId, position);
    return {
      socialId: row.socialId,
      socialName: row.socialName,
      userId: row.userId,
      firstName: row.firstName,
      lastName: row.lastName,
      position,
      offer:
        row.offerId === null || row.expiresAt === null
          ? null
          : { id: row.offerId, expiresAt: row.expiresAt },
    };
  });
}

/** A social's line in order, with each player's open offer. */
export async function lineOf(db: Database, socialId: string): Promise<LineEntry[]> {
  const rows = await selectLines(db)
    .where(eq(waitlistEntries.socialId, socialId))
    .orderBy(asc(waitlistEntries.seq));
  return numbered(rows);
}

/** Every line of the organiser's socials, soonest social first, each in order. */
export async function linesOfOrganizer(db: Database, organizerId: string) {
  const rows = await selectLines(db)
    .where(eq(socials.organizerId, organizerId))
    .orderBy(asc(socials.date), asc(socials.time), asc(socials.id), asc(waitlistEntries.seq));
  return numbered(rows);
}

/** Every line the player is in, with their position and open offer. */
export async function linesOfPlayer(db: Database, userId: string) {
  return rowsOf<{
    social_id: string;
    position: number;
    offer_id: string | null;
    expires_at: Date | string | null;
  }>(
    await db.execute(sql`
      select mine.social_id, (
          select count(*)::int from ${waitlistEntries} ahead
          where ahead.social_id = mine.social_id and ahead.seq <= mine.seq
        ) as position,
        offer.id as offer_id, offer.expires_at
      from ${waitlistEntries} mine
      left join ${waitlistOffers} offer on offer.social_id = mine.social_id
        and offer.user_id = mine.user_id and offer.status = 'open'
      where mine.user_id = ${userId}
      order by mine.created_at`),
  ).map((row) => ({
    socialId: row.social_id,
    position: row.position,
    offer:
      row.offer_id === null || row.expires_at === null
        ? null
        : { id: row.offer_id, expiresAt: new Date(row.expires_at) },
  }));
}

export type OfferRow = typeof waitlistOffers.$inferSelect;

export async function findOffer(db: Database, offerId: string): Promise<OfferRow | undefined> {
  const [offer] = await db.select().from(waitlistOffers).where(eq(waitlistOffers.id, offerId));
  return offer;
}

/** The player's open offer at a social, if any. */
export async function openOfferOf(db: Database, socialId: string, userId: string) {
  const [offer] = await db
    .select()
    .from(waitlistOffers)
    .where(
      and(
        eq(waitlistOffers.socialId, socialId),
        eq(waitlistOffers.userId, userId),
        eq(waitlistOffers.status, 'open'),
      ),
    );
  return offer;
}

/** Ends an open offer; false when it had ended already. */
export async function endOffer(
  db: Database,
  offerId: string,
  status: Exclude<OfferRow['status'], 'open'>,
  endedAt: Date,
): Promise<boolean> {
  const ended = await db
    .update(waitlistOffers)
    .set({ status, endedAt })
    .where(and(eq(waitlistOffers.id, offerId), eq(waitlistOffers.status, 'open')))
    .returning({ id: waitlistOffers.id });
  return ended.length > 0;
}

/** Open offers past their deadline, oldest first: for the lapse sweep. */
export async function findLapsedOffers(db: Database, now: Date, limit: number) {
  return db
    .select({ id: waitlistOffers.id, socialId: waitlistOffers.socialId })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.status, 'open'), lte(waitlistOffers.expiresAt, now)))
    .orderBy(asc(waitlistOffers.expiresAt))
    .limit(limit);
}

/** The player's open offers (an account's deletion declines any its lines left). */
export async function findOpenOfferIdsOfUser(db: Database, userId: string) {
  const rows = await db
    .select({ id: waitlistOffers.id })
    .from(waitlistOffers)
    .where(and(eq(waitlistOffers.userId, userId), eq(waitlistOffers.status, 'open')));
  return rows.map((row) => row.id);
}

/** The lines the player is in, with each social, for their data export. */
export async function findEntriesForExport(db: Database, userId: string) {
  return db
    .select({
      socialId: socials.id,
      socialName: socials.name,
      socialDate: socials.date,
      socialTime: socials.time,
      message: waitlistEntries.message,
      joinedAt: waitlistEntries.createdAt,
    })
    .from(waitlistEntries)
    .innerJoin(socials, eq(socials.id, waitlistEntries.socialId))
    .where(eq(waitlistEntries.userId, userId))
    .orderBy(asc(waitlistEntries.createdAt), asc(waitlistEntries.id));
}

/** Every offer the player was made, with its social, oldest first, for their data export. */
export async function findOffersForExport(db: Database, userId: string) {
  return db
    .select({
      id: waitlistOffers.id,
      socialId: socials.id,
      socialName: socials.name,
      socialDate: socials.date,
      socialTime: socials.time,
      status: waitlistOffers.status,
      expiresAt: waitlistOffers.expiresAt,
      createdAt: waitlistOffers.createdAt,
      endedAt: waitlistOffers.endedAt,
    })
    .from(waitlistOffers)
    .innerJoin(socials, eq(socials.id, waitlistOffers.socialId))
    .where(eq(waitlistOffers.userId, userId))
    .orderBy(asc(waitlistOffers.createdAt), asc(waitlistOffers.id));
}

/** How full a social is, counting held places, and how many wait; undefined: no such social. */
export async function lineSummaryOf(db: Database, socialId: string) {
  const [row] = rowsOf<{ full: boolean; waiting: number }>(
    await db.execute(sql`
      select ${socials.attendeesCount} + ${socials.offersOpen} >= ${socials.capacity} as full,
        (select count(*)::int from ${waitlistEntries} where social_id = ${socials.id}) as waiting
      from ${socials} where ${socials.id} = ${socialId}`),
  );
  return row;
}
