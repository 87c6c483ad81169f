import { rooms } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { outbox } from '../../realtime/outbox.ts';
import { assertMember } from './conversation-access.ts';
import { updateMuted } from './conversations-repository.ts';

/** Mutes or unmutes a conversation for this member only; their other tabs hear of it. */
export async function muteConversation({
  deps,
  userId,
  conversationId,
  muted,
}: {
  deps: Deps;
  userId: string;
  conversationId: string;
  muted: boolean;
}) {
  return deps.db.transaction(async (db) => {
    await assertMember(db, conversationId, userId);
    await updateMuted(db, { conversationId, userId, muted });
    await outbox(db).to(rooms.user(userId)).emit('conversation:updated', { conversationId });
    return { conversationId, muted };
  });
}
