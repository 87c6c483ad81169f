import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/app-test-kit.tsx';
import { signInOrganizer } from '../organizer/organizer-test-kit.ts';
import { bell, bellApi, calls, notifications } from './bell-test-kit.ts';

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

  it('names each entry’s button by its whole sentence, and starts focus on the first', async () => {
    signInOrganizer();
    bellApi();
    const { user } = renderApp('/');
    await user.click(await bell(2));

    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Alex Morgan requested to join Sunday Smash',
      'Olivia Stone accepted you into Hoops Night',
      'Chris Park declined your request for Tennis Tuesdays',
      'Olivia Stone Sunday Smash starts within 2 hours',
    ]);
    expect(
      within(panel).getByRole('button', { name: 'Alex Morgan requested to join Sunday Smash' }),
    ).toHaveFocus();
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

  it('clicking an entry marks every flagged notification read, reloads and opens the dashboard', async () => {
    signInOrganizer();
    const { requests } = bellApi();
    const { user, router } = renderApp('/');
    await user.click(await bell(2));

    await user.click(
      screen.getByRole('button', { name: 'Alex Morgan requested to join Sunday Smash' }),
    );

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

    await user.click(
      screen.getByRole('button', { name: 'Chris Park declined your request for Tennis Tuesdays' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
  });

  it('does not call the server when nothing is unread', async () => {
    signInOrganizer();
    const { requests } = bellApi(notifications.map((n) => ({ ...n, organizerReadFlag: false })));
    const { user, router } = renderApp('/');
    await user.click(await bell(0));
    await user.click(
      screen.getByRole('button', { name: 'Alex Morgan requested to join Sunday Smash' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/organiser'));
    expect(calls(requests, 'POST', '/organizer/notifications/read')).toHaveLength(0);
  });
});
