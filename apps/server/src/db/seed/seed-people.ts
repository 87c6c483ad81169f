import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { conversationMembers, conversations, messages } from '../../modules/chat/chat.schema.ts';
import { directKeyOf, findIdByDirectKey } from '../../modules/chat/conversations-repository.ts';
import { insertMissingGroups } from '../../modules/chat/social-groups-repository.ts';
import { friendships } from '../../modules/friends/friends.schema.ts';
import {
  DEMO_CONVERSATIONS,
  DEMO_FRIENDSHIPS,
  DEMO_GROUP_LINES,
  DEMO_GROUPS_WITH_MESSAGES,
  type DemoConversation,
} from './demo-people.ts';
import { demoSocials } from './demo-socials.ts';
import { ORGANISER, PLAYER, type DemoUser } from './demo-users.ts';
import { stableId } from './stable-id.ts';

const userId = (user: DemoUser) => stableId(`user:${user.key}`);
const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/**
 * Friends, direct conversations with some history, and a group for every demo social (its
 * organiser and players), a few with messages. Idempotent like the rest of the seed: stable ids
 * and client ids, inserts that leave existing rows alone, read markers that only move forward.
 * Runs after the socials and their places are in.
 */
export async function seedPeople(db: Database, now: Date) {
  await db
    .insert(friendships)
    .values(
      DEMO_FRIENDSHIPS.map(([follower, friend]) => ({
        followerId: userId(follower),
        friendId: userId(friend),
      })),
    )
    .onConflictDoNothing();
  for (const conversation of DEMO_CONVERSATIONS) await seedDirect(db, conversation, now);
  const planned = demoSocials();
  const groups = await insertMissingGroups(
    db,
    planned.map((social) => stableId(`social:${social.key}`)),
  );
  // Quiet groups sort below the conversations with recent history, as they would in use.
  if (groups.length > 0) {
    const weekAgo = minutesBefore(now, 7 * 24 * 60);
    await db
      .update(conversations)
      .set({ createdAt: weekAgo, lastMessageAt: weekAgo })
      .where(inArray(conversations.id, groups));
  }
  await seedGroupMessages(db, planned, now);
}

async function seedDirect(db: Database, conversation: DemoConversation, now: Date) {
  const [first] = conversation.lines;
  const last = conversation.lines.at(-1);
  if (!first || !last) return;
  const directKey = directKeyOf(userId(conversation.a), userId(conversation.b));
  await db
    .insert(conversations)
    .values({
      id: stableId(`conversation:${conversation.key}`),
      kind: 'direct',
      directKey,
      createdAt: minutesBefore(now, first.minutesAgo + 1),
      lastMessageAt: minutesBefore(now, last.minutesAgo),
    })
    .onConflictDoNothing();
  // The pair may have started their own conversation before this seed ran: use theirs.
  const conversationId = await findIdByDirectKey(db, directKey);
  if (!conversationId) throw new Error(`no conversation for ${conversation.key}`);

  const sent = conversation.lines.map((line, index) => ({
    conversationId,
    senderId: userId(line.from === 'a' ? conversation.a : conversation.b),
    clientId: `seed-${conversation.key}-${index + 1}`,
    body: line.body,
    createdAt: minutesBefore(now, line.minutesAgo),
  }));
  // In time order, so ids grow with time as they do for real messages.
  await db.insert(messages).values(sent).onConflictDoNothing();

  const readByA = sent[sent.length - 1 - conversation.unreadByA];
  const readByB = sent.at(-1);
  await db
    .insert(conversationMembers)
    .values([
      { conversationId, userId: userId(conversation.a), lastReadMessageId: idOf(readByA) },
      { conversationId, userId: userId(conversation.b), lastReadMessageId: idOf(readByB) },
    ])
    .onConflictDoNothing();
}

/** The id of a seeded message, in SQL (0 for none), for a read marker. */
const idOf = (message: { senderId: string; clientId: string } | undefined) =>
  message
    ? sql`coalesce((select ${messages.id} from ${messages}
        where ${messages.senderId} = ${message.senderId}
          and ${messages.clientId} = ${message.clientId}), 0)`
    : sql`0`;

/**
 * A few lines in Olivia's first upcoming groups that Alex is in: Alex has read up to his own
 * line, so Olivia's answer is unread for him; Olivia has read everything.
 */
async function seedGroupMessages(db: Database, planned: ReturnType<typeof demoSocials>, now: Date) {
  const candidates = planned
    .filter((social) => social.organizerSlot === 0 && social.dayOffset > 0)
    .map((social) => ({ key: social.key, socialId: stableId(`social:${social.key}`) }));
  const withAlex = await db
    .select({ socialId: conversations.socialId, conversationId: conversations.id })
    .from(conversations)
    .innerJoin(conversationMembers, eq(conversationMembers.conversationId, conversations.id))
    .where(
      and(
        inArray(
          conversations.socialId,
          candidates.map((candidate) => candidate.socialId),
        ),
        eq(conversationMembers.userId, userId(PLAYER)),
      ),
    );
  const groupOf = new Map(withAlex.map((row) => [row.socialId, row.conversationId]));
  const chosen = candidates
    .flatMap((candidate) => {
      const conversationId = groupOf.get(candidate.socialId);
      return conversationId ? [{ key: candidate.key, conversationId }] : [];
    })
    .slice(0, DEMO_GROUPS_WITH_MESSAGES);

  for (const { key, conversationId } of chosen) {
    const sent = DEMO_GROUP_LINES.map((line, index) => ({
      conversationId,
      senderId: userId(line.from === 'organiser' ? ORGANISER : PLAYER),
      clientId: `seed-group-${key}-${index + 1}`,
      body: line.body,
      createdAt: minutesBefore(now, line.minutesAgo),
    }));
    await db.insert(messages).values(sent).onConflictDoNothing();
    // From the stored messages: a second run (with a later `now`) moves nothing.
    await db
      .update(conversations)
      .set({
        lastMessageAt: sql`greatest(${conversations.lastMessageAt}, (select max(${messages.createdAt})
          from ${messages} where ${messages.conversationId} = ${conversationId}))`,
      })
      .where(eq(conversations.id, conversationId));
    const alexLine = sent.findLast((message) => message.senderId === userId(PLAYER));
    await readUpTo(db, conversationId, userId(ORGANISER), sent.at(-1));
    await readUpTo(db, conversationId, userId(PLAYER), alexLine);
  }
}

async function readUpTo(
  db: Database,
  conversationId: string,
  memberId: string,
  message: { senderId: string; clientId: string } | undefined,
) {
  await db
    .update(conversationMembers)
    .set({
      lastReadMessageId: sql`greatest(${conversationMembers.lastReadMessageId}, ${idOf(message)})`,
    })
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        eq(conversationMembers.userId, memberId),
      ),
    );
}
