import { CHAT_LIMITS, rooms, sendMessageSchema, type ChatMessage } from '@betterplay/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError, validationError } from '../../errors.ts';
import { outbox } from '../../realtime/outbox.ts';
import { toChatMessage } from './chat-dto.ts';
import { assertMember } from './conversation-access.ts';
import { advanceLastRead, findMemberIds, touchConversation } from './conversations-repository.ts';
import {
  countSentAfter,
  findById,
  findBySenderAndClientId,
  insertMessage,
  type MessageRow,
} from './messages-repository.ts';

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
 * room), in one transaction: once this answers, the message is stored and will reach everyone.
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
  return deps.db.transaction(async (db) => {
    await assertMember(db, conversationId, userId);
    await lockSender(db, userId);
    const stored = await findBySenderAndClientId(db, userId, clientId);
    if (stored) return { message: asRetryOf(stored, { conversationId, body }), created: false };

    const windowStart = new Date(now.getTime() - CHAT_LIMITS.windowMs);
    if ((await countSentAfter(db, userId, windowStart)) >= CHAT_LIMITS.messagesPerWindow) {
      throw appError('MESSAGES_RATE_LIMITED');
    }
    await touchConversation(db, conversationId, now);
    const id = await insertMessage(db, {
      conversationId,
      senderId: userId,
      clientId,
      body,
      createdAt: now,
    });
    // The sender's lock makes a conflict on (sender, clientId) impossible here.
    const row = id === undefined ? undefined : await findById(db, id);
    if (!row) throw new Error('the new message could not be read back');
    await advanceLastRead(db, { conversationId, userId, upTo: row.id });
    const message = toChatMessage(row);
    const members = await findMemberIds(db, conversationId);
    await outbox(db).to(members.map(rooms.user)).emit('chat:message', message);
    return { message, created: true };
  });
}

/** One sender's sends run one at a time (other senders are not held up). */
async function lockSender(db: Database, userId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`chat-send:${userId}`}, 0))`,
  );
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
