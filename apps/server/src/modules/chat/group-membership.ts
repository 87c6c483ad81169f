import { rooms } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../realtime/outbox.ts';
import {
  deleteMember,
  findIdBySocialId,
  findMemberIds,
  insertMembers,
} from './conversations-repository.ts';
import { findNewestId } from './messages-repository.ts';
import {
  findSocialIdsWithoutGroupOfMember,
  insertMissingGroups,
} from './social-groups-repository.ts';

/**
 * A social's group: one conversation per social, whose members are its organiser and everyone
 * holding a place (social_bookings). The operations that change those places call these in
 * their own transaction, so the group and the places change together.
 */

/**
 * Creates the groups of the socials `userId` organises or holds a place at that have none: a
 * query on indexed columns, and no write once every such social has its group. Socials made
 * before chat existed get theirs this way (and the seed's, and the groups list's, directly).
 */
export async function ensureGroupsOfMember(db: Database, userId: string) {
  const missing = await findSocialIdsWithoutGroupOfMember(db, userId);
  if (missing.length === 0) return;
  await db.transaction((tx) => insertMissingGroups(tx, missing));
}

/**
 * The group of a social made before chat existed, with its organiser and players, told to no
 * one: for a statement that adds a member next and tells every member (the accept's).
 */
export async function ensureSocialGroup(db: Database, socialId: string) {
  await db.transaction((tx) => insertMissingGroups(tx, [socialId]));
}

/** A new social's group, with its organiser: in the transaction that creates the social. */
export async function startSocialGroup(db: Database, socialId: string) {
  for (const conversationId of await insertMissingGroups(db, [socialId])) {
    await announceGroupChange(db, conversationId, []);
  }
}

/**
 * A player got a place: they join the social's group (made now if the social had none). The
 * history stays readable, but they start with nothing unread. Every member hears of it: the
 * newcomer sees a new conversation, the others a new member count.
 */
export async function joinSocialGroup(db: Database, member: { socialId: string; userId: string }) {
  const [created] = await insertMissingGroups(db, [member.socialId]);
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
export async function leaveSocialGroup(
  db: Database,
  member: {
    socialId: string;
    userId: string;
    /** the social's group (null: it has none), when the caller read it already */
    conversationId?: string | null;
  },
) {
  const conversationId =
    member.conversationId === undefined
      ? await findIdBySocialId(db, member.socialId)
      : member.conversationId;
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
