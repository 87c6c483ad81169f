import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/app-test-kit.tsx';
import {
  aConversation,
  aGroupConversation,
  alex,
  aMessage,
  aPlayer,
  calls,
  failure,
  listItem,
  ok,
  olivia,
  sam,
  SCREEN_LOAD,
  serveChat,
} from './chat-test-kit.ts';

const fromOlivia = aMessage({ body: 'Tennis tomorrow?' });
const withOlivia = aConversation({
  lastMessage: fromOlivia,
  unreadCount: 2,
  updatedAt: fromOlivia.createdAt,
});
const withSam = aConversation({
  id: 'c-sam',
  title: 'Sam Lee',
  otherUser: sam,
  muted: true,
  unreadCount: 3,
  lastMessage: aMessage({ conversationId: 'c-sam', sender: alex, body: 'Thanks!' }),
});
const quiet = aConversation({
  id: 'c-quiet',
  title: 'Jo Quiet',
  otherUser: { ...sam, id: 'user-9', firstName: 'Jo', lastName: 'Quiet' },
});

describe('chat list', () => {
  it('is titled and shows my conversations: names to profiles, last message, time, unread, muted', async () => {
    serveChat({ conversations: [withOlivia, withSam, quiet, aGroupConversation()] });
    renderApp('/chat');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chat' }, SCREEN_LOAD),
    ).toBeVisible();
    expect(document.title).toBe('Chat · Better Play');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Chat',
      'Social Chat',
    ]);

    const oliviaItem = await listItem('Olivia Stone');
    expect(oliviaItem.getByRole('link', { name: 'Olivia Stone' })).toHaveAttribute(
      'href',
      '/profile/user-2',
    );
    expect(oliviaItem.getByText('Tennis tomorrow?')).toBeVisible();
    expect(oliviaItem.getByText('5 minutes ago')).toBeVisible();
    expect(oliviaItem.getByTestId('unread-badge')).toHaveTextContent('2 unread');
    expect(oliviaItem.queryByRole('img', { name: 'Muted' })).toBeNull();

    const samItem = await listItem('Sam Lee');
    expect(samItem.getByText('You: Thanks!')).toBeVisible();
    expect(samItem.getByRole('img', { name: 'Muted' })).toBeVisible();
    // Muted: no badge, whatever the count.
    expect(samItem.queryByTestId('unread-badge')).toBeNull();

    expect((await listItem('Jo Quiet')).getByText('No messages yet')).toBeVisible();
    // Groups are in the other tab.
    expect(screen.queryByRole('link', { name: /^Open chat with Friday Smash/ })).toBeNull();
  });

  it('opens a conversation from the list into the URL and shows its thread', async () => {
    serveChat({
      conversations: [withOlivia],
      messages: { 'c-olivia': [fromOlivia] },
    });
    const { user, router } = renderApp('/chat');
    await user.click(await screen.findByRole('link', { name: /^Open chat with Olivia Stone/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?conversation=c-olivia'));
    const thread = screen.getByRole('region', { name: 'Olivia Stone' });
    expect(await within(thread).findByText('Tennis tomorrow?')).toBeVisible();
    expect(within(thread).getByRole('heading', { level: 2, name: 'Olivia Stone' })).toHaveFocus();

    await user.click(within(thread).getByRole('button', { name: 'Back to chats' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: /^Open chat with Olivia Stone/ })).toHaveFocus();
  });

  it('opens ?user={id}: creates the conversation, then puts it in the URL', async () => {
    const created = aConversation({ id: 'c-sam', title: 'Sam Lee', otherUser: sam });
    const { requests } = serveChat(
      { conversations: [withOlivia] },
      {
        'POST /user/conversations': { status: 201, body: { message: 'Created', data: created } },
        'GET /user/conversations/c-sam/messages': ok({ messages: [], hasMore: false }),
      },
    );
    const { router } = renderApp('/chat?user=user-3');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sam Lee' }, SCREEN_LOAD),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?conversation=c-sam');
    expect(calls(requests, 'POST', '/user/conversations')[0]?.body).toEqual({ userId: 'user-3' });
    expect(await screen.findByText('Start a conversation')).toBeVisible();
    expect(await listItem('Sam Lee')).toBeTruthy();
    // Back in history goes where I came from, not to ?user= again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says why ?user={id} cannot open', async () => {
    serveChat(
      { conversations: [] },
      { 'POST /user/conversations': failure(400, 'You cannot start a chat with yourself') },
    );
    renderApp('/chat?user=user-1');
    expect(await screen.findByRole('alert', {}, SCREEN_LOAD)).toHaveTextContent(
      'You cannot start a chat with yourself',
    );
    expect(screen.getByRole('link', { name: 'Back to chats' })).toHaveAttribute('href', '/chat');
  });
});

