import { useLiveAnnouncement } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { withListMessage, withReadState } from './chat-cache.ts';
import { chatKeys } from './chat-api.ts';
import { addToThread, changeConversations } from './chat-live-cache.ts';
import { isConversationOnScreen } from './open-conversation.ts';
import { pendingMessagesOf } from './pending-messages.ts';

/** How much of a message the live region reads out. */
const ANNOUNCED_LENGTH = 140;

function shortened(body: string): string {
  return body.length > ANNOUNCED_LENGTH ? `${body.slice(0, ANNOUNCED_LENGTH)}...` : body;
}

/**
 * Keeps the chat screen current while it is open: new messages join their thread and the list
 * (unread counts grow, unless the thread is on screen), read states clear counts and show
 * "Seen", and a changed conversation reloads. Returns what the open thread's polite live region
 * says: the latest message someone else wrote there.
 */
export function useLiveChat(me: string, openConversationId: string | null): string {
  const queryClient = useQueryClient();
  const [arrival, setArrival] = useState<{ id: string; text: string } | null>(null);

  useRealtimeEvent('chat:message', (message) => {
    const mine = message.sender.id === me;
    // The event may come before the answer to my own send: either one confirms it.
    if (mine) pendingMessagesOf(queryClient).remove(message.clientId);
    addToThread(queryClient, message);
    const seen = isConversationOnScreen(message.conversationId);
    changeConversations(queryClient, (list) =>
      withListMessage(list, message, { fromMe: mine, onScreen: seen }),
    );
    if (!mine && message.conversationId === openConversationId) {
      const { firstName, lastName } = message.sender;
      setArrival({
        id: message.id,
        text: `New message from ${firstName} ${lastName}: ${shortened(message.body)}`,
      });
    }
  });

  useRealtimeEvent('chat:read', (state) => {
    changeConversations(queryClient, (list) => withReadState(list, state, me));
  });

  // Members, mute or a conversation I was just added to: the server says "reload it".
  useRealtimeEvent('conversation:updated', ({ conversationId }) => {
    updateOrRefetch(queryClient, chatKeys.conversations);
    updateOrRefetch(queryClient, chatKeys.conversation(conversationId));
    updateOrRefetch(queryClient, chatKeys.groupsAll);
  });

  return useLiveAnnouncement(arrival?.id ?? '', arrival?.text ?? null);
}
