import { rooms } from '@betterplay/contracts';
import { sqlStateOf } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox } from '../../realtime/outbox.ts';
import { existsById } from '../users/users-repository.ts';
import {
  directKeyOf,
  findIdByDirectKey,
  insertDirectConversation,
  insertMembers,
} from './conversations-repository.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The direct conversation between two players: the one they have, or a new one. Concurrent
 * opens by either player make one conversation: the pair's key is unique, the loser's insert
 * does nothing and it reads the winner's once that commits. Both players hear of a new one.
 */
export async function openDirectConversation({
  deps,
  userId,
  otherUserId,
}: {
  deps: Deps;
  userId: string;
  otherUserId: string;
}): Promise<{ conversationId: string; created: boolean }> {
  if (userId === otherUserId) throw appError('CANNOT_CHAT_WITH_SELF');
  const directKey = directKeyOf(userId, otherUserId);
  const existing = await findIdByDirectKey(deps.db, directKey);
  if (existing) return { conversationId: existing, created: false };
  if (!(await existsById(deps.db, otherUserId))) throw appError('USER_NOT_FOUND');
  return deps.db.transaction(async (db) => {
    const conversationId = await insertDirectConversation(db, {
      directKey,
      createdAt: deps.clock.now(),
    });
    if (!conversationId) {
      const raced = await findIdByDirectKey(db, directKey);
      if (!raced) throw new Error('the direct conversation was neither created nor found');
      return { conversationId: raced, created: false };
    }
    await insertMembers(db, [
      { conversationId, userId },
      { conversationId, userId: otherUserId },
    ]).catch((error: unknown) => {
      // The other account was deleted since it was looked up.
      if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw appError('USER_NOT_FOUND');
      throw error;
    });
    await outbox(db)
      .to([rooms.user(userId), rooms.user(otherUserId)])
      .emit('conversation:updated', { conversationId });
    return { conversationId, created: true };
  });
}
