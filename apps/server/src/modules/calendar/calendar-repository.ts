import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { calendarEntries, calendarFeeds } from './calendar.schema.ts';
import type { CalendarEvent } from '@betterplay/contracts';

/** Queries of the calendar feeds: the secret addresses, and what each feed last said. */

export async function findFeedByTokenHash(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row;
}

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

export async function findEntries(db: Database, userId: string): Promise<EntryRow[]> {
  const rows = await db
    .select({
      uid: calendarEntries.uid,
      sequence: calendarEntries.sequence,
      fingerprint: calendarEntries.fingerprint,
      status: calendarEntries.status,
      item: calendarEntries.item,
      changedAt: calendarEntries.changedAt,
    })
    .from(calendarEntries)
    .where(eq(calendarEntries.userId, userId));
  // `item` is written only by saveEntries, from a CalendarEvent.
  return rows as EntryRow[];
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
