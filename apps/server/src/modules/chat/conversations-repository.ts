import { and, asc, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socials } from '../socials/socials.schema.ts';
import { users } from '../users/users.schema.ts';
import { conversationMembers, conversations } from './chat.schema.ts';

/** The one repository of conversations and their members. */

/** The pair's key: their two ids sorted, so either may open the one conversation. */
export const directKeyOf = (userId: string, otherUserId: string) =>
  [userId, otherUserId].sort().join(':');

/** A new direct conversation, or nothing back when the pair already has one. */
export async function insertDirectConversation(
  db: Database,
  conversation: { directKey: string; createdAt: Date },
) {
  const [row] = await db
    .insert(conversations)
    .values({
      kind: 'direct',
      directKey: conversation.directKey,
      createdAt: conversation.createdAt,
      lastMessageAt: conversation.createdAt,
    })
    .onConflictDoNothing({ target: conversations.directKey })
    .returning({ id: conversations.id });
  return row?.id;
}

export async function findIdByDirectKey(db: Database, directKey: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, directKey))
    .limit(1);
  return row?.id;
}

export async function findIdBySocialId(db: Database, socialId: string) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.socialId, socialId))
    .limit(1);
  return row?.id;
}

/** Adds members (those already in stay as they are); answers the ids added. */
export async function insertMembers(
  db: Database,
  members: { conversationId: string; userId: string; lastReadMessageId?: bigint }[],
) {
  if (members.length === 0) return [];
  const rows = await db
    .insert(conversationMembers)
    .values(members)
    .onConflictDoNothing()
    .returning({ userId: conversationMembers.userId });
  return rows.map((row) => row.userId);
}

export async function deleteMember(db: Database, conversationId: string, userId: string) {
  const rows = await db
    .delete(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, userId),
      ),
    )
    .returning({ userId: conversationMembers.userId });
  return rows.length > 0;
}

/**
 * `insertMembers` of one newcomer as a CTE named `joined` (user_id), for a statement that does
 * more in the same round trip: they start with nothing unread (read up to the newest message),
 * and only if `condition` (a boolean SQL expression, e.g. that a place was booked) holds. Each
 * id is a parameter, or an expression on an earlier CTE of the statement.
 */
export function joinMemberCte(
  member: { conversationId: string | SQL; userId: string | SQL },
  condition: SQL,
) {
  const uuid = (value: string | SQL) => (typeof value === 'string' ? sql`${value}::uuid` : value);
  const conversationId = uuid(member.conversationId);
  return sql`
    joined as (
      insert into conversation_members (conversation_id, user_id, last_read_message_id)
      select ${conversationId}, ${uuid(member.userId)},
        coalesce((select max(id) from messages where conversation_id = ${conversationId}), 0)
      where ${conversationId} is not null and ${condition}
      on conflict do nothing
      returning user_id
    )` as SQL;
}

/** Whether the conversation exists, and the user's membership of it if any. */
export async function findAccess(db: Database, conversationId: string, userId: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      memberId: conversationMembers.userId,
      lastReadMessageId: conversationMembers.lastReadMessageId,
    })
    .from(conversations)
    .leftJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, userId),
      ),
    )
    .where(eq(conversations.id, conversationId))
    .limit(1);
  return row;
}

/**
 * `findAccess`, taking in the same round trip a transaction-scoped advisory lock on `lockKey`
 * (the send path locks its sender this way: one round trip instead of two).
 */
export async function findAccessLocking(
  db: Database,
  access: { conversationId: string; userId: string; lockKey: string },
) {
  const [row] = await db
    .select({
      memberId: conversationMembers.userId,
      lastReadMessageId: conversationMembers.lastReadMessageId,
      locked: sql<boolean>`pg_advisory_xact_lock(hashtextextended(${access.lockKey}, 0)) is not null`,
    })
    .from(conversations)
    .leftJoin(
      conversationMembers,
      and(
        eq(conversationMembers.conversationId, conversations.id),
        eq(conversationMembers.userId, access.userId),
      ),
    )
    .where(eq(conversations.id, access.conversationId))
    .limit(1);
  return row;
}

