import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import { renderApp } from '../../test/app-test-kit.tsx';
import {
  aConversation,
  alex,
  aMessage,
  calls,
  listItem,
  messagesOf,
  sam,
  serveChat,
} from './chat-test-kit.ts';

const withSam = aConversation({ id: 'c-sam', title: 'Sam Lee', otherUser: sam });

async function openOlivia(conversations = [aConversation(), withSam]) {
  const sockets = installFakeSockets();
  const served = serveChat({
    conversations,
    messages: { 'c-olivia': [aMessage({ body: 'Hi Alex' })] },
  });
  const view = renderApp('/chat?conversation=c-olivia');
  await (await messagesOf('Olivia Stone')).findByText('Hi Alex');
  act(() => sockets.current().serverConnect());
  return { ...view, ...served, sockets };
}

describe('live chat', () => {
  it("another member's message appears in the open thread, is announced and marked read", async () => {
    const { sockets, requests } = await openOlivia();
    const message = aMessage({ body: 'On my way', createdAt: new Date().toISOString() });
    act(() => sockets.current().serverEmit('chat:message', message, '10'));

    expect(await (await messagesOf('Olivia Stone')).findByText('On my way')).toBeVisible();
    const thread = screen.getByRole('region', { name: 'Olivia Stone' });
    expect(within(thread).getByRole('status')).toHaveTextContent(
      'New message from Olivia Stone: On my way',
    );
    await waitFor(() =>
      expect(calls(requests, 'POST', '/user/conversations/c-olivia/read').at(-1)?.body).toEqual({
        upTo: message.id,
      }),
    );
    // Seen as it arrived: no unread badge, and no toast.
    expect((await listItem('Olivia Stone')).queryByTestId('unread-badge')).toBeNull();
    expect(screen.queryByText('New message from Olivia Stone')).toBeNull();
  });

  it('a message in another conversation counts as unread, moves it up and shows a toast', async () => {
    const { sockets } = await openOlivia();
    const fromSam = aMessage({ conversationId: 'c-sam', sender: sam, body: 'Court 3 is free' });
    act(() => sockets.current().serverEmit('chat:message', fromSam, '11'));

    const item = await listItem('Sam Lee');
    await waitFor(() => expect(item.getByTestId('unread-badge')).toHaveTextContent('1 unread'));
    expect(item.getByText('Court 3 is free')).toBeVisible();
    const links = screen.getAllByRole('link', { name: /^Open chat with/ });
    expect(links[0]).toHaveAccessibleName(/^Open chat with Sam Lee/);
    const toastTitle = await screen.findByText('New message from Sam Lee');
    expect(toastTitle.parentElement).toHaveTextContent('Court 3 is free');

    act(() =>
      sockets
        .current()
        .serverEmit(
          'chat:message',
          aMessage({ conversationId: 'c-sam', sender: sam, body: 'Hurry' }),
          '12',
        ),
    );
    await waitFor(() => expect(item.getByTestId('unread-badge')).toHaveTextContent('2 unread'));
    // The same event again (a reconnect's catch-up) changes nothing.
    act(() => sockets.current().serverEmit('chat:message', fromSam, '11'));
    expect(item.getByTestId('unread-badge')).toHaveTextContent('2 unread');
  });

  it('a muted conversation gets no badge and no toast', async () => {
    const { sockets } = await openOlivia([aConversation(), { ...withSam, muted: true }]);
    act(() =>
      sockets
        .current()
        .serverEmit(
          'chat:message',
          aMessage({ conversationId: 'c-sam', sender: sam, body: 'Psst' }),
          '13',
        ),
    );
    const item = await listItem('Sam Lee');
    await waitFor(() => expect(item.getByText('Psst')).toBeVisible());
    expect(item.queryByTestId('unread-badge')).toBeNull();
    expect(item.getByRole('img', { name: 'Muted' })).toBeVisible();
    expect(screen.queryByText('New message from Sam Lee')).toBeNull();
  });

  it('my own message from another device shows no toast', async () => {
    const { sockets } = await openOlivia();
    act(() =>
      sockets
        .current()
        .serverEmit(
          'chat:message',
          aMessage({ conversationId: 'c-sam', sender: alex, body: 'From my phone' }),
          '14',
        ),
    );
    expect(await (await listItem('Sam Lee')).findByText('You: From my phone')).toBeVisible();
    expect((await listItem('Sam Lee')).queryByTestId('unread-badge')).toBeNull();
    expect(screen.queryByText(/^New message from/)).toBeNull();
  });

  it("shows 'Seen' under my latest message once Olivia has read it", async () => {
    const mine = aMessage({ sender: alex, body: 'Ready?' });
    const sockets = installFakeSockets();
    serveChat({ conversations: [aConversation()], messages: { 'c-olivia': [mine] } });
    renderApp('/chat?conversation=c-olivia');
    const thread = await messagesOf('Olivia Stone');
    await thread.findByText('Ready?');
    expect(thread.queryByText('Seen')).toBeNull();
    act(() => sockets.current().serverConnect());
    act(() =>
      sockets
        .current()
        .serverEmit(
          'chat:read',
          { conversationId: 'c-olivia', userId: 'user-2', lastReadMessageId: mine.id },
          '15',
        ),
    );
    expect(await thread.findByText('Seen')).toBeVisible();
  });

  it('mutes and unmutes from the thread header', async () => {
    const { user, requests } = await openOlivia();
    const toggle = screen.getByRole('button', { name: 'Mute conversation' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect((await listItem('Olivia Stone')).getByRole('img', { name: 'Muted' })).toBeVisible();
    await waitFor(() =>
      expect(calls(requests, 'PUT', '/user/conversations/c-olivia/mute')[0]?.body).toEqual({
        muted: true,
      }),
    );
  });

  it('loads older pages with the button at the top, in server order', async () => {
    const history = Array.from({ length: 5 }, (_, index) =>
      aMessage({ body: `Message ${index + 1}` }),
    );
    const { requests } = serveChat({
      conversations: [aConversation()],
      messages: { 'c-olivia': history },
      pageSize: 3,
    });
    const { user } = renderApp('/chat?conversation=c-olivia');
    const thread = await messagesOf('Olivia Stone');
    await thread.findByText('Message 5');
    expect(thread.queryByText('Message 2')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(await thread.findByText('Message 1')).toBeVisible();
    expect(
      thread.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
    const pages = calls(requests, 'GET', '/user/conversations/c-olivia/messages');
    expect(pages.map((request) => request.query.get('before'))).toEqual([null, history[2]?.id]);
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('falls back to HTTP when the socket does not answer in time', async () => {
    const { sockets, requests, user } = await openOlivia();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Anyone?{Enter}');
    expect(sockets.current().sent('chat:send')).toHaveLength(1);
    expect(calls(requests, 'POST', '/user/conversations/c-olivia/messages')).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    await waitFor(() =>
      expect(calls(requests, 'POST', '/user/conversations/c-olivia/messages')).toHaveLength(1),
    );
    const [sent] = sockets.current().sent('chat:send') as Array<{ clientId: string }>;
    expect(calls(requests, 'POST', '/user/conversations/c-olivia/messages')[0]?.body).toMatchObject(
      {
        clientId: sent?.clientId,
        body: 'Anyone?',
      },
    );
    await waitFor(() => expect(screen.queryByText('Sending...')).toBeNull());
  });
});
