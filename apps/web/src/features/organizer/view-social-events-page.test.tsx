import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { aSocial, ok, profileRoute, signInOrganizer } from './test-fixtures.ts';

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

describe('view social events', () => {
  it('groups the socials into upcoming, recurring and past tabs with counts', async () => {
    signInOrganizer();
    eventsApi();
    const { user } = renderApp('/view-social-events');

    const upcoming = await screen.findByRole('tab', { name: 'Upcoming (1)' });
    expect(upcoming).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('button', { name: 'Sunday Smash' })).toBeVisible();
    expect(within(panel).getByText('7 Mar 2099')).toBeVisible();
    expect(within(panel).getByText('6:00 PM')).toBeVisible();
    expect(within(panel).getByText('Badminton')).toBeVisible();
    expect(within(panel).getByText('One Time')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Recurring (2)' }));
    const recurring = screen.getByRole('tabpanel');
    expect(within(recurring).getByRole('button', { name: 'Tennis Tuesdays' })).toBeVisible();
    expect(within(recurring).getByRole('button', { name: 'Monthly Hoops' })).toBeVisible();
    expect(within(recurring).queryByRole('button', { name: 'Sunday Smash' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Old Cup' }),
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
    const toggle = await screen.findByRole('button', { name: 'Sunday Smash' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const details = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(details).toBeInstanceOf(HTMLTableRowElement);
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
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('2 / 10')).toBeNull();
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
});
