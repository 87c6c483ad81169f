import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { upcomingOrder, upcomingSocialIds } from '../socials/upcoming-socials-repository.ts';
import { conversations } from './chat.schema.ts';
import { findByIds } from './messages-repository.ts';

/**
 * Queries of socials' groups: one conversation per social, whose members are its organiser and
 * everyone holding a place (social_bookings).
 */

/**
 * Creates the groups these socials do not have yet, with the organiser and every player holding
 * a place, and answers the new groups' ids. Idempotent: concurrent calls create each group
 * once. Run it in a transaction: a group and its members are made together.
 */
export async function insertMissingGroups(db: Database, socialIds: readonly string[]) {
  const ids = [...new Set(socialIds)];
  if (ids.length === 0) return [];
  const created = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into conversations (kind, social_id, created_at, last_message_at)
      select 'social', socials.id, socials.created_at, socials.created_at
      from socials where ${inArray(socials.id, ids)}
      on conflict (social_id) do nothing
      returning id`),
  ).map((row) => row.id);
  if (created.length === 0) return [];
  await db.execute(sql`
    insert into conversation_members (conversation_id, user_id)
    select conversations.id, socials.organizer_id
    from conversations join socials on socials.id = conversations.social_id
    where ${inArray(conversations.id, created)}
    union
    select conversations.id, social_bookings.user_id
    from conversations join social_bookings on social_bookings.social_id = conversations.social_id
    where ${inArray(conversations.id, created)}
    on conflict do nothing`);
  return created;
}

/** The socials `userId` organises or holds a place at that have no group yet. */
export async function findSocialIdsWithoutGroupOfMember(db: Database, userId: string) {
  // Two index-driven halves (the organiser's socials; the socials they hold a place in) rather
  // than one OR across both, which PostgreSQL can only answer by reading every social.
  const withoutGroup = isNull(conversations.id);
  const rows = await union(
    db
      .select({ id: socials.id })
      .from(socials)
      .leftJoin(conversations, eq(conversations.socialId, socials.id))
      .where(and(withoutGroup, eq(socials.organizerId, userId))),
    db
      .select({ id: socialBookings.socialId })
      .from(socialBookings)
      .leftJoin(conversations, eq(conversations.socialId, socialBookings.socialId))
      .where(and(withoutGroup, eq(socialBookings.userId, userId))),
  );
  return rows.map((row) => row.id);
}

/** Of these socials, the ones without a group yet. */
export async function findSocialIdsWithoutGroup(db: Database, socialIds: readonly string[]) {
  if (socialIds.length === 0) return [];
  const rows = await db
    .select({ id: socials.id })
    .from(socials)
    .where(
      and(
        inArray(socials.id, [...socialIds]),
        notExists(
          db
            .select({ one: sql`1` })
            .from(conversations)
            .where(eq(conversations.socialId, socials.id)),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** How many groups 'Join Social Groups' lists at most: the soonest socials matching the search. */
export const MAX_CHAT_GROUPS_LISTED = 50;

/**
 * The soonest upcoming socials searched by name, through their ordered indexes, each with its
 * group (null before it has one), its member count, and whether `userId` is a member or has a
 * join request waiting.
 */
export function findGroupRows(db: Database, query: { userId: string; q: string; now: Date }) {
  const { userId } = query;
  const listed = upcomingSocialIds(
    db,
    { type: 'all', now: query.now, ...(query.q === '' ? {} : { q: query.q }) },
    { offset: 0, limit: MAX_CHAT_GROUPS_LISTED, alias: 'listed' },
  );
  return db
    .select({
      socialId: socials.id,
      organizerId: socials.organizerId,
      title: socials.name,
      description: socials.description,
      category: socials.category,
      conversationId: conversations.id,
      memberCount: sql<number>`(select count(*)::int from conversation_members cm
        where cm.conversation_id = ${conversations.id})`,
      isMember: sql<boolean>`exists (select 1 from conversation_members cm
        where cm.conversation_id = ${conversations.id} and cm.user_id = ${userId})`,
      requested: sql<boolean>`exists (select 1 from join_requests jr
        where jr.social_id = ${socials.id} and jr.user_id = ${userId} and jr.status = 'pending')`,
    })
    .from(listed)
    .innerJoin(socials, eq(socials.id, listed.id))
    .leftJoin(conversations, eq(conversations.socialId, socials.id))
    .orderBy(...upcomingOrder());
}

export type GroupRow = Awaited<ReturnType<typeof findGroupRows>>[number];

/** The newest message of each social's group, by social id (the organiser's groups list). */
export async function findLastGroupMessages(db: Database, socialIds: readonly string[]) {
  const bySocial = new Map<string, { body: string; createdAt: Date }>();
  if (socialIds.length === 0) return bySocial;
  const groups = await db
    .select({
      socialId: conversations.socialId,
      // Spelt out: a one-table select writes its columns unqualified, and "id" would be m.id.
      lastMessageId: sql<string | null>`(select max(m.id)::text from messages m
        where m.conversation_id = conversations.id)`,
    })
    .from(conversations)
    .where(inArray(conversations.socialId, [...socialIds]));
  const lastIds = groups.flatMap((group) =>
    group.lastMessageId ? [BigInt(group.lastMessageId)] : [],
  );
  const socialOf = new Map(
    groups.map((group) => [group.lastMessageId ?? '', group.socialId ?? '']),
  );
  for (const message of await findByIds(db, lastIds)) {
    const socialId = socialOf.get(message.id.toString());
    if (socialId) bySocial.set(socialId, { body: message.body, createdAt: message.createdAt });
  }
  return bySocial;
}
