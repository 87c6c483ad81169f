import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarEntries, calendarFeeds } from './calendar.schema.ts';
import type { CalendarEvent } from '@betterplay/contracts';

/** Queries of the calendar feeds: the secret addresses, and what each feed last said. */

/** The person's feed token, made with `fresh` if they had none. */
export async function findOrInsertFeed(
  db: Database,
  userId: string,
  fresh: { token: string; tokenHash: string },
): Promise<string> {
  const [inserted] = await db
    .insert(calendarFeeds)
    .values({ userId, ...fresh })
    .onConflictDoNothing()
    .returning({ token: calendarFeeds.token });
  if (inserted) return inserted.token;
  const [existing] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  if (!existing) throw new Error('the calendar feed vanished between two statements');
  return existing.token;
}

/** Replaces the person's token (making one if they had none): the old address stops at once. */
export async function replaceFeedToken(
  db: Database,
  userId: string,
  fresh: { token: string; tokenHash: string },
  now: Date,
) {
  await db
    .insert(calendarFeeds)
    .values({ userId, ...fresh, createdAt: now })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { token: fresh.token, tokenHash: fresh.tokenHash, createdAt: now },
    });
}

export type EntryRow = {
  uid: string;
  sequence: number;
  fingerprint: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
  item: CalendarEvent;
  changedAt: Date;
};

/**
 * An entry as a feed answer reads it (calendar-items-repository.ts): the stored item only for
 * cancelled ones, which the feed still describes; a live one is described as it is now.
 */
export type StoredEntry = Omit<EntryRow, 'item'> & { item: CalendarEvent | null };

/** The stored items of some UIDs (entries about to be cancelled: the feed still describes them). */
export async function findEntryItems(
  db: Database,
  userId: string,
  uids: readonly string[],
): Promise<Map<string, CalendarEvent>> {
  if (uids.length === 0) return new Map();
  const rows = await db
    .select({ uid: calendarEntries.uid, item: calendarEntries.item })
    .from(calendarEntries)
    .where(and(eq(calendarEntries.userId, userId), inArray(calendarEntries.uid, [...uids])));
  return new Map(rows.map((row) => [row.uid, row.item as CalendarEvent]));
}

/**
 * Stores entries that changed. Two feed requests at once compute the same change; the second
 * finds the row already saying it and leaves it (and its SEQUENCE) alone.
 */
export async function saveEntries(db: Database, userId: string, rows: readonly EntryRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(calendarEntries)
    .values(rows.map((row) => ({ userId, ...row })))
    .onConflictDoUpdate({
      target: [calendarEntries.userId, calendarEntries.uid],
      set: {
        sequence: sql`excluded.sequence`,
        fingerprint: sql`excluded.fingerprint`,
        status: sql`excluded.status`,
        item: sql`excluded.item`,
        changedAt: sql`excluded.changed_at`,
      },
      setWhere: or(
        sql`${calendarEntries.fingerprint} <> excluded.fingerprint`,
        sql`${calendarEntries.status} <> excluded.status`,
      ),
    });
}

export async function deleteEntries(db: Database, userId: string, uids: readonly string[]) {
  if (uids.length === 0) return;
  await db
    .delete(calendarEntries)
    .where(and(eq(calendarEntries.userId, userId), inArray(calendarEntries.uid, [...uids])));
}

/** A deleted account's feed: its address answers 404 at once, and what it said is forgotten. */
export async function deleteFeedOf(db: Database, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await db.delete(calendarEntries).where(eq(calendarEntries.userId, userId));
}