export async function findMemberIds(db: Database, conversationId: string) {
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.userId));
  return rows.map((row) => row.userId);
}

/** The members with their names, the earliest to join first. */
export async function findMembers(db: Database, conversationId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, conversationId))
    .orderBy(asc(conversationMembers.joinedAt), asc(users.firstName), asc(users.id));
}

/**
 * Moves the conversation's last activity to `at` (never back). Taking the row's lock first makes
 * messages of one conversation get their ids and commit in the same order, so its members'
 * sockets hear them in id order.
 */
export async function touchConversation(db: Database, conversationId: string, at: Date) {
  await db
    .update(conversations)
    .set({
      lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(conversations.id, conversationId));
}

/** Moves a member's read marker forward to `upTo` (never back); answers where it now is. */
export async function advanceLastRead(
  db: Database,
  member: { conversationId: string; userId: string; upTo: bigint },
) {
  const [row] = await db
    .update(conversationMembers)
    .set({
      lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${member.upTo.toString()}::bigint)`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, member.conversationId),
        eq(conversationMembers.userId, member.userId),
      ),
    )
    .returning({ lastReadMessageId: conversationMembers.lastReadMessageId });
  return row?.lastReadMessageId;
}

export async function updateMuted(
  db: Database,
  member: { conversationId: string; userId: string; muted: boolean },
) {
  await db
    .update(conversationMembers)
    .set({ muted: member.muted })
    .where(
      and(
        eq(conversationMembers.conversationId, member.conversationId),
        eq(conversationMembers.userId, member.userId),
      ),
    );
}

/**
 * The user's conversations as they see them, the most recently active first. The counts and the
 * newest message's id are subqueries on the (conversation_id, id) index.
 */
export async function findSummaryRows(
  db: Database,
  query: { userId: string; conversationId?: string; limit: number },
) {
  const { userId } = query;
  return db
    .select({
      id: conversations.id,
      kind: conversations.kind,
      lastMessageAt: conversations.lastMessageAt,
      muted: conversationMembers.muted,
      lastReadMessageId: conversationMembers.lastReadMessageId,
      socialId: socials.id,
      socialName: socials.name,
      socialDescription: socials.description,
      socialCategory: socials.category,
      socialOrganizerId: socials.organizerId,
      memberCount: sql<number>`(select count(*)::int from conversation_members cm
        where cm.conversation_id = ${conversations.id})`,
      othersReadUpTo: sql<string>`(select coalesce(max(cm.last_read_message_id), 0)::text
        from conversation_members cm
        where cm.conversation_id = ${conversations.id} and cm.user_id <> ${userId})`,
      unreadCount: sql<number>`(select count(*)::int from messages m
        where m.conversation_id = ${conversations.id}
          and m.id > ${conversationMembers.lastReadMessageId} and m.sender_id <> ${userId})`,
      lastMessageId: sql<string | null>`(select max(m.id)::text from messages m
        where m.conversation_id = ${conversations.id})`,
    })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .leftJoin(socials, eq(socials.id, conversations.socialId))
    .where(
      and(
        eq(conversationMembers.userId, userId),
        query.conversationId === undefined ? undefined : eq(conversations.id, query.conversationId),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(query.limit);
}

export type SummaryRow = Awaited<ReturnType<typeof findSummaryRows>>[number];

/** The other member of each direct conversation, by conversation id. */
export async function findOtherMembers(db: Database, conversationIds: string[], userId: string) {
  const byConversation = new Map<
    string,
    { id: string; firstName: string; lastName: string; avatar: string }
  >();
  if (conversationIds.length === 0) return byConversation;
  const rows = await db
    .select({
      conversationId: conversationMembers.conversationId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatar: users.avatar,
    })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(
      and(
        inArray(conversationMembers.conversationId, conversationIds),
        ne(conversationMembers.userId, userId),
      ),
    );
  for (const { conversationId, ...person } of rows) byConversation.set(conversationId, person);
  return byConversation;
}
