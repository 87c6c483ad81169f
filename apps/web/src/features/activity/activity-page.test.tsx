import type {
  MyBookings,
  MyCourtBookings,
  MyJoinRequest,
  MyWaitlistEntry,
  Social,
} from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../lib/realtime/realtime-test-kit.tsx';
import {
  LOAD,
  fakeApi,
  makeToken,
  ok,
  renderApp,
  sampleProfile,
  setTokenCookie,
} from '../../test/app-test-kit.tsx';
import {
  NO_COURT_BOOKINGS,
  aCourtBooking,
  aSplitBooking,
} from '../courts/my-bookings/my-bookings-fixtures.ts';
import { makeBooking, makeJoinRequest, makeSocial } from '../socials/socials-test-kit.ts';
import { localCalendarDate } from '../../lib/format.ts';
import { dayLabel } from './agenda-days.ts';

const NO_BOOKINGS: MyBookings = { upcomingBookings: [], recurringBookings: [], pastBookings: [] };

interface MoreData {
  courts?: MyCourtBookings;
  waitlist?: MyWaitlistEntry[];
  /** the socials the waitlist names */
  socials?: Social[];
}

function serve(
  bookings: () => MyBookings,
  requests: () => MyJoinRequest[],
  { courts = NO_COURT_BOOKINGS, waitlist = [], socials = [] }: MoreData = {},
) {
  setTokenCookie(makeToken());
  return fakeApi({
    'GET /user/profile': ok(sampleProfile),
    'GET /user/social/booking': () => ok(bookings()),
    'GET /user/social/booking/request': () => ok(requests()),
    'GET /user/court/bookings': ok(courts),
    'GET /user/waitlist': ok(waitlist),
    ...Object.fromEntries(socials.map((social) => [`GET /cms/social/${social.id}`, ok(social)])),
  });
}

const upcoming = makeBooking();
const past = makeBooking({
  id: 'booking-past',
  social: makeSocial({ id: 'social-past', name: 'Old Smash', date: '2020-01-01' }),
});
const pending = makeJoinRequest();