describe('Find Friends to Chat With', () => {
  it('searches as I type, once typing pauses, like the Friends page', async () => {
    const { requests } = serveChat(
      { conversations: [] },
      {
        'GET /user/friends': ok([aPlayer()]),
        'GET /users/search': ({ query }) =>
          ok({
            results:
              query.get('q') === 'sam'
                ? [aPlayer({ ...sam, isFriend: false, sports: ['Badminton'] })]
                : [],
            page: 1,
            pageSize: 20,
            hasMore: false,
          }),
      },
    );
    const { user } = renderApp('/chat');
    await user.click(
      await screen.findByRole('button', { name: 'Find more people to chat' }, SCREEN_LOAD),
    );
    const panel = screen.getByRole('dialog', { name: 'Find Friends to Chat With' });
    await user.type(within(panel).getByRole('searchbox', { name: 'Search by name' }), 'sam');
    expect(await within(panel).findByText('Badminton')).toBeVisible();
    // One search for what was typed, not one per letter.
    expect(calls(requests, 'GET', '/users/search').map(({ query }) => query.get('q'))).toEqual([
      'sam',
    ]);
  });

  it('lists my friends, searches on Enter or Search, and opens a chat with the one I choose', async () => {
    const { requests } = serveChat(
      { conversations: [] },
      {
        'GET /user/friends': ok([aPlayer()]),
        'GET /users/search': ({ query }) =>
          ok({
            results:
              query.get('q') === 'sam'
                ? [aPlayer({ ...sam, isFriend: false, sports: ['Badminton'] })]
                : [],
            page: 1,
            pageSize: 20,
            hasMore: false,
          }),
        'POST /user/conversations': {
          status: 201,
          body: {
            message: 'Created',
            data: aConversation({ id: 'c-sam', title: 'Sam Lee', otherUser: sam }),
          },
        },
        'GET /user/conversations/c-sam/messages': ok({ messages: [], hasMore: false }),
      },
    );
    const { user, router } = renderApp('/chat');
    await user.click(
      await screen.findByRole('button', { name: 'Find more people to chat' }, SCREEN_LOAD),
    );
    const panel = screen.getByRole('dialog', { name: 'Find Friends to Chat With' });
    expect(await within(panel).findByText(`${olivia.firstName} ${olivia.lastName}`)).toBeVisible();

    await user.type(
      within(panel).getByRole('searchbox', { name: 'Search by name' }),
      'nobody{Enter}',
    );
    expect(await within(panel).findByText('No friends found.')).toBeVisible();

    const search = within(panel).getByRole('searchbox', { name: 'Search by name' });
    await user.clear(search);
    await user.type(search, 'sam');
    await user.click(within(panel).getByRole('button', { name: 'Search' }));
    expect(await within(panel).findByText('Badminton')).toBeVisible();
    expect(calls(requests, 'GET', '/users/search').at(-1)?.query.get('q')).toBe('sam');

    await user.click(within(panel).getByRole('button', { name: 'Chat with Sam Lee' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Sam Lee' }, SCREEN_LOAD),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?conversation=c-sam');
    expect(screen.queryByRole('dialog', { name: 'Find Friends to Chat With' })).toBeNull();
  });
});
