import type { ConversationSummary } from '@betterplay/contracts';
import { Button, LoadState } from '@betterplay/ui';
import { useEffect, useId, useRef } from 'react';
import { Composer } from './composer.tsx';
import { MessageBubble } from './message-bubble.tsx';
import { showConversation } from './open-conversation.ts';
import { usePendingMessages } from './pending-messages.ts';
import { ThreadHeader } from './thread-header.tsx';
import { threadItems } from './thread-items.ts';
import { useSendMessage } from './use-send-message.ts';
import { useMarkRead, useThread } from './use-thread.ts';
import { useThreadScroll } from './use-thread-scroll.ts';

interface ThreadViewProps {
  conversation: ConversationSummary;
  me: string;
  /** what the polite live region says: the latest message someone else wrote here */
  announcement: string;
  onBack: () => void;
  /** move focus to the thread's title (it was opened from the list) */
  focusOnOpen: boolean;
}

/** One conversation: its history (older pages above), my pending messages and the composer. */
export function ThreadView({
  conversation,
  me,
  announcement,
  onBack,
  focusOnOpen,
}: ThreadViewProps) {
  const thread = useThread(conversation.id);
  const pending = usePendingMessages(conversation.id);
  const { send, retry } = useSendMessage(conversation.id);
  useMarkRead(conversation, thread.messages, me);
  useEffect(() => showConversation(conversation.id), [conversation.id]);

  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
    // Only when this thread opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const items = threadItems(thread.messages, pending, {
    me,
    othersReadUpTo: conversation.kind === 'direct' ? conversation.othersReadUpTo : null,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = thread;
  const loadOlder = () => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };
  const { scroller, onScroll } = useThreadScroll({
    firstKey: items[0]?.key ?? null,
    lastKey: items.at(-1)?.key ?? null,
    lastIsMine: items.at(-1)?.message.mine ?? false,
    onNearTop: loadOlder,
  });

  return (
    <section
      aria-labelledby={headingId}
      className="flex h-[calc(100dvh-11rem)] min-h-80 flex-col overflow-hidden rounded-lg border md:h-[calc(100dvh-13rem)]"
    >
      <ThreadHeader
        conversation={conversation}
        headingId={headingId}
        headingRef={heading}
        onBack={onBack}
      />
      <div
        ref={scroller}
        onScroll={onScroll}
        tabIndex={0}
        role="region"
        aria-label="Messages"
        className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-3 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset"
      >
        <LoadState
          loading={thread.isPending}
          loadingText="Loading messages..."
          error={thread.isLoadingError ? thread.error : null}
          onRetry={() => void thread.refetch()}
          empty={items.length === 0}
          emptyText="Start a conversation"
          minHeight="100%"
        >
          {hasNextPage ? (
            <div className="flex justify-center pb-3">
              <Button variant="outline" size="sm" onClick={loadOlder} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading older messages...' : 'Load older messages'}
              </Button>
            </div>
          ) : null}
          {thread.isFetchNextPageError ? (
            <p role="alert" className="pb-3 text-center text-sm text-destructive">
              {`Could not load older messages: ${thread.error?.message ?? ''}`}
            </p>
          ) : null}
          <ol aria-label={`Messages with ${conversation.title}`} className="grid gap-3">
            {items.map((item) => (
              <MessageBubble
                key={item.key}
                message={item.message}
                showSender={conversation.kind === 'social'}
                seen={item.seen}
                {...(item.pendingClientId === null
                  ? {}
                  : { onRetry: () => retry(item.pendingClientId ?? '') })}
              />
            ))}
          </ol>
        </LoadState>
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <Composer
        key={conversation.id}
        onSend={send}
        sending={pending.some((entry) => entry.status === 'sending')}
      />
    </section>
  );
}
