import type { MyBookings, MyJoinRequest } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import {
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import { NO_COURT_BOOKINGS } from '../courts/my-bookings/my-bookings-fixtures.ts';
import { makeBooking, makeJoinRequest, makeSocial } from '../socials/socials-test-kit.ts';

const NO_BOOKINGS: MyBookings = { upcomingBookings: [], recurringBookings: [], pastBookings: [] };

function serve(bookings: () => MyBookings, requests: () => MyJoinRequest[]) {
  setTokenCookie(makeToken());
  return fakeApi({
    'GET /user/profile': ok(sampleProfile),
    'GET /user/social/booking': () => ok(bookings()),
    'GET /user/social/booking/request': () => ok(requests()),
    'GET /user/court/bookings': ok(NO_COURT_BOOKINGS),
  });
}

const upcoming = makeBooking();
const past = makeBooking({
  id: 'booking-past',
  social: makeSocial({ id: 'social-past', name: 'Old Smash', date: '2020-01-01' }),
});
const pending = makeJoinRequest();

describe('activity', () => {
  it('is not there when signed out', async () => {
    fakeApi({});
    renderApp('/activity');
    expect(await screen.findByRole('heading', { name: 'Find Your Perfect Game' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your Activity' })).toBeNull();
  });

  it('is titled', async () => {
    serve(
      () => NO_BOOKINGS,
      () => [],
    );
    renderApp('/activity');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Activity' })).toBeVisible();
    expect(document.title).toBe('Your Activity · Better Play');
  });

  it('shows the tabs with their counts, pending requests among the upcoming ones', async () => {
    serve(
      () => ({ ...NO_BOOKINGS, upcomingBookings: [upcoming], pastBookings: [past] }),
      () => [pending, makeJoinRequest({ id: 'request-old', status: 'rejected' })],
    );
    const { user } = renderApp('/activity');

    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Upcoming (2)',
      'Past (1)',
      'Recurring (0)',
    ]);
    expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const panel = screen.getByRole('tabpanel', { name: 'Upcoming (2)' });
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Venue', 'Date', 'Time', 'Sport', 'Event Type', 'Players', 'Details']);
    // Soonest first: the pending request's social is in January.
    const events = within(panel)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(events).toEqual(['Sunday RallyPending', 'Friday Night Smash']);
    const row = within(panel).getByRole('row', { name: /Friday Night Smash/ });
    for (const text of ['MSAC', '7 Mar 2099', '6:00 PM', 'Badminton', 'One Time', '2/10 players']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    // A waiting request counts the social's places taken.
    const waiting = within(panel).getByRole('row', { name: /Sunday Rally/ });
    expect(within(waiting).getByText('3/10 players')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(screen.getByRole('tabpanel', { name: 'Past (1)' })).toHaveTextContent('Old Smash');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recurring (0)' })).toHaveFocus();
    expect(screen.getByText('No recurring bookings')).toBeVisible();
  });

  it('expands a row to its details and lists the attendees', async () => {
    serve(
      () => ({ ...NO_BOOKINGS, upcomingBookings: [upcoming] }),
      () => [],
    );
    const { user } = renderApp('/activity');

    const expand = await screen.findByRole('button', { name: 'Details for Friday Night Smash' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Price paid: $ 12.50')).toBeNull();
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'true');

    expect(screen.getByText('1 Aughtie Dr, Albert Park')).toBeVisible();
    expect(screen.getByText('7 Mar 2099, 6:00 PM')).toBeVisible();
    expect(screen.getByText('Booking date').nextElementSibling).toHaveTextContent('1 Feb 2099');
    expect(screen.getByText('Price paid: $ 12.50')).toBeVisible();
    expect(screen.getByText('Attendees').nextElementSibling).toHaveTextContent('2 / 10');

    await user.click(screen.getByRole('button', { name: 'View attendees of Friday Night Smash' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attendees' });
    expect(within(dialog).getByText('Alex Morgan')).toBeVisible();
    expect(within(dialog).getByText('Sam Lee')).toBeVisible();
    expect(within(dialog).getByRole('img', { name: 'Sam Lee' })).toHaveTextContent('SL');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByRole('button', { name: 'View attendees of Friday Night Smash' }),
    ).toHaveFocus();
    await user.click(expand);
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Price paid: $ 12.50')).toBeNull();
  });

  it('has an empty state on every tab', async () => {
    serve(
      () => NO_BOOKINGS,
      () => [],
    );
    const { user } = renderApp('/activity');

    expect(await screen.findByText('No upcoming bookings')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore Sports' })).toHaveAttribute('href', '/sports');
    await user.click(screen.getByRole('tab', { name: 'Past (0)' }));
    expect(screen.getByText('No past bookings found')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Recurring (0)' }));
    expect(screen.getByText('No recurring bookings')).toBeVisible();
  });

  it('shows an accepted request live: a toast, and the social under Upcoming without reload', async () => {
    const sockets = installFakeSockets();
    let accepted = false;
    const social = pending.social;
    serve(
      () =>
        accepted
          ? { ...NO_BOOKINGS, upcomingBookings: [makeBooking({ id: 'booking-new', social })] }
          : NO_BOOKINGS,
      () => [accepted ? { ...pending, status: 'accepted' } : pending],
    );
    renderApp('/activity');
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' })).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();

    accepted = true;
    act(() =>
      sockets.current().serverEmit('join-request:decided', {
        id: pending.id,
        socialId: social.id,
        socialName: social.name,
        status: 'accepted',
      }),
    );

    expect(await screen.findByText('Request accepted')).toBeVisible();
    expect(screen.getByText("You're in: Sunday Rally")).toBeVisible();
    await waitFor(() => expect(screen.queryByText('Pending')).toBeNull());
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming (1)' });
    expect(within(panel).getByRole('rowheader', { name: 'Sunday Rally' })).toBeVisible();
  });

  it('announces a declined request on any page', async () => {
    const sockets = installFakeSockets();
    // Decisions reach the player who asked: a signed-in user, connected on every page.
    serve(
      () => NO_BOOKINGS,
      () => [],
    );
    renderApp('/');
    await screen.findByRole('heading', { name: 'Find Your Perfect Game' });
    act(() =>
      sockets.current().serverEmit('join-request:decided', {
        id: 'r1',
        socialId: 's1',
        socialName: 'Sunday Rally',
        status: 'rejected',
      }),
    );
    expect(await screen.findByText('Request declined')).toBeVisible();
    expect(screen.getByText('Sunday Rally')).toBeVisible();
  });
});
