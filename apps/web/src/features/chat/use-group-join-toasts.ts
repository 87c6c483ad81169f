import type { ConversationSummary } from '@betterplay/contracts';
import { toast } from '@betterplay/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { updateOrRefetch } from '../../lib/live-update.ts';
import { useRealtimeEvent } from '../../lib/realtime/index.ts';
import { chatKeys } from './chat-api.ts';

export const joinedText = (title: string) => `You have joined ${title}`;

/**
 * While the chat is open, 'You have joined {title}' once for each social group I join: when an
 * organiser accepts my request, or when a group appears in my list (after the server's
 * `conversation:updated`), whichever comes first.
 */
export function useGroupJoinToasts(conversations: ConversationSummary[] | undefined) {
  const queryClient = useQueryClient();
  const announced = useRef(new Set<string>());
  const listed = useRef<Set<string> | null>(null);

  const announce = (socialId: string, title: string) => {
    if (announced.current.has(socialId)) return;
    announced.current.add(socialId);
    // After this event's other listeners: the app-wide 'Request accepted' toast is replaced
    // (one toast shows at a time), so the news is not said twice.
    queueMicrotask(() => toast({ title: joinedText(title) }));
  };

  useRealtimeEvent('join-request:decided', (decision) => {
    if (decision.status !== 'accepted') return;
    announce(decision.socialId, decision.socialName);
    updateOrRefetch(queryClient, chatKeys.conversations);
    updateOrRefetch(queryClient, chatKeys.groupsAll);
  });

  useEffect(() => {
    if (conversations === undefined) return;
    const groups = conversations.flatMap((conversation) =>
      conversation.social === null ? [] : [{ socialId: conversation.social.id, ...conversation }],
    );
    // The groups of the first load are mine already.
    if (listed.current === null) {
      listed.current = new Set(groups.map(({ socialId }) => socialId));
      return;
    }
    for (const group of groups) {
      if (listed.current.has(group.socialId)) continue;
      listed.current.add(group.socialId);
      announce(group.socialId, group.title);
    }
  }, [conversations]);
}
