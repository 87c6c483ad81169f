import type {
  ChatMessage,
  ConversationSummary,
  MessagesPage,
  ReadState,
} from '@betterplay/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/** A thread as its infinite query holds it: pages newest first, each page newest first. */
export type Thread = InfiniteData<MessagesPage, string | undefined>;

export type ReadResult = ReadState & { unreadCount: number };

/** Message ids are bigints written in decimal: compared as numbers, never as text. */
export function compareIds(a: string, b: string): number {
  const left = BigInt(a);
  const right = BigInt(b);
  return left < right ? -1 : left > right ? 1 : 0;
}

function newerId(a: string, b: string): string {
  return compareIds(a, b) >= 0 ? a : b;
}

/** The thread's messages oldest first, each once (a live message may also come in a page). */
export function threadMessages(thread: Pick<Thread, 'pages'> | undefined): ChatMessage[] {
  if (thread === undefined) return [];
  const byId = new Map<string, ChatMessage>();
  for (const page of thread.pages)
    for (const message of page.messages) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => compareIds(a.id, b.id));
}

/** Adds a message to the newest page, in server order, unless a page holds it already. */
export function withThreadMessage(thread: Thread, message: ChatMessage): Thread {
  const known = thread.pages.some((page) => page.messages.some(({ id }) => id === message.id));
  if (known) return thread;
  const [newest, ...older] = thread.pages;
  if (newest === undefined) {
    return { pages: [{ messages: [message], hasMore: false }], pageParams: [undefined] };
  }
  const messages = [message, ...newest.messages].sort((a, b) => compareIds(b.id, a.id));
  return { ...thread, pages: [{ ...newest, messages }, ...older] };
}

/**
 * A message arrived: it becomes its conversation's last one, which moves to the top. Someone
 * else's counts as unread unless its thread is on screen; mine means I have read up to it (the
 * server says so too). Undefined when the conversation is not in the list (a new one: reload).
 * A list loaded after the message was stored has counted it already.
 */
export function withListMessage(
  list: ConversationSummary[],
  message: ChatMessage,
  { fromMe, onScreen }: { fromMe: boolean; onScreen: boolean },
): ConversationSummary[] | undefined {
  const current = list.find(({ id }) => id === message.conversationId);
  if (current === undefined) return undefined;
  if (current.lastMessage !== null && compareIds(current.lastMessage.id, message.id) >= 0) {
    return list;
  }
  const updated: ConversationSummary = {
    ...current,
    lastMessage: message,
    updatedAt: message.createdAt,
    unreadCount: current.unreadCount + (fromMe || onScreen ? 0 : 1),
    lastReadMessageId: fromMe
      ? newerId(current.lastReadMessageId, message.id)
      : current.lastReadMessageId,
  };
  return [updated, ...list.filter((conversation) => conversation !== current)];
}

/** Someone read up to a message: mine clears my unread count, another's is "seen". */
export function withReadState(
  list: ConversationSummary[],
  state: ReadState,
  me: string,
): ConversationSummary[] {
  return list.map((conversation) => {
    if (conversation.id !== state.conversationId) return conversation;
    if (state.userId !== me) {
      return {
        ...conversation,
        othersReadUpTo: newerId(conversation.othersReadUpTo, state.lastReadMessageId),
      };
    }
    const lastRead = newerId(conversation.lastReadMessageId, state.lastReadMessageId);
    const last = conversation.lastMessage;
    const allRead = last === null || compareIds(lastRead, last.id) >= 0;
    return {
      ...conversation,
      lastReadMessageId: lastRead,
      unreadCount: allRead ? 0 : conversation.unreadCount,
    };
  });
}

/** What the server answered to my "read up to": its count of what is still unread. */
export function withReadResult(
  list: ConversationSummary[],
  result: ReadResult,
): ConversationSummary[] {
  return list.map((conversation) =>
    conversation.id === result.conversationId
      ? {
          ...conversation,
          lastReadMessageId: newerId(conversation.lastReadMessageId, result.lastReadMessageId),
          unreadCount: result.unreadCount,
        }
      : conversation,
  );
}

export function withMuted(
  list: ConversationSummary[],
  conversationId: string,
  muted: boolean,
): ConversationSummary[] {
  return list.map((conversation) =>
    conversation.id === conversationId ? { ...conversation, muted } : conversation,
  );
}

/** A conversation just opened: replaces its copy, or joins the top of the list. */
export function withConversation(
  list: ConversationSummary[],
  summary: ConversationSummary,
): ConversationSummary[] {
  if (list.some(({ id }) => id === summary.id)) {
    return list.map((conversation) => (conversation.id === summary.id ? summary : conversation));
  }
  return [summary, ...list];
}
