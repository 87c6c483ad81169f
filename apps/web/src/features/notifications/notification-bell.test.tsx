import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/fake-socket.ts';
import { fakeApi, type FakeRequest } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  aJoinRequest,
  aNotification,
  ok,
  profileRoute,
  signInOrganizer,
} from '../organizer/test-fixtures.ts';

const HOUR = 3_600_000;

const notifications = [
  aNotification({ id: 'n1' }),
  aNotification({
    id: 'n2',
    kind: 'request-accepted',
    firstName: 'Olivia',
    lastName: 'Stone',
    socialName: 'Hoops Night',
    createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
  }),
  aNotification({
    id: 'n3',
    kind: 'request-rejected',
    firstName: 'Chris',
    lastName: 'Park',
    socialName: 'Tennis Tuesdays',
    createdAt: new Date(Date.now() - 2 * 24 * HOUR).toISOString(),
    organizerReadFlag: false,
  }),
  aNotification({
    id: 'n4',
    kind: 'reminder',
    firstName: 'Olivia',
    lastName: 'Stone',
    socialName: 'Sunday Smash',
    createdAt: new Date(Date.now() - 20_000).toISOString(),
    organizerReadFlag: false,
  }),
];

function bellApi(list = notifications) {
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok(list),
    'POST /organizer/notifications/read': ok({ updated: 2 }),
    'GET /organizer/social/bookings': ok([]),
    'GET /organizer/social/requests': ok([]),
  });
}

function calls(requests: FakeRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.path === path);
}

const bell = (unread: number) =>
  screen.findByRole('button', { name: `Notifications, ${unread} unread` });

describe('notification bell', () => {
  it('counts the unread notifications in its badge', async () => {
    signInOrganizer();
    bellApi();
    renderApp('/');

    const button = await bell(2);
    expect(within(button).getByTestId('notification-badge')).toHaveTextContent('2');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists each notification with its person, text, time and an unread dot', async () => {
    signInOrganizer();
    bellApi();
    const { user } = renderApp('/');
    await user.click(await bell(2));

    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'AMAlex Morgan requested to join Sunday Smash5 minutes agoUnread',
      'OSOlivia Stone accepted you into Hoops Night3 hours agoUnread',
      'CPChris Park declined your request for Tennis Tuesdays2 days ago',
      'OSOlivia Stone Sunday Smash starts within 2 hoursjust now',
    ]);
    expect(within(items[0] as HTMLElement).getByRole('img', { name: 'Alex Morgan' })).toBeVisible();
    expect(within(panel).getByRole('list')).toHaveClass('max-h-96', 'overflow-y-auto');
  });

  it("shows 'No notifications yet' and no badge when there are none", async () => {
    signInOrganizer();
    bellApi([]);
    const { user } = renderApp('/');
    const button = await bell(0);
    await waitFor(() => expect(within(button).queryByTestId('notification-badge')).toBeNull());

    await user.click(button);
    expect(await screen.findByText('No notifications yet')).toBeVisible();
  });

  it('clicking a name marks every flagged notification read, reloads and opens the dashboard', async () => {
    signInOrganizer();
    const { requests } = bellApi();
    const { user, router } = renderApp('/');
    await user.click(await bell(2));

    await user.click(screen.getByRole('button', { name: 'Alex Morgan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/organiser'));
    const sent = calls(requests, 'POST', '/organizer/notifications/read');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ ids: ['n1', 'n2'] });
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/notifications')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });

  it("sends a player's notification to their activity instead", async () => {
    signInOrganizer();
    bellApi();
    const { user, router } = renderApp('/');
    await user.click(await bell(2));

    await user.click(screen.getByRole('button', { name: 'Chris Park' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
  });

  it('does not call the server when nothing is unread', async () => {
    signInOrganizer();
    const { requests } = bellApi(notifications.map((n) => ({ ...n, organizerReadFlag: false })));
    const { user, router } = renderApp('/');
    await user.click(await bell(0));
    await user.click(screen.getByRole('button', { name: 'Alex Morgan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/organiser'));
    expect(calls(requests, 'POST', '/organizer/notifications/read')).toHaveLength(0);
  });

  it('adds pushed notifications live and drops expired ones', async () => {
    const sockets = installFakeSockets();
    signInOrganizer();
    const { requests } = bellApi();
    const { user } = renderApp('/');
    await bell(2);
    act(() => sockets.current().serverConnect());

    act(() =>
      sockets.current().serverEmit(
        'notification:created',
        aNotification({
          id: 'n5',
          firstName: 'Jamie',
          lastName: 'Fox',
          createdAt: new Date().toISOString(),
        }),
      ),
    );
    await user.click(await bell(3));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByRole('listitem')[0]).toHaveTextContent(
      'Jamie Fox requested to join Sunday Smash',
    );

    act(() => sockets.current().serverEmit('notification:expired', { ids: ['n1', 'n5'] }));
    await bell(1);
    expect(within(panel).queryByText('Jamie Fox')).toBeNull();
    expect(within(panel).queryByText('Alex Morgan')).toBeNull();
    expect(calls(requests, 'GET', '/organizer/notifications')).toHaveLength(1);
  });

  it('reloads when a join request arrives', async () => {
    const sockets = installFakeSockets();
    signInOrganizer();
    const { requests } = bellApi();
    renderApp('/');
    await bell(2);
    act(() => sockets.current().serverConnect());

    act(() => sockets.current().serverEmit('join-request:created', aJoinRequest()));
    await waitFor(() => expect(calls(requests, 'GET', '/organizer/notifications')).toHaveLength(2));
  });

  it('closes with Escape, giving focus back to the bell, and on a click outside', async () => {
    signInOrganizer();
    bellApi();
    const { user } = renderApp('/');
    const button = await bell(2);

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    expect(button).toHaveFocus();

    await user.click(button);
    await user.click(screen.getByRole('heading', { name: 'Find Your Perfect Game' }));
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
  });
});
