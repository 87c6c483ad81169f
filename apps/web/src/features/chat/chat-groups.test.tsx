import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import { renderApp } from '../../test/app-test-kit.tsx';
import { makeJoinRequest } from '../socials/socials-test-kit.ts';
import {
  aGroup,
  aGroupConversation,
  aMessage,
  calls,
  listItem,
  ok,
  olivia,
  sam,
  SCREEN_LOAD,
  serveChat,
} from './chat-test-kit.ts';

const smash = aGroupConversation({
  lastMessage: aMessage({ conversationId: 'c-smash', sender: sam, body: 'Bring shuttles' }),
});

describe('Social Chat', () => {
  it('lists my groups with their last message and member count', async () => {
    serveChat({ conversations: [smash] });
    const { user } = renderApp('/chat');
    await user.click(await screen.findByRole('tab', { name: 'Social Chat' }, SCREEN_LOAD));
    const item = await listItem('Friday Smash');
    expect(item.getByText('Sam: Bring shuttles')).toBeVisible();
    expect(item.getByText('12 members')).toBeVisible();
  });

  it('opens the group info from the title: about, View Social Details, members to profiles', async () => {
    serveChat({ conversations: [smash] });
    const { user } = renderApp('/chat?tab=social');
    const item = await listItem('Friday Smash');
    const title = item.getByRole('button', { name: 'Friday Smash, group info' });
    await user.click(title);

    const dialog = screen.getByRole('dialog', { name: 'Friday Smash' });
    expect(within(dialog).getByText('Doubles every Friday at MSAC.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'View Social Details' })).toHaveAttribute(
      'href',
      '/activity',
    );
    expect(await within(dialog).findByRole('link', { name: 'Olivia Stone' })).toHaveAttribute(
      'href',
      `/profile/${olivia.id}`,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(title).toHaveFocus();
  });

  it("'Join Social Groups': search, Request Access (the server's text in a toast), Joined when a member", async () => {
    const { requests } = serveChat(
      { conversations: [smash] },
      {
        'GET /user/chat/groups': ({ query }) =>
          ok(
            [
              aGroup(),
              aGroup({
                conversationId: 'c-smash',
                socialId: 'social-1',
                title: 'Friday Smash',
                isMember: true,
              }),
            ].filter((group) => group.title.toLowerCase().includes(query.get('q') ?? '')),
          ),
        'POST /user/social/booking/request': ok(makeJoinRequest(), 'Request sent successfully'),
      },
    );
    const { user } = renderApp('/chat?tab=social');
    await user.click(
      await screen.findByRole('button', { name: 'Join more social groups' }, SCREEN_LOAD),
    );
    const panel = screen.getByRole('dialog', { name: 'Join Social Groups' });
    expect(
      await within(panel).findByRole('button', { name: 'Joined: Friday Smash' }),
    ).toBeDisabled();

    await user.type(within(panel).getByRole('searchbox', { name: 'Search groups' }), 'sunday');
    await waitFor(() => expect(within(panel).queryByText('Friday Smash')).toBeNull());
    await user.click(within(panel).getByRole('button', { name: 'Request Access: Sunday Rally' }));
    expect(await screen.findByText('Request sent successfully')).toBeVisible();
    expect(calls(requests, 'POST', '/user/social/booking/request')[0]?.body).toEqual({
      socialId: 'social-9',
      organizerId: 'user-3',
    });
  });

  it("says 'You have joined {title}' once the organiser accepts, instead of the generic toast", async () => {
    const sockets = installFakeSockets();
    const { state } = serveChat({ conversations: [smash] });
    renderApp('/chat?tab=social');
    await listItem('Friday Smash');
    act(() => sockets.current().serverConnect());

    const rally = aGroupConversation({
      id: 'c-rally',
      title: 'Sunday Rally',
      social: {
        id: 'social-9',
        name: 'Sunday Rally',
        description: '',
        category: 'tennis',
        organizerId: 'user-3',
      },
    });
    state.conversations = [smash, rally];
    act(() =>
      sockets
        .current()
        .serverEmit(
          'join-request:decided',
          { id: 'request-1', socialId: 'social-9', socialName: 'Sunday Rally', status: 'accepted' },
          '20',
        ),
    );
    act(() =>
      sockets.current().serverEmit('conversation:updated', { conversationId: 'c-rally' }, '21'),
    );
    expect(await screen.findByText('You have joined Sunday Rally')).toBeVisible();
    expect(screen.queryByText('Request accepted')).toBeNull();
    expect(await listItem('Sunday Rally')).toBeTruthy();
    expect(screen.getAllByText('You have joined Sunday Rally')).toHaveLength(1);
  });
});

describe('message toasts on other pages', () => {
  it('shows a toast for a new message anywhere, but not for a muted conversation', async () => {
    const sockets = installFakeSockets();
    const { requests } = serveChat({
      conversations: [
        aGroupConversation({ lastMessage: null }),
        aGroupConversation({ id: 'c-quiet', title: 'Quiet Group', muted: true }),
      ],
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Find Your Perfect Game' });
    act(() => sockets.current().serverConnect());

    act(() =>
      sockets
        .current()
        .serverEmit(
          'chat:message',
          aMessage({ conversationId: 'c-quiet', sender: sam, body: 'Shh' }),
          '30',
        ),
    );
    // The list (read for "muted?") has come, and no toast with it.
    await waitFor(() => expect(calls(requests, 'GET', '/user/conversations')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText(/^New message from/)).toBeNull();

    act(() =>
      sockets
        .current()
        .serverEmit(
          'chat:message',
          aMessage({ conversationId: 'c-smash', sender: sam, body: 'Game on' }),
          '31',
        ),
    );
    const title = await screen.findByText('New message from Sam Lee in Friday Smash');
    expect(title.parentElement).toHaveTextContent('Game on');
    // The list read for the first message answers for the second.
    expect(calls(requests, 'GET', '/user/conversations')).toHaveLength(1);
  });
});
