import type { ConversationSummary } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  chatKeys,
  conversationQueryOptions,
  openConversation,
  setConversationMuted,
} from './chat-api.ts';
import { withConversation, withMuted } from './chat-cache.ts';

/** One conversation with its members; `enabled` false waits (e.g. until a dialog opens). */
export function useConversationDetail(id: string | null, enabled = true) {
  return useQuery({ ...conversationQueryOptions(id ?? ''), enabled: id !== null && enabled });
}

/**
 * The conversation in the URL: from my list, or, when the list does not hold it (yet), on its
 * own (a wrong or foreign id answers 404, shown as the page's error).
 */
export function useSelectedConversation(
  id: string | null,
  list: ConversationSummary[] | undefined,
) {
  const listed = id === null ? undefined : list?.find((conversation) => conversation.id === id);
  const detail = useConversationDetail(id, list !== undefined && listed === undefined);
  return {
    conversation: listed ?? detail.data,
    error: listed === undefined && detail.isError ? detail.error : null,
    retry: () => void detail.refetch(),
  };
}

/** Mute or unmute: the icon changes at once, and back if the server refuses. */
export function useMuteConversation() {
  const queryClient = useQueryClient();
  const setInList = (id: string, muted: boolean) =>
    queryClient.setQueryData<ConversationSummary[]>(chatKeys.conversations, (list) =>
      list === undefined ? list : withMuted(list, id, muted),
    );
  return useMutation({
    mutationFn: ({ id, muted }: { id: string; muted: boolean }) => setConversationMuted(id, muted),
    onMutate: async ({ id, muted }) => {
      await queryClient.cancelQueries({ queryKey: chatKeys.conversations });
      setInList(id, muted);
    },
    onError: (error, { id, muted }) => {
      setInList(id, !muted);
      toast({ title: error.message, variant: 'destructive' });
    },
  });
}

/**
 * /chat?user={id}: opens my conversation with that player, creating it the first time, then
 * hands it to `onOpened` (which puts its id in the URL instead).
 */
export function useOpenWithUser(
  userId: string | null,
  onOpened: (conversation: ConversationSummary) => void,
) {
  const queryClient = useQueryClient();
  const opening = useMutation({
    mutationFn: (id: string) => openConversation(id),
    onSuccess: (conversation) => {
      queryClient.setQueryData<ConversationSummary[]>(chatKeys.conversations, (list) =>
        list === undefined ? list : withConversation(list, conversation),
      );
      onOpened(conversation);
    },
  });
  const { mutate } = opening;
  const started = useRef<string | null>(null);
  useEffect(() => {
    if (userId === null) {
      // Picking the same player again later opens their conversation again.
      started.current = null;
      return;
    }
    if (started.current === userId) return;
    started.current = userId;
    mutate(userId);
  }, [userId, mutate]);
  const retry = () => {
    if (userId !== null) mutate(userId);
  };
  return { ...opening, retry };
}
