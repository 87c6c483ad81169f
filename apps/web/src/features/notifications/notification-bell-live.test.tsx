import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import { renderApp } from '../../test/app-test-kit.tsx';
import { aJoinRequest, aNotification, signInOrganizer } from '../organizer/organizer-test-kit.ts';
import { bell, bellApi, calls } from './bell-test-kit.ts';

describe('notification bell, live and closing', () => {
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

  it('announces a notification arriving live in a polite region that is always there', async () => {
    const sockets = installFakeSockets();
    signInOrganizer();
    bellApi();
    renderApp('/');
    await bell(2);
    const region = within(screen.getByRole('banner')).getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent(/^$/);
    act(() => sockets.current().serverConnect());

    const arrival = aNotification({ id: 'n5', socialName: 'Friday Smash' });
    act(() => sockets.current().serverEmit('notification:created', arrival));
    expect(region).toHaveTextContent(
      'New notification: Alex Morgan requested to join Friday Smash',
    );
    // The panel stays closed: the news is heard, not shown over the page.
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();

    const before = region.textContent;
    act(() => sockets.current().serverEmit('notification:created', { ...arrival, id: 'n6' }));
    expect(region.textContent).not.toBe(before);
    expect(region).toHaveTextContent(
      'New notification: Alex Morgan requested to join Friday Smash',
    );
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

  it('closes when focus moves out of it', async () => {
    signInOrganizer();
    bellApi();
    const { user } = renderApp('/');
    await user.click(await bell(2));
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeVisible();

    // Focus moved by something other than Tab, e.g. a screen reader's cursor.
    const signOut = screen.getByRole('button', { name: 'Sign Out' });
    act(() => signOut.focus());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull());
    expect(signOut).toHaveFocus();
    expect(await bell(2)).toHaveAttribute('aria-expanded', 'false');
  });
});
