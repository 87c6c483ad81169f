import type { ChatGroup } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import {
  findGroupRows,
  findSocialIdsWithoutGroup,
  insertMissingGroups,
  type GroupRow,
} from './social-groups-repository.ts';

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
  const missing = await findSocialIdsWithoutGroup(
    deps.db,
    rows.filter((row) => row.conversationId === null).map((row) => row.socialId),
  );
  if (missing.length === 0) return rows.flatMap(toChatGroup);
  await deps.db.transaction((db) => insertMissingGroups(db, missing));
  return (await findGroupRows(deps.db, { userId, q, now })).flatMap(toChatGroup);
}

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
