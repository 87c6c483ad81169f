import type { Notification } from '@betterplay/contracts';
import { and, desc, eq, gt, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { isoTimestamp } from '../../db/reusable-statement.ts';
import { toNotification } from './notification-dto.ts';
import { notifications, type NewNotificationRow } from './notifications.schema.ts';
import { friendships } from '../friends/friends.schema.ts';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';

const actor = alias(users, 'actor');

/** Bell entries with the other person and the social's name; expired ones never show. */
function selectNotifications(db: Database) {
  return db
    .select({
      id: notifications.id,
      recipientId: notifications.userId,
      kind: notifications.kind,
      socialId: notifications.socialId,
      socialName: sql<string>`coalesce(${socials.name}, '')`,
      joinRequestId: notifications.joinRequestId,
      firstName: sql<string>`coalesce(${actor.firstName}, '')`,
      lastName: sql<string>`coalesce(${actor.lastName}, '')`,
      avatar: sql<string>`coalesce(${actor.avatar}, '')`,
      email: sql<string>`coalesce(${actor.email}, '')`,
      actorId: notifications.actorId,
      followsActor: sql<boolean>`exists (
        select 1 from ${friendships}
        where ${friendships.followerId} = ${notifications.userId}
          and ${friendships.friendId} = ${notifications.actorId})`,
      createdAt: notifications.createdAt,
      organizerReadFlag: notifications.unread,
    })
    .from(notifications)
    .leftJoin(socials, eq(socials.id, notifications.socialId))
    .leftJoin(actor, eq(actor.id, notifications.actorId));
}

export async function findByUserId(db: Database, userId: string, now: Date, limit = 50) {
  const rows = await selectNotifications(db)
    .where(and(eq(notifications.userId, userId), gt(notifications.expiresAt, now)))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
  return rows.map(toNotification);
}

export async function findByIds(db: Database, ids: string[]): Promise<Notification[]> {
  return (await findWithRecipients(db, ids)).map((entry) => entry.notification);
}

/** For pushing: each notification with the user it belongs to. */
export async function findWithRecipients(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await selectNotifications(db).where(inArray(notifications.id, ids));
  return rows.map((row) => ({ recipientId: row.recipientId, notification: toNotification(row) }));
}

/** Inserts, skipping rows whose dedupe key exists already; returns the ids really inserted. */
export async function insertNotifications(db: Database, rows: NewNotificationRow[]) {
  if (rows.length === 0) return [];
  return db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id, userId: notifications.userId });
}

/** Marks the user's own unread notifications read; answers the join requests they announced. */
export async function markReadByIds(db: Database, userId: string, ids: string[]) {
  const updated = await db
    .update(notifications)
    .set({ unread: false })
    .where(
      and(
        eq(notifications.userId, userId),
        inArray(notifications.id, ids),
        eq(notifications.unread, true),
      ),
    )
    .returning({ joinRequestId: notifications.joinRequestId });
  return updated.map((row) => row.joinRequestId);
}

/**
 * For a statement that does more in the same round trip: `insertNotifications` of one row (or
 * one per row of `from`) as a CTE named `notified` (id, user_id, created_at, and created_ms: in
 * epoch milliseconds), empty when the dedupe key existed already.
 */
export function insertNotificationCte(row: {
  /** each id a parameter, or an expression on an earlier CTE of the statement */
  userId: string | SQL;
  kind: NewNotificationRow['kind'];
  socialId: string | SQL;
  /** none for an entry about no request */
  joinRequestId?: string | SQL;
  actorId: string | SQL;
  /** a time, or a placeholder for its ISO text (db/reusable-statement.ts) */
  expiresAt: Date | SQL;
  /** a text expression; an entry with a key that exists already is not inserted */
  dedupeKey?: SQL;
  /** inserted only if this holds (a boolean SQL expression); always when left out */
  when?: SQL;
  /** the rows to insert from (an earlier CTE), so the ids can name its columns */
  from?: SQL;
}) {
  const uuid = (value: string | SQL | undefined) =>
    value === undefined ? sql`null::uuid` : typeof value === 'string' ? sql`${value}::uuid` : value;
  return sql`
    notified as (
      insert into notifications
        (user_id, kind, social_id, join_request_id, actor_id, expires_at, dedupe_key)
      select ${uuid(row.userId)}, ${row.kind}, ${uuid(row.socialId)}, ${uuid(row.joinRequestId)},
        ${uuid(row.actorId)}, ${isoTimestamp(row.expiresAt)}::timestamptz,
        ${row.dedupeKey ?? sql`null::text`}
      ${row.from ? sql`from ${row.from}` : sql``}
      where ${row.when ?? sql`true`}
      on conflict (dedupe_key) do nothing
      returning id, user_id, created_at,
        floor(extract(epoch from created_at) * 1000)::float8 as created_ms
    )` as SQL;
}

/**
 * A decided request needs no more attention: its organiser notification stops counting. A CTE
 * named `notice_read`, for the decision's statement.
 */
export function markJoinRequestNoticeReadCte(joinRequestId: string | SQL) {
  const id = typeof joinRequestId === 'string' ? sql`${joinRequestId}::uuid` : joinRequestId;
  return sql`
    notice_read as (
      update notifications set unread = false
      where join_request_id = ${id} and kind = 'join-request'
    )` as SQL;
}

/** A deleted account's bell: every entry it had. */
export async function deleteByUserId(db: Database, userId: string) {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}
