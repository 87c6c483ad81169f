import type { ChatMessage, ConversationSummary } from '@betterplay/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { withThreadMessage, type Thread } from './chat-cache.ts';
import { chatKeys } from './chat-api.ts';

/**
 * Applies a change to the conversation list; a change that does not know the conversation
 * (undefined: one I was just added to) reloads the list instead.
 */
export function changeConversations(
  queryClient: QueryClient,
  change: (list: ConversationSummary[]) => ConversationSummary[] | undefined,
) {
  updateOrRefetch(queryClient, chatKeys.conversations, change);
}

/** Puts a stored message into its thread, if that thread is loaded (else its load brings it). */
export function addToThread(queryClient: QueryClient, message: ChatMessage) {
  updateOrRefetch<Thread>(queryClient, chatKeys.messages(message.conversationId), (thread) =>
    withThreadMessage(thread, message),
  );
}
