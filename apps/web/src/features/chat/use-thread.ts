import type { ChatMessage, ConversationSummary } from '@betterplay/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { markConversationRead, threadQueryOptions } from './chat-api.ts';
import { compareIds, threadMessages, withReadResult } from './chat-cache.ts';
import { changeConversations } from './chat-live-cache.ts';

/** A conversation's history, and its messages oldest first. */
export function useThread(conversationId: string) {
  const query = useInfiniteQuery(threadQueryOptions(conversationId));
  const messages = useMemo(() => threadMessages(query.data), [query.data]);
  return { ...query, messages };
}

function subscribeToVisibility(listener: () => void) {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribeToVisibility, () => document.visibilityState === 'visible');
}

/**
 * While the thread is on a visible page, what others wrote is read: the server hears up to the
 * newest message (once per message), and the list's unread count takes its answer.
 */
export function useMarkRead(
  conversation: ConversationSummary,
  messages: ChatMessage[],
  me: string,
) {
  const queryClient = useQueryClient();
  const visible = usePageVisible();
  const sentUpTo = useRef<string | null>(null);
  const newest = messages.at(-1)?.id ?? null;
  const unreadFromOthers = messages.some(
    (message) =>
      message.sender.id !== me && compareIds(message.id, conversation.lastReadMessageId) > 0,
  );

  useEffect(() => {
    if (!visible || !unreadFromOthers || newest === null) return;
    if (sentUpTo.current !== null && compareIds(sentUpTo.current, newest) >= 0) return;
    sentUpTo.current = newest;
    markConversationRead(conversation.id, newest).then(
      (result) => changeConversations(queryClient, (list) => withReadResult(list, result)),
      () => {
        // Unread stays unread; the next message or visit tries again.
        sentUpTo.current = null;
      },
    );
  }, [visible, unreadFromOthers, newest, conversation.id, queryClient]);
}
