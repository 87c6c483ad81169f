import type { ChatGroup } from '@betterplay/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { socials } from '../socials/socials.schema.ts';
import { upcomingOrder, upcomingSocialIds } from '../socials/upcoming-socials.ts';
import { conversations } from './chat.schema.ts';
import { ensureSocialGroups, findSocialsWithoutGroup } from './group-membership.ts';

/** 'Join Social Groups' shows the soonest socials matching the search, not all of them. */
export const MAX_CHAT_GROUPS_LISTED = 50;

/**
 * The groups of upcoming socials (recurring ones never pass), soonest first, searched by the
 * social's name; whether the caller is a member and whether their join request is waiting.
 * Socials from before chat existed get their group here, so every row has one to open.
 */
export async function listChatGroups({
  deps,
  userId,
  q,
}: {
  deps: Deps;
  userId: string;
  q: string;
}): Promise<ChatGroup[]> {
  const now = deps.clock.now();
  const rows = await findGroupRows(deps.db, { userId, q, now });
  const missing = await findSocialsWithoutGroup(
    deps.db,
    rows.filter((row) => row.conversationId === null).map((row) => row.socialId),
  );
  if (missing.length === 0) return rows.flatMap(toChatGroup);
  await deps.db.transaction((db) => ensureSocialGroups(db, missing));
  return (await findGroupRows(deps.db, { userId, q, now })).flatMap(toChatGroup);
}

function findGroupRows(db: Database, query: { userId: string; q: string; now: Date }) {
  const { userId } = query;
  // The soonest upcoming socials through their ordered indexes (upcoming-socials.ts).
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

type GroupRow = Awaited<ReturnType<typeof findGroupRows>>[number];

function toChatGroup(row: GroupRow): ChatGroup[] {
  if (row.conversationId === null) return [];
  return [
    {
      conversationId: row.conversationId,
      socialId: row.socialId,
      organizerId: row.organizerId,
      title: row.title,
      description: row.description,
      category: row.category,
      memberCount: row.memberCount,
      isMember: row.isMember,
      requested: row.requested,
    },
  ];
}
