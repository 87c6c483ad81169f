import type { ConversationSummary } from '@betterplay/contracts';
import {
  cn,
  LoadState,
  PageHeader,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@betterplay/ui';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../app/page-title.ts';
import { FailureState } from '../../components/query-state.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { useNow } from '../../lib/use-now.ts';
import { conversationsQueryOptions } from './chat-api.ts';
import { ConversationList } from './conversation-list.tsx';
import { FindFriendsPanel } from './find-friends-panel.tsx';
import { JoinGroupsPanel } from './join-groups-panel.tsx';
import { ThreadView } from './thread-view.tsx';
import { useOpenWithUser, useSelectedConversation } from './use-conversations.ts';
import { useGroupJoinToasts } from './use-group-join-toasts.ts';
import { useLiveChat } from './use-live-chat.ts';

const TITLE = 'Chat';
type ChatTab = 'chat' | 'social';

const hrefOf = (conversation: ConversationSummary) =>
  conversation.kind === 'social'
    ? `?tab=social&conversation=${encodeURIComponent(conversation.id)}`
    : `?conversation=${encodeURIComponent(conversation.id)}`;

/**
 * /chat: my conversations in two tabs ('Chat' with players, 'Social Chat' with my socials'
 * groups) beside the open thread; on a phone the list and the thread are two screens. The open
 * conversation is in the URL (?conversation={id}); ?user={id} opens the one with that player.
 */
export function ChatPage() {
  const headingRef = usePageTitle(TITLE);
  const [params, setParams] = useSearchParams();
  const conversationId = params.get('conversation');
  const userId = params.get('user');
  const tab: ChatTab = params.get('tab') === 'social' ? 'social' : 'chat';
  const me = useAuth().user?.id ?? '';
  const now = useNow(true);

  const conversations = useQuery(conversationsQueryOptions());
  const selected = useSelectedConversation(conversationId, conversations.data);
  const announcement = useLiveChat(me, conversationId);
  useGroupJoinToasts(conversations.data);
  const opening = useOpenWithUser(userId, (conversation) =>
    setParams({ conversation: conversation.id }, { replace: true }),
  );

  // A thread opened here (not the one the page arrived with) takes focus; a closed one gives
  // it back to its link in the list.
  const arrivedWith = useRef(conversationId);
  const closed = useRef<string | null>(null);
  useEffect(() => {
    if (conversationId !== null || closed.current === null) return;
    document.getElementById(`conversation-${closed.current}`)?.focus();
    closed.current = null;
  }, [conversationId]);

  const showTab = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'social') updated.set('tab', 'social');
      else updated.delete('tab');
      return updated;
    });
  const closeThread = () => {
    closed.current = conversationId;
    setParams(tab === 'social' ? { tab } : {});
  };
  const openWithUser = (id: string) => setParams({ user: id });

  const threadOpen = conversationId !== null || userId !== null;
  const list = conversations.data ?? [];

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-6 sm:px-6">
      <PageHeader title={TITLE} headingRef={headingRef} />
      <div className="grid gap-4 md:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
        <div className={cn('grid content-start gap-3', threadOpen && 'max-md:hidden')}>
          <Tabs value={tab} onValueChange={showTab}>
            <TabsList aria-label="Conversations">
              <TabsTrigger value="chat">Chat</TabsTrigger>
              <TabsTrigger value="social">Social Chat</TabsTrigger>
            </TabsList>
            {/* Each tab's panel is there while the list loads or fails: its tab points to it. */}
            <TabsContent value="chat" className="grid gap-3">
              <ConversationsState query={conversations}>
                <ConversationList
                  label="Chats"
                  conversations={list.filter(({ kind }) => kind === 'direct')}
                  me={me}
                  selectedId={conversationId}
                  now={now}
                  hrefOf={hrefOf}
                  emptyText="No chats yet"
                />
                <FindFriendsPanel onChoose={openWithUser} />
              </ConversationsState>
            </TabsContent>
            <TabsContent value="social" className="grid gap-3">
              <ConversationsState query={conversations}>
                <ConversationList
                  label="Social groups"
                  conversations={list.filter(({ kind }) => kind === 'social')}
                  me={me}
                  selectedId={conversationId}
                  now={now}
                  hrefOf={hrefOf}
                  emptyText="No social groups yet"
                />
                <JoinGroupsPanel />
              </ConversationsState>
            </TabsContent>
          </Tabs>
        </div>
        <div className={cn('min-w-0', !threadOpen && 'max-md:hidden')}>
          {selected.conversation !== undefined ? (
            <ThreadView
              key={selected.conversation.id}
              conversation={selected.conversation}
              me={me}
              announcement={announcement}
              onBack={closeThread}
              focusOnOpen={arrivedWith.current !== selected.conversation.id}
            />
          ) : (
            <ThreadPlaceholder
              opening={opening.isPending || (threadOpen && !selected.error && !opening.isError)}
              error={opening.error ?? selected.error}
              forPlayer={opening.error !== null}
              onRetry={() => (opening.error !== null ? opening.retry() : selected.retry())}
              onBack={closeThread}
            />
          )}
        </div>
      </div>
    </div>
  );
}

/** A tab's list until the conversations are there: loading, or the failure with 'Try again'. */
function ConversationsState({
  query,
  children,
}: {
  query: UseQueryResult<ConversationSummary[]>;
  children: ReactNode;
}) {
  return (
    <LoadState
      loading={query.isPending}
      loadingText="Loading conversations..."
      error={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
    >
      {children}
    </LoadState>
  );
}

/** What the thread says when the address names a conversation or player that is not there. */
const CONVERSATION_NOT_FOUND = {
  text: 'Conversation not found',
  reason: 'This conversation is not yours or no longer exists.',
  linkText: 'Back to chats',
  to: '/chat',
};
const PLAYER_NOT_FOUND = {
  ...CONVERSATION_NOT_FOUND,
  text: 'Player not found',
  reason: 'This player does not exist or has closed their account.',
};

interface ThreadPlaceholderProps {
  opening: boolean;
  error: Error | null;
  /** whether the address named a player (?user=) rather than a conversation */
  forPlayer: boolean;
  onRetry: () => void;
  onBack: () => void;
}

/** Where the thread goes: while it opens, if it cannot, or before one is chosen. */
function ThreadPlaceholder({ opening, error, forPlayer, onRetry, onBack }: ThreadPlaceholderProps) {
  return (
    <div className="grid rounded-lg border">
      {error === null ? (
        <LoadState
          loading={opening}
          loadingText="Opening conversation..."
          empty
          emptyText="Choose a conversation, or find someone to chat with."
          minHeight="16rem"
        />
      ) : (
        <div className="grid min-h-64 content-center pb-6">
          <FailureState
            error={error}
            notFound={forPlayer ? PLAYER_NOT_FOUND : CONVERSATION_NOT_FOUND}
            onRetry={onRetry}
            onLeave={onBack}
          />
        </div>
      )}
    </div>
  );
}
