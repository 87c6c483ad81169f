import type { ConversationDetail, ConversationSummary } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { toChatMessage, toSummary } from './chat-dto.ts';
import { assertMember } from './conversation-access.ts';
import {
  findMembers,
  findOtherMembers,
  findSummaryRows,
  type SummaryRow,
} from './conversations-repository.ts';
import { ensureGroupsOfMember } from './group-membership.ts';
import { findByIds } from './messages-repository.ts';

/** The conversation list shows the most recently active ones; older ones wait for paging. */
export const MAX_CONVERSATIONS_LISTED = 200;

/**
 * My conversations, direct and social, the most recently active first. Muted ones report their
 * real unread count and `muted: true`: the client decides to hide the badge.
 */
export async function listConversations({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<ConversationSummary[]> {
  await ensureGroupsOfMember(deps.db, userId);
  const rows = await findSummaryRows(deps.db, { userId, limit: MAX_CONVERSATIONS_LISTED });
  return summariesOf(deps.db, rows, userId);
}

/** One conversation with its members: members only. */
export async function getConversation({
  deps,
  userId,
  conversationId,
}: {
  deps: Deps;
  userId: string;
  conversationId: string;
}): Promise<ConversationDetail> {
  await assertMember(deps.db, conversationId, userId);
  const summary = await findSummary(deps.db, conversationId, userId);
  return { ...summary, members: await findMembers(deps.db, conversationId) };
}

/** One conversation as `userId` sees it; they must be a member. */
export async function findSummary(
  db: Database,
  conversationId: string,
  userId: string,
): Promise<ConversationSummary> {
  const rows = await findSummaryRows(db, { userId, conversationId, limit: 1 });
  const [summary] = await summariesOf(db, rows, userId);
  if (!summary) throw appError('NOT_A_MEMBER');
  return summary;
}

async function summariesOf(db: Database, rows: SummaryRow[], userId: string) {
  const directIds = rows.filter((row) => row.kind === 'direct').map((row) => row.id);
  const lastIds = rows.flatMap((row) => (row.lastMessageId ? [BigInt(row.lastMessageId)] : []));
  const [others, lastMessages] = await Promise.all([
    findOtherMembers(db, directIds, userId),
    findByIds(db, lastIds),
  ]);
  const lastByConversation = new Map(
    lastMessages.map((message) => [message.conversationId, toChatMessage(message)]),
  );
  return rows.map((row) =>
    toSummary(row, {
      otherUser: others.get(row.id),
      lastMessage: lastByConversation.get(row.id),
    }),
  );
}
