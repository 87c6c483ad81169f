import { rooms } from '@betterplay/contracts';
import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { outbox } from '../../realtime/outbox.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { conversations } from './chat.schema.ts';
import {
  deleteMember,
  findIdBySocialId,
  findMemberIds,
  insertMembers,
} from './conversations-repository.ts';
import { findNewestId } from './messages-repository.ts';

/**
 * A social's group: one conversation per social, whose members are its organiser and everyone
 * holding a place (social_bookings). The operations that change those places call these in
 * their own transaction, so the group and the places change together.
 */

/**
 * Creates the groups these socials do not have yet, with the organiser and every player holding
 * a place, and answers the new groups' ids. Socials made before chat existed get theirs this way
 * (the seed, and lazily from the lists). Idempotent: concurrent calls create each group once.
 * Run it in a transaction: a group and its members are made together.
 */
export async function ensureSocialGroups(db: Database, socialIds: readonly string[]) {
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

/**
 * Creates the groups of the socials `userId` organises or holds a place at that have none: a
 * query on indexed columns, and no write once every such social has its group.
 */
export async function ensureGroupsOfMember(db: Database, userId: string) {
  // Two index-driven halves (the organiser's socials; the socials they hold a place in) rather
  // than one OR across both, which PostgreSQL can only answer by reading every social.
  const withoutGroup = isNull(conversations.id);
  const missing = await union(
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
  if (missing.length === 0) return;
  await db.transaction((tx) =>
    ensureSocialGroups(
      tx,
      missing.map((row) => row.id),
    ),
  );
}

/** Of these socials, the ones without a group yet. */
export async function findSocialsWithoutGroup(db: Database, socialIds: readonly string[]) {
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

/** A new social's group, with its organiser: in the transaction that creates the social. */
export async function startSocialGroup(db: Database, socialId: string) {
  for (const conversationId of await ensureSocialGroups(db, [socialId])) {
    await announceGroupChange(db, conversationId, []);
  }
}

/**
 * A player got a place: they join the social's group (made now if the social had none). The
 * history stays readable, but they start with nothing unread. Every member hears of it: the
 * newcomer sees a new conversation, the others a new member count.
 */
export async function joinSocialGroup(db: Database, member: { socialId: string; userId: string }) {
  const [created] = await ensureSocialGroups(db, [member.socialId]);
  const conversationId = created ?? (await findIdBySocialId(db, member.socialId));
  if (!conversationId) return;
  const added = await insertMembers(db, [
    {
      conversationId,
      userId: member.userId,
      lastReadMessageId: await findNewestId(db, conversationId),
    },
  ]);
  if (created || added.length > 0) await announceGroupChange(db, conversationId, []);
}

/** A player gave up their place: they leave the group; they and the others hear of it. */
export async function leaveSocialGroup(db: Database, member: { socialId: string; userId: string }) {
  const conversationId = await findIdBySocialId(db, member.socialId);
  if (!conversationId) return;
  if (await deleteMember(db, conversationId, member.userId)) {
    await announceGroupChange(db, conversationId, [member.userId]);
  }
}

/** `conversation:updated` to every member, and to those who just left. */
async function announceGroupChange(
  db: Database,
  conversationId: string,
  formerMembers: readonly string[],
) {
  const members = await findMemberIds(db, conversationId);
  await outbox(db)
    .to([...members, ...formerMembers].map(rooms.user))
    .emit('conversation:updated', { conversationId });
}
