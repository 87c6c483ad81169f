import { formatCents, rooms, SPLIT_INVITATION_CLIENT_ID_PREFIX } from '@betterplay/contracts';
import type { Database } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { dayText } from '../../../lib/day-text.ts';
import { outbox } from '../../../realtime/outbox.ts';
import { toChatMessage } from '../../chat/chat-dto.ts';
import {
  advanceLastRead,
  findMemberIds,
  touchConversation,
} from '../../chat/conversations-repository.ts';
import { findById, insertMessage } from '../../chat/messages-repository.ts';
import { openDirectConversation } from '../../chat/open-direct-conversation.ts';

export type SplitInvitation = {
  ownerFirstName: string;
  courtName: string;
  stadiumName: string;
  /** local 'YYYY-MM-DD' and 'HH:MM' */
  date: string;
  time: string;
  durationHours: number;
  amountCents: number;
  shareId: string;
};

/** '18:00' → '6:00 PM', as the web shows times */
function timeText(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** The invitation's words; the web turns the in-app path into a link. */
export function splitInvitationText(invitation: SplitInvitation): string {
  const hours = `${invitation.durationHours} ${invitation.durationHours === 1 ? 'hour' : 'hours'}`;
  return (
    `${invitation.ownerFirstName} invited you to split ${invitation.courtName} at ` +
    `${invitation.stadiumName} on ${dayText(invitation.date)} at ${timeText(invitation.time)} for ${hours}. ` +
    `Your share is ${formatCents(invitation.amountCents)}. ` +
    `Pay or decline it here: /activity?share=${invitation.shareId}`
  );
}

/**
 * The owner's message to the friend in their direct conversation (opened if they have none),
 * inside the split's transaction: stored and announced ('chat:message' to both, through the
 * outbox) like any message, or not at all. Its clientId names the share, so it is one message
 * per share. It skips the chat's rate limit: the split sends at most SPLIT_MAX_FRIENDS of them,
 * and a player who had just chatted must still be able to split.
 */
export async function postSplitInvitation(
  db: Database,
  {
    deps,
    ownerId,
    friendId,
    invitation,
  }: {
    deps: Deps;
    ownerId: string;
    friendId: string;
    invitation: SplitInvitation;
  },
) {
  const now = deps.clock.now();
  // The chat's own operation, on this transaction (its own becomes a savepoint within it).
  const { conversationId } = await openDirectConversation({
    deps: { ...deps, db },
    userId: ownerId,
    otherUserId: friendId,
  });
  await touchConversation(db, conversationId, now);
  const id = await insertMessage(db, {
    conversationId,
    senderId: ownerId,
    clientId: `${SPLIT_INVITATION_CLIENT_ID_PREFIX}${invitation.shareId}`,
    body: splitInvitationText(invitation),
    createdAt: now,
  });
  const row = id === undefined ? undefined : await findById(db, id);
  if (!row) throw new Error('the split invitation could not be stored');
  await advanceLastRead(db, { conversationId, userId: ownerId, upTo: row.id });
  const members = await findMemberIds(db, conversationId);
  await outbox(db).to(members.map(rooms.user)).emit('chat:message', toChatMessage(row));
  return { conversationId, messageId: row.id.toString() };
}
