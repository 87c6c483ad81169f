import { describe, expect, it } from 'vitest';
import {
  compareIds,
  threadMessages,
  withListMessage,
  withReadState,
  withThreadMessage,
  type Thread,
} from './chat-cache.ts';
import { aConversation, alex, aMessage, olivia } from './chat-test-kit.ts';
import { threadItems } from './thread-items.ts';

describe('chat cache', () => {
  it('compares message ids as numbers, past what a JavaScript number holds', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
  });

  it('orders a thread by id and keeps each message once', () => {
    const [a, b, c] = [aMessage({ id: '1' }), aMessage({ id: '2' }), aMessage({ id: '10' })];
    const thread: Thread = {
      pages: [
        { messages: [c, b], hasMore: true },
        { messages: [b, a], hasMore: false },
      ],
      pageParams: [undefined, '2'],
    };
    expect(threadMessages(thread).map(({ id }) => id)).toEqual(['1', '2', '10']);
    const live = aMessage({ id: '11' });
    const added = withThreadMessage(thread, live);
    expect(added.pages[0]?.messages.map(({ id }) => id)).toEqual(['11', '10', '2']);
    expect(withThreadMessage(added, live)).toBe(added);
  });

  it('moves a conversation up with its new message, counting it once', () => {
    const first = aConversation({ id: 'a' });
    const second = aConversation({ id: 'b' });
    const message = aMessage({ id: '50', conversationId: 'b' });
    const list = withListMessage([first, second], message, { fromMe: false, onScreen: false });
    expect(list?.map(({ id, unreadCount }) => [id, unreadCount])).toEqual([
      ['b', 1],
      ['a', 0],
    ]);
    expect(withListMessage(list ?? [], message, { fromMe: false, onScreen: false })).toBe(list);
    expect(withListMessage([first], message, { fromMe: false, onScreen: false })).toBeUndefined();
  });

  it('clears my unread count when I have read up to the last message; marks others as seen', () => {
    const conversation = aConversation({
      unreadCount: 2,
      lastMessage: aMessage({ id: '7' }),
    });
    const [mine] = withReadState(
      [conversation],
      { conversationId: conversation.id, userId: alex.id, lastReadMessageId: '7' },
      alex.id,
    );
    expect(mine).toMatchObject({ unreadCount: 0, lastReadMessageId: '7' });
    const [theirs] = withReadState(
      [conversation],
      { conversationId: conversation.id, userId: olivia.id, lastReadMessageId: '6' },
      alex.id,
    );
    expect(theirs).toMatchObject({ unreadCount: 2, othersReadUpTo: '6' });
  });

  it('lists pending messages after stored ones, once stored only as stored', () => {
    const stored = aMessage({ id: '5', sender: alex, clientId: 'k1' });
    const pending = (clientId: string) => ({
      clientId,
      conversationId: 'c-olivia',
      body: 'hi',
      createdAt: new Date().toISOString(),
      status: 'sending' as const,
      error: null,
    });
    const items = threadItems([stored], [pending('k1'), pending('k2')], {
      me: alex.id,
      othersReadUpTo: '5',
    });
    expect(items.map(({ key, seen }) => [key, seen])).toEqual([
      ['5', true],
      ['pending-k2', false],
    ]);
  });
});
