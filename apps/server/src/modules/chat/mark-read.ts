import { rooms } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { outbox } from '../../realtime/outbox.ts';
import { assertMember } from './conversation-access.ts';
import { advanceLastRead, findMemberIds } from './conversations-repository.ts';
import { toMessageId } from './list-messages.ts';
import { countUnread, findNewestId } from './messages-repository.ts';

/**
 * The member has read up to `upTo`. The marker only moves forward, and never past the newest
 * message (a larger `upTo` means "everything"). When it moves, every member hears `chat:read`
 * (the sender's "seen", the reader's other tabs). Answers the marker and what is still unread.
 */
export async function markRead({
  deps,
  userId,
  conversationId,
  upTo,
}: {
  deps: Deps;
  userId: string;
  conversationId: string;
  upTo: string;
}) {
  return deps.db.transaction(async (db) => {
    const { lastReadMessageId: before } = await assertMember(db, conversationId, userId);
    const newest = await findNewestId(db, conversationId);
    const wanted = toMessageId(upTo);
    const target = wanted < newest ? wanted : newest;
    const lastRead =
      (await advanceLastRead(db, { conversationId, userId, upTo: target })) ?? before;
    const readState = { conversationId, userId, lastReadMessageId: lastRead.toString() };
    if (lastRead !== before) {
      const members = await findMemberIds(db, conversationId);
      await outbox(db).to(members.map(rooms.user)).emit('chat:read', readState);
    }
    const unreadCount = await countUnread(db, { conversationId, userId, after: lastRead });
    return { ...readState, unreadCount };
  });
}
