import { CHAT_LIMITS, sendMessageSchema, type ChatMessage } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError, validationError } from '../../errors.ts';
import { toChatMessage } from './chat-dto.ts';
import { findAccessLocking } from './conversations-repository.ts';
import type { MessageRow } from './messages-repository.ts';
import { sendInOneStatement } from './send-statement.ts';

export type SendMessageInput = {
  deps: Deps;
  userId: string;
  conversationId: string;
  /** chosen by the sender's client; sending the same one again is the same message */
  clientId: string;
  body: string;
};

/**
 * Stores a message and announces it to every member (`chat:message` to each member's user
 * room), in one transaction (send-statement.ts does the writes in one statement): once this answers, the message is stored and will reach everyone.
 * The same clientId again answers the stored message (`created: false`) without storing or
 * announcing anything, so a client may retry a send it heard nothing back from; reused for a
 * different message it is refused (409). The sender has read their own message.
 *
 * Rate limit: CHAT_LIMITS.messagesPerWindow per windowMs per sender, HTTP and socket together,
 * counted from the messages table, so every API process sees the same count. A lock per sender
 * (a transaction-scoped advisory lock) makes the count and the insert one step, so concurrent
 * sends cannot slip past it; a retry of a stored message is answered before the count.
 */
export async function sendMessage({
  deps,
  userId,
  conversationId,
  clientId,
  body,
}: SendMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
  assertValid({ clientId, body });
  const now = deps.clock.now();
  // Four round trips: begin, access with the sender's lock, the send in one statement (checks,
  // message, read marker and its event), commit.
  return deps.db.transaction(async (db) => {
    const access = await findAccessLocking(db, {
      conversationId,
      userId,
      lockKey: `chat-send:${userId}`,
    });
    assertIsMember(access);
    const sent = await sendInOneStatement(db, {
      conversationId,
      senderId: userId,
      clientId,
      body,
      windowStart: new Date(now.getTime() - CHAT_LIMITS.windowMs),
      limit: CHAT_LIMITS.messagesPerWindow,
      at: now,
    });
    if (sent.stored) {
      return { message: asRetryOf(sent.stored, { conversationId, body }), created: false };
    }
    if (!sent.touched) throw appError('MESSAGES_RATE_LIMITED');
    // The sender's lock makes a conflict on (sender, clientId) impossible here.
    if (sent.insertedId === undefined) throw new Error('the new message was not stored');
    const message = toChatMessage({
      id: sent.insertedId,
      conversationId,
      clientId,
      body,
      createdAt: now,
      ...sent.sender,
    });
    return { message, created: true };
  });
}

/** As assertMember (conversation-access.ts): 404 with no conversation, 403 for a non-member. */
function assertIsMember(access: Awaited<ReturnType<typeof findAccessLocking>>) {
  if (!access) throw appError('CONVERSATION_NOT_FOUND');
  if (access.memberId === null || access.lastReadMessageId === null) {
    throw appError('NOT_A_MEMBER');
  }
}

function asRetryOf(stored: MessageRow, sent: { conversationId: string; body: string }) {
  if (stored.conversationId !== sent.conversationId || stored.body !== sent.body) {
    throw appError('MESSAGE_CLIENT_ID_REUSED');
  }
  return toChatMessage(stored);
}

/** Routes and the socket check this already; other modules calling in get the same rules. */
function assertValid(input: { clientId: string; body: string }) {
  const parsed = sendMessageSchema.safeParse(input);
  const [issue] = parsed.error?.issues ?? [];
  if (issue) throw validationError(issue.path.join('.'), issue.message);
}