describe('activity', () => {
  it('asks a signed-out visitor to sign in', async () => {
    fakeApi({});
    renderApp('/activity');
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Sign in to see your activity', hidden: true },
        LOAD,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your Activity' })).toBeNull();
  });

  it('is titled', async () => {
    serve(
      () => NO_BOOKINGS,
      () => [],
    );
    renderApp('/activity');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Activity' }, LOAD),
    ).toBeVisible();
    expect(document.title).toBe('Your Activity · Better Play');
  });

  it('shows the tabs with their counts, pending requests among the upcoming ones, by day', async () => {
    serve(
      () => ({ ...NO_BOOKINGS, upcomingBookings: [upcoming], pastBookings: [past] }),
      () => [pending, makeJoinRequest({ id: 'request-old', status: 'rejected' })],
    );
    const { user } = renderApp('/activity');

    const tabs = await screen.findAllByRole('tab', {}, LOAD);
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Upcoming (2)',
      'Past (1)',
      'Recurring (0)',
    ]);
    expect(screen.getByRole('tab', { name: 'Upcoming (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The agenda: soonest day first (the pending request's social is in January), each under
    // its day with a date badge, its sport, name, venue and time, and where the player stands.
    const panel = screen.getByRole('tabpanel', { name: 'Upcoming (2)' });
    expect(
      within(panel)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Mon 5 Jan 2099', 'Sat 7 Mar 2099']);
    const january = within(panel).getByRole('region', { name: 'Mon 5 Jan 2099' });
    expect(within(january).getByText('Monday 5 January 2099')).toBeInTheDocument();
    const request = within(january).getByRole('listitem');
    expect(within(request).getByRole('link', { name: 'Sunday Rally' })).toHaveAttribute(
      'href',
      '/sports/badminton/social?id=social-pending',
    );
    expect(within(request).getByRole('img', { name: 'Badminton' })).toBeVisible();
    expect(within(request).getByText('MSAC · 6:00 PM')).toBeVisible();
    expect(within(request).getByText('Pending')).toBeVisible();
    expect(
      within(request).getByRole('button', { name: 'Withdraw request: Sunday Rally' }),
    ).toBeVisible();
    const march = within(panel).getByRole('region', { name: 'Sat 7 Mar 2099' });
    expect(within(march).getByRole('listitem')).toHaveTextContent('Friday Night Smash');
    expect(within(march).getByText('Attending')).toBeVisible();

    // The table keeps the product's columns.
    await user.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('tabpanel', { name: 'Upcoming (2)' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Event', 'Venue', 'Date', 'Time', 'Sport', 'Event Type', 'Players', 'Details']);
    const events = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(events).toEqual(['Sunday RallyPending', 'Friday Night Smash']);
    const row = within(table).getByRole('row', { name: /Friday Night Smash/ });
    for (const text of ['MSAC', '7 Mar 2099', '6:00 PM', 'Badminton', 'One Time', '2/10 players']) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    // A waiting request counts the social's places taken.
    const waiting = within(table).getByRole('row', { name: /Sunday Rally/ });
    expect(within(waiting).getByText('3/10 players')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Past (1)' }));
    expect(screen.getByRole('tabpanel', { name: 'Past (1)' })).toHaveTextContent('Old Smash');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Recurring (0)' })).toHaveFocus();
    expect(screen.getByText('No recurring bookings')).toBeVisible();
  });

  it("puts my courts and the lines I wait in on the agenda, under 'Today' and 'Tomorrow'", async () => {
    const now = Date.now();
    const today = localCalendarDate(now);
    // Days counted from today's noon: a daylight-saving hour cannot move them, nor can running
    // the test in the last hour of a day (now + 25 h is then the day after tomorrow).
    const noon = new Date(now).setHours(12, 0, 0, 0);
    const tomorrow = localCalendarDate(noon + 86_400_000);
    const inTwoDays = localCalendarDate(noon + 2 * 86_400_000);
    const waitedFor = makeSocial({
      id: 'social-full',
      name: 'Full House',
      date: tomorrow,
      time: '08:00:00',
    });
    serve(
      () => ({
        ...NO_BOOKINGS,
        upcomingBookings: [
          makeBooking({ social: makeSocial({ date: inTwoDays, time: '18:00:00' }) }),
        ],
      }),
      () => [],
      {
        courts: {
          ...NO_COURT_BOOKINGS,
          upcoming: [
            aSplitBooking('pending', 'paid', { date: tomorrow, time: '07:00' }),
            aCourtBooking({ id: 'cancelled', status: 'cancelled', date: today, time: '23:00' }),
          ],
        },
        waitlist: [{ socialId: waitedFor.id, position: 2, offer: null }],
        socials: [waitedFor],
      },
    );
    renderApp('/activity');

    const panel = await screen.findByRole('tabpanel', { name: 'Upcoming (3)' }, LOAD);
    const days = within(panel).getAllByRole('heading', { level: 2 });
    expect(days.map((heading) => heading.textContent)).toEqual([
      'Tomorrow',
      dayLabel(inTwoDays, today),
    ]);
    const items = within(within(panel).getByRole('region', { name: 'Tomorrow' })).getAllByRole(
      'listitem',
    );
    // In time order: the court at 7:00, then the social at 8:00; the cancelled court is not on it.
    expect(items.map((item) => item.textContent)).toEqual([
      'Court 1 at MSAC7:00 AM · 2 hoursSplit pending',
      'Full HouseMSAC · 8:00 AMWaitlist #2',
    ]);
    expect(
      within(items[0] as HTMLElement).getByRole('link', { name: 'Court 1 at MSAC' }),
    ).toHaveAttribute('href', '#court-bookings');
  });

  it('expands a row to its details and lists the attendees', async () => {
    serve(
      () => ({ ...NO_BOOKINGS, upcomingBookings: [upcoming] }),
      () => [],
    );
    const { user } = renderApp('/activity');

    const expand = await screen.findByRole(
      'button',
      { name: 'Details for Friday Night Smash' },
      LOAD,
    );
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

    expect(await screen.findByText('No upcoming bookings', {}, LOAD)).toBeVisible();
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
    expect(await screen.findByRole('tab', { name: 'Upcoming (1)' }, LOAD)).toBeVisible();
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
    expect(within(panel).getByRole('link', { name: 'Sunday Rally' })).toBeVisible();
    expect(within(panel).getByText('Attending')).toBeVisible();
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
