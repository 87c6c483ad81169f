import type { ChatMessage } from '@betterplay/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import { renderApp } from '../../test/app-test-kit.tsx';
import {
  aConversation,
  alex,
  aMessage,
  calls,
  failure,
  messagesOf,
  SCREEN_LOAD,
  serveChat,
} from './chat-test-kit.ts';

interface SentRequest {
  conversationId: string;
  clientId: string;
  body: string;
}

const PATH = '/chat?conversation=c-olivia';

function stored(request: SentRequest): ChatMessage {
  return aMessage({ ...request, sender: alex, createdAt: new Date().toISOString() });
}

async function openThread() {
  const view = renderApp(PATH);
  const field = await screen.findByRole('textbox', { name: 'Message' }, SCREEN_LOAD);
  expect(await screen.findByText('Start a conversation')).toBeVisible();
  return { ...view, field };
}

describe('sending a message', () => {
  it('over the socket: shows it at once as pending, then as stored when the server answers', async () => {
    const sockets = installFakeSockets();
    serveChat({ conversations: [aConversation()] });
    const { user, field } = await openThread();
    act(() => sockets.current().serverConnect());

    await user.type(field, 'Hello Olivia{Enter}');
    expect(field).toHaveValue('');
    const thread = await messagesOf('Olivia Stone');
    expect(thread.getByText('Hello Olivia')).toBeVisible();
    expect(thread.getByText('Sending...')).toBeVisible();

    const [request] = sockets.current().sent('chat:send') as SentRequest[];
    expect(request).toMatchObject({ conversationId: 'c-olivia', body: 'Hello Olivia' });
    act(() =>
      sockets.current().serverAnswer('chat:send', { data: stored(request as SentRequest) }),
    );
    await waitFor(() => expect(thread.queryByText('Sending...')).toBeNull());
    expect(thread.getAllByText('Hello Olivia')).toHaveLength(1);
    // The list shows it as the last message.
    expect(await screen.findByText('You: Hello Olivia')).toBeVisible();
  });

  it('shows once when the live event comes before the answer', async () => {
    const sockets = installFakeSockets();
    serveChat({ conversations: [aConversation()] });
    const { user, field } = await openThread();
    act(() => sockets.current().serverConnect());
    await user.type(field, 'Race{Enter}');
    const [request] = sockets.current().sent('chat:send') as SentRequest[];
    const message = stored(request as SentRequest);

    act(() => sockets.current().serverEmit('chat:message', message, '1'));
    act(() => sockets.current().serverAnswer('chat:send', { data: message }));
    const thread = await messagesOf('Olivia Stone');
    await waitFor(() => expect(thread.queryByText('Sending...')).toBeNull());
    expect(thread.getAllByText('Race')).toHaveLength(1);
  });

  it('a refusal shows why, and Retry sends again with the same clientId', async () => {
    const sockets = installFakeSockets();
    serveChat({ conversations: [aConversation()] });
    const { user, field } = await openThread();
    act(() => sockets.current().serverConnect());
    await user.type(field, 'Too quick{Enter}');
    act(() =>
      sockets.current().serverAnswer('chat:send', { error: 'You are sending messages too fast' }),
    );
    const thread = await messagesOf('Olivia Stone');
    expect(await thread.findByText('Not sent: You are sending messages too fast')).toBeVisible();

    await user.click(thread.getByRole('button', { name: 'Retry' }));
    const [first, second] = sockets.current().sent('chat:send') as SentRequest[];
    expect(second?.clientId).toBe(first?.clientId);
    expect(thread.getByText('Sending...')).toBeVisible();
    act(() => sockets.current().serverAnswer('chat:send', { data: stored(second as SentRequest) }));
    await waitFor(() => expect(thread.queryByText(/Not sent/)).toBeNull());
    expect(thread.queryByText('Sending...')).toBeNull();
    expect(thread.getByText('Too quick')).toBeVisible();
  });

  it('without a socket: sends over HTTP, and a failed attempt retries with the same clientId', async () => {
    let attempts = 0;
    const { state, requests } = serveChat(
      { conversations: [aConversation()] },
      {
        'POST /user/conversations/c-olivia/messages': ({ body }) => {
          attempts += 1;
          if (attempts === 1)
            return failure(503, 'The service is busy. Please try again.', 'INTERNAL');
          const message = stored({ ...(body as SentRequest), conversationId: 'c-olivia' });
          state.messages['c-olivia'] = [message];
          return { status: 201, body: { message: 'Created', data: message } };
        },
      },
    );
    const { user, field } = await openThread();
    await user.type(field, 'By HTTP{Enter}');
    const thread = await messagesOf('Olivia Stone');
    expect(
      await thread.findByText('Not sent: The service is busy. Please try again.'),
    ).toBeVisible();

    await user.click(thread.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(thread.queryByText(/Not sent/)).toBeNull());
    const posts = calls(requests, 'POST', '/user/conversations/c-olivia/messages');
    expect(posts).toHaveLength(2);
    expect((posts[1]?.body as SentRequest).clientId).toBe((posts[0]?.body as SentRequest).clientId);
    expect(posts[0]?.body).toMatchObject({ body: 'By HTTP' });
    expect(thread.getByText('By HTTP')).toBeVisible();
  });

  it('Enter sends; Shift+Enter starts a new line', async () => {
    const { requests } = serveChat({ conversations: [aConversation()] });
    const { user, field } = await openThread();
    await user.type(field, 'line one{Shift>}{Enter}{/Shift}line two');
    expect(field).toHaveValue('line one\nline two');
    expect(calls(requests, 'POST', '/user/conversations/c-olivia/messages')).toHaveLength(0);

    await user.type(field, '{Enter}');
    await waitFor(() =>
      expect(calls(requests, 'POST', '/user/conversations/c-olivia/messages')).toHaveLength(1),
    );
    expect(calls(requests, 'POST', '/user/conversations/c-olivia/messages')[0]?.body).toMatchObject(
      {
        body: 'line one\nline two',
      },
    );
    // An empty message is not sent.
    await user.type(field, '   {Enter}');
    expect(calls(requests, 'POST', '/user/conversations/c-olivia/messages')).toHaveLength(1);
  });

  it('shows a body as text, never as HTML', async () => {
    const body = '<img src=x onerror="alert(1)"> <b>bold</b>';
    serveChat({
      conversations: [aConversation()],
      messages: { 'c-olivia': [aMessage({ body })] },
    });
    renderApp(PATH);
    const thread = await messagesOf('Olivia Stone');
    expect(await thread.findByText(body)).toBeVisible();
    expect(document.querySelector('main img[src="x"]')).toBeNull();
    expect(document.querySelector('main b')).toBeNull();
  });
});
