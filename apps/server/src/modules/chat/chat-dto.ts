import type { ChatMessage, ConversationSummary, Person } from '@betterplay/contracts';
import type { SummaryRow } from './conversations-repository.ts';
import type { MessageRow } from './messages-repository.ts';

/** Field by field: socket payloads are not stripped by a response schema. */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id.toString(),
    conversationId: row.conversationId,
    clientId: row.clientId,
    sender: {
      id: row.senderId,
      firstName: row.senderFirstName,
      lastName: row.senderLastName,
      avatar: row.senderAvatar,
    },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a member of a direct conversation sees when the other player's account is gone. */
const FORMER_PLAYER = 'Former player';

export function toSummary(
  row: SummaryRow,
  related: { otherUser: Person | undefined; lastMessage: ChatMessage | undefined },
): ConversationSummary {
  const social =
    row.kind === 'social' && row.socialId !== null
      ? {
          id: row.socialId,
          name: row.socialName ?? '',
          description: row.socialDescription ?? '',
          category: row.socialCategory ?? '',
          organizerId: row.socialOrganizerId ?? '',
        }
      : null;
  const otherUser = row.kind === 'direct' ? (related.otherUser ?? null) : null;
  return {
    id: row.id,
    kind: row.kind,
    title: social
      ? social.name
      : otherUser
        ? `${otherUser.firstName} ${otherUser.lastName}`.trim()
        : FORMER_PLAYER,
    avatar: otherUser?.avatar ?? '',
    otherUser,
    social,
    memberCount: row.memberCount,
    lastMessage: related.lastMessage ?? null,
    unreadCount: row.unreadCount,
    muted: row.muted,
    lastReadMessageId: row.lastReadMessageId.toString(),
    othersReadUpTo: row.othersReadUpTo,
    updatedAt: row.lastMessageAt.toISOString(),
  };
}
