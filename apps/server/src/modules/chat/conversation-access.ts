import type { Database } from '../../db/client.ts';
import { appError } from '../../errors.ts';
import { findAccess } from './conversations-repository.ts';

/**
 * Every read and write of a conversation starts here: 404 when it does not exist, 403 when the
 * caller is not (or no longer) one of its members. Answers the caller's read marker.
 */
export async function assertMember(db: Database, conversationId: string, userId: string) {
  const access = await findAccess(db, conversationId, userId);
  if (!access) throw appError('CONVERSATION_NOT_FOUND');
  if (access.memberId === null || access.lastReadMessageId === null) {
    throw appError('NOT_A_MEMBER');
  }
  return { lastReadMessageId: access.lastReadMessageId };
}
