import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, fakeApi, ok, renderApp } from '../../test/app-test-kit.tsx';
import { aSocial, profileRoute, signInOrganizer } from './organizer-test-kit.ts';

const socials = [
  aSocial({
    attendees: 2,
    socialBookings: [
      {
        id: 'booking-1',
        bookingDate: '2025-06-01T10:00:00.000Z',
        user: {
          id: 'u1',
          firstName: 'Alex',
          lastName: 'Morgan',
          email: 'alex@example.com',
          avatar: 'avatar.png',
        },
      },
      {
        id: 'booking-2',
        bookingDate: '2025-06-02T10:00:00.000Z',
        user: { id: 'u2', firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', avatar: '' },
      },
    ],
  }),
  aSocial({
    id: 'social-2',
    name: 'Tennis Tuesdays',
    eventType: 'weekly',
    recurrenceDay: 2,
    recurrenceWeekday: true,
    sport: 'Tennis',
    date: '2024-01-02',
  }),
  aSocial({
    id: 'social-3',
    name: 'Monthly Hoops',
    eventType: 'monthly',
    recurrenceDay: 15,
    recurrenceWeekday: true,
    sport: 'Basketball',
  }),
  aSocial({ id: 'social-4', name: 'Old Cup', date: '2020-05-01', time: '09:00:00' }),
];

function eventsApi(list = socials) {
  return fakeApi({
    ...profileRoute,
    'GET /organizer/notifications': ok([]),
    'GET /organizer/social': ok(list),
  });
}

const toggle = (name: string) => screen.getByRole('button', { name: `Details for ${name}` });

describe('view social events', () => {
  it('is titled, links back to the dashboard and on to a new social', async () => {
    signInOrganizer();
    eventsApi();
    renderApp('/view-social-events');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Social Events' }),
    ).toBeVisible();
    expect(document.title).toBe('Your Social Events · Better Play');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/organiser',
    );
    expect(screen.getByRole('link', { name: 'Add new Social' })).toHaveAttribute(
      'href',
      '/social-organizer',
    );
  });

  it('shows how full each social is, its level and its price as chips, as players see them', async () => {
    signInOrganizer();
    eventsApi([
      aSocial({ id: 'open', name: 'Open Smash', attendees: 2, held: 1 }),
      aSocial({
        id: 'full',
        name: 'Full Smash',
        capacity: 4,
        attendees: 4,
        waiting: 3,
        level: 'advanced',
        price: 0,
      }),
    ]);
    renderApp('/view-social-events');

    const open = await screen.findByRole('row', { name: /Open Smash/ });
    for (const text of ['2/10 players', '7 places left', 'Beginner', '$12.50']) {
      expect(within(open).getByText(text)).toBeVisible();
    }
    const full = screen.getByRole('row', { name: /Full Smash/ });
    for (const text of ['4/4 players', 'Full · 3 waiting', 'Advanced', 'Free']) {
      expect(within(full).getByText(text)).toBeVisible();
    }
  });

  it('groups the socials into upcoming, recurring and past tabs with counts', async () => {
    signInOrganizer();
    eventsApi();
    const { user } = renderApp('/view-social-events');

    const upcoming = await screen.findByRole('tab', { name: 'Upcoming (1)' });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming (1)' });
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Venue', 'Date', 'Time', 'Sport', 'Event Type', 'Players', 'Details']);
    const row = within(panel).getByRole('row', { name: /Sunday Smash/ });
    for (const text of ['MSAC', '7 Mar 2099', '6:00 PM', 'Badminton', 'One Time', '2/10 players']) {
      expect(within(row).getByText(text)).toBeVisible();
    }

    await user.click(screen.getByRole('tab', { name: 'Recurring (2)' }));
    const recurring = screen.getByRole('tabpanel', { name: 'Recurring (2)' });
    expect(
      within(recurring)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Tennis Tuesdays', 'Monthly Hoops']);

    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Past (1)' })).getByRole('rowheader', {
        name: 'Old Cup',
      }),
    ).toBeVisible();
  });

  it('moves between tabs with the arrow keys', async () => {
    signInOrganizer();
    eventsApi();
    const { user } = renderApp('/view-social-events');
    await user.click(await screen.findByRole('tab', { name: 'Upcoming (1)' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recurring (2)' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Recurring (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Past (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it('expands a row to venue, address, date and time, attendees and price, and lists the attendees', async () => {
    signInOrganizer();
    eventsApi();
    const { user } = renderApp('/view-social-events');
    await screen.findByRole('tab', { name: 'Upcoming (1)' });
    expect(toggle('Sunday Smash')).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle('Sunday Smash'));
    expect(toggle('Sunday Smash')).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(
      toggle('Sunday Smash').getAttribute('aria-controls') ?? '',
    );
    expect(details).toBeVisible();
    const panel = within(details as HTMLElement);
    expect(panel.getByText('Aughtie Dr, Albert Park')).toBeVisible();
    expect(panel.getByText('7 Mar 2099, 6:00 PM')).toBeVisible();
    expect(panel.getByText('2 / 10')).toBeVisible();
    expect(panel.getByText('$12.50')).toBeVisible();

    await user.click(panel.getByRole('button', { name: 'View attendees of Sunday Smash' }));
    const dialog = screen.getByRole('dialog', { name: 'Attendees' });
    expect(within(dialog).getByText('Alex Morgan')).toBeVisible();
    expect(within(dialog).getByText('sam@example.com')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Sam Lee' })).toHaveTextContent('SL');
    expect(within(dialog).getAllByText('$12.50')).toHaveLength(2);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(panel.getByRole('button', { name: 'View attendees of Sunday Smash' })).toHaveFocus();
    await user.click(toggle('Sunday Smash'));
    expect(toggle('Sunday Smash')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('2 / 10')).toBeNull();
  });

  it('shows a recurring social’s repeat in its details, one row open at a time', async () => {
    signInOrganizer();
    eventsApi();
    const { user } = renderApp('/view-social-events');
    await user.click(await screen.findByRole('tab', { name: 'Recurring (2)' }));

    await user.click(toggle('Tennis Tuesdays'));
    expect(screen.getByText('Every Tuesday')).toBeVisible();
    await user.click(toggle('Monthly Hoops'));
    expect(screen.getByText('Every month on day 15')).toBeVisible();
    expect(toggle('Tennis Tuesdays')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Every Tuesday')).toBeNull();
  });

  it('says so when a tab has no events', async () => {
    signInOrganizer();
    eventsApi([]);
    const { user } = renderApp('/view-social-events');

    expect(await screen.findByText('No upcoming Events')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Recurring (0)' }));
    expect(screen.getByText('No recurring Events')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Past (0)' }));
    expect(screen.getByText('No past Events found')).toBeVisible();
  });

  it('offers to retry when the events cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signInOrganizer();
    let attempts = 0;
    fakeApi({
      ...profileRoute,
      'GET /organizer/notifications': ok([]),
      'GET /organizer/social': () =>
        ++attempts === 1
          ? failure(403, 'Only organisers have events', 'NOT_ORGANIZER')
          : ok(socials),
    });
    const { user } = renderApp('/view-social-events');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load your events: Only organisers have events');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeVisible();
  });
});
