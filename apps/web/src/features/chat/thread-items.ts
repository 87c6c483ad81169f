import type { ChatMessage } from '@betterplay/contracts';
import { compareIds } from './chat-cache.ts';
import type { BubbleMessage } from './message-bubble.tsx';
import type { PendingMessage } from './pending-messages.ts';

export interface ThreadItem {
  key: string;
  message: BubbleMessage;
  /** set for my unconfirmed messages: what a retry sends again */
  pendingClientId: string | null;
  /** the other player has read up to here (direct chats: my latest such message only) */
  seen: boolean;
}

const nameOf = ({ sender }: ChatMessage) => `${sender.firstName} ${sender.lastName}`;

/**
 * What the thread lists: stored messages in server order (by id), then my messages still on
 * their way, in the order I wrote them. A pending message the server has stored already (its
 * answer and the live event raced) shows once, as stored.
 */
export function threadItems(
  messages: ChatMessage[],
  pending: PendingMessage[],
  { me, othersReadUpTo }: { me: string; othersReadUpTo: string | null },
): ThreadItem[] {
  const mine = messages.filter((message) => message.sender.id === me);
  const stored = new Set(mine.map(({ clientId }) => clientId));
  const newestSeen =
    othersReadUpTo === null
      ? undefined
      : mine.filter(({ id }) => compareIds(id, othersReadUpTo) <= 0).at(-1)?.id;
  const seenId = newestSeen !== undefined && newestSeen === mine.at(-1)?.id ? newestSeen : null;

  const sent: ThreadItem[] = messages.map((message) => ({
    key: message.id,
    message: {
      body: message.body,
      createdAt: message.createdAt,
      senderName: nameOf(message),
      mine: message.sender.id === me,
      state: 'sent',
    },
    pendingClientId: null,
    seen: message.id === seenId,
  }));
  const unsent: ThreadItem[] = pending
    .filter(({ clientId }) => !stored.has(clientId))
    .map((entry) => ({
      key: `pending-${entry.clientId}`,
      message: {
        body: entry.body,
        createdAt: entry.createdAt,
        senderName: 'You',
        mine: true,
        state: entry.status,
        error: entry.error,
      },
      pendingClientId: entry.clientId,
      seen: false,
    }));
  return [...sent, ...unsent];
}
