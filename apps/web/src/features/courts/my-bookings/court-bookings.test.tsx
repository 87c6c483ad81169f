import type { Cancellation } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../../lib/realtime/realtime-test-kit.tsx';
import { clickTwiceAtOnce, failure, LOAD, ok, renderApp } from '../../../test/app-test-kit.tsx';
import {
  aCourtBooking,
  aSplitBooking,
  BOOKING_ID,
  NO_COURT_BOOKINGS,
} from './my-bookings-fixtures.ts';
import { serveCourtBookings } from './my-bookings-test-kit.ts';

const REFUND_CHANGED =
  'The refund for this booking has changed: it now starts within 24 hours, so cancelling refunds nothing. Please confirm again.';
const upcomingTable = () => screen.findByRole('table', { name: 'Upcoming court bookings' }, LOAD);

describe('activity: my court bookings', () => {
  it('lists upcoming and past bookings with what was paid and how each friend answered', async () => {
    serveCourtBookings(() => ({
      ...NO_COURT_BOOKINGS,
      upcoming: [aSplitBooking('paid', 'declined')],
      past: [aSplitBooking('paid', 'expired', { id: 'past-1', date: '2020-03-08' })],
    }));
    renderApp('/activity');

    const upcoming = await upcomingTable();
    const row = within(upcoming).getByRole('row', { name: /Court 1 at MSAC/ });
    for (const text of [
      'Badminton',
      '8 Mar 2099',
      '10:00 AM',
      '2 hours',
      '$34.67',
      '$52.00 total, $17.33 back from friends',
      'Apple Pay',
    ]) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    const split = within(row).getByRole('list', { name: 'Split of Court 1 at MSAC' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Olivia Stone$17.33Paid', 'Sam Lee$17.33DeclinedInvite again']);
    expect(within(row).getByRole('button', { name: /^Cancel booking/ })).toBeVisible();

    const past = screen.getByRole('table', { name: 'Past court bookings' });
    const pastRow = within(past).getByRole('row', { name: /Court 1 at MSAC/ });
    expect(within(pastRow).getByText('8 Mar 2020')).toBeVisible();
    expect(within(pastRow).getByText('Expired')).toBeVisible();
    expect(within(pastRow).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
    // No invitations: no section for them.
    expect(screen.queryByRole('heading', { name: 'Court invitations' })).toBeNull();
  });

  it('says when there are none, and offers to book a court', async () => {
    serveCourtBookings(() => NO_COURT_BOOKINGS);
    renderApp('/activity');
    expect(await screen.findByText('No upcoming court bookings', {}, LOAD)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Book a Court' })).toHaveAttribute('href', '/book');
    expect(screen.getByText('No past court bookings')).toBeVisible();
    // The socials' tabs and texts stay as they were.
    expect(screen.getByRole('tab', { name: 'Upcoming (0)' })).toBeVisible();
    expect(screen.getByText('No upcoming bookings')).toBeVisible();
  });

  it('cancels 24 hours or more ahead with a full refund, friends’ paid shares included', async () => {
    let booking = aSplitBooking('paid', 'pending');
    const cancellation: Cancellation = {
      id: BOOKING_ID,
      status: 'cancelled',
      refundedCents: 3467,
      sharesRefundedCents: 1733,
    };
    const { requests } = serveCourtBookings(() => ({ ...NO_COURT_BOOKINGS, upcoming: [booking] }), {
      [`DELETE /user/court/bookings/${BOOKING_ID}`]: () => {
        booking = { ...booking, status: 'cancelled', refundedCents: 5200 };
        return ok(cancellation);
      },
    });
    const { user } = renderApp('/activity');

    await user.click(
      within(await upcomingTable()).getByRole('button', { name: /^Cancel booking/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent('Court 1 at MSAC, 8 Mar 2099, 10:00 AM, 2 hours.');
    expect(
      within(dialog).getByText(
        "You get a full refund of $52.00, including friends' paid shares: $34.67 to you and $17.33 back to your friends.",
      ),
    ).toBeVisible();
    expect(
      within(dialog).getByText(
        "Cancelling 24 hours or more before the start refunds everything, including friends' paid shares; later refunds nothing.",
      ),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeVisible();
    expect(screen.getByText('$34.67 refunded to you and $17.33 to your friends.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const deletes = requests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.query.get('expectRefund'))).toEqual(['full']);
    const row = within(await upcomingTable()).getByRole('row', { name: /Court 1 at MSAC/ });
    expect(await within(row).findByText('Cancelled')).toBeVisible();
    expect(within(row).getByText('Refunded $52.00')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Cancel booking/ })).toBeNull();
  });

  it('cancels once when the dialog’s Cancel booking is double-clicked', async () => {
    let booking = aSplitBooking('paid', 'pending');
    const { requests } = serveCourtBookings(() => ({ ...NO_COURT_BOOKINGS, upcoming: [booking] }), {
      [`DELETE /user/court/bookings/${BOOKING_ID}`]: () => {
        booking = { ...booking, status: 'cancelled', refundedCents: 5200 };
        return ok({
          id: BOOKING_ID,
          status: 'cancelled',
          refundedCents: 3467,
          sharesRefundedCents: 1733,
        });
      },
    });
    const { user } = renderApp('/activity');
    await user.click(
      within(await upcomingTable()).getByRole('button', { name: /^Cancel booking/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    clickTwiceAtOnce(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeVisible();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });

  it('says within 24 hours of the start that cancelling refunds nothing', async () => {
    const booking = aSplitBooking('paid', 'pending', { fullRefundIfCancelled: false });
    serveCourtBookings(() => ({ ...NO_COURT_BOOKINGS, upcoming: [booking] }), {
      [`DELETE /user/court/bookings/${BOOKING_ID}`]: () =>
        ok({ id: BOOKING_ID, status: 'cancelled', refundedCents: 0, sharesRefundedCents: 0 }),
    });
    const { user } = renderApp('/activity');

    const open = within(await upcomingTable()).getByRole('button', { name: /^Cancel booking/ });
    await user.click(open);
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText(
        "It starts within 24 hours, so there is no refund: the $34.67 you paid is not refunded. Your friends' paid shares are not refunded either.",
      ),
    ).toBeVisible();
    // Keeping it changes nothing and returns to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();

    await user.click(open);
    dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeVisible();
    expect(screen.getByText('No refund: the booking starts within 24 hours.')).toBeVisible();
  });

  it('asks to confirm again, with the server’s message, when the refund changed since the list loaded', async () => {
    // The list was loaded while a full refund stood; the server now refunds nothing.
    let booking = aCourtBooking();
    const { requests } = serveCourtBookings(() => ({ ...NO_COURT_BOOKINGS, upcoming: [booking] }), {
      [`DELETE /user/court/bookings/${BOOKING_ID}`]: (request) => {
        if (request.query.get('expectRefund') === 'full') {
          booking = { ...booking, fullRefundIfCancelled: false };
          return {
            status: 409,
            body: {
              message: REFUND_CHANGED,
              statusCode: 409,
              code: 'REFUND_POLICY_CHANGED',
            },
          };
        }
        return ok({
          id: BOOKING_ID,
          status: 'cancelled',
          refundedCents: 0,
          sharesRefundedCents: 0,
        });
      },
    });
    const { user } = renderApp('/activity');
    await user.click(
      within(await upcomingTable()).getByRole('button', { name: /^Cancel booking/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('You get a full refund of $52.00.')).toBeVisible();
    const loads = () => requests.filter((request) => request.path === '/user/court/bookings');
    const loadsBefore = loads().length;

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(REFUND_CHANGED);
    expect(
      within(dialog).getByText(
        'It starts within 24 hours, so there is no refund: the $52.00 you paid is not refunded.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(loads().length).toBeGreaterThan(loadsBefore));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeVisible();
    expect(
      requests
        .filter((request) => request.method === 'DELETE')
        .map((request) => request.query.get('expectRefund')),
    ).toEqual(['full', 'none']);
  });

  it('promises no refund when the booking came within 24 hours since the list was loaded', async () => {
    // The list said a full refund, but the booking now starts in two hours.
    const soon = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const pad = (value: number) => String(value).padStart(2, '0');
    const booking = aCourtBooking({
      date: `${soon.getFullYear()}-${pad(soon.getMonth() + 1)}-${pad(soon.getDate())}`,
      time: `${pad(soon.getHours())}:${pad(soon.getMinutes())}`,
      fullRefundIfCancelled: true,
    });
    const { requests } = serveCourtBookings(() => ({ ...NO_COURT_BOOKINGS, upcoming: [booking] }), {
      [`DELETE /user/court/bookings/${BOOKING_ID}`]: () =>
        ok({ id: BOOKING_ID, status: 'cancelled', refundedCents: 0, sharesRefundedCents: 0 }),
    });
    const { user } = renderApp('/activity');
    await user.click(
      within(await upcomingTable()).getByRole('button', { name: /^Cancel booking/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(
      within(dialog).getByText(
        'It starts within 24 hours, so there is no refund: the $52.00 you paid is not refunded.',
      ),
    ).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByText('Booking cancelled')).toBeVisible();
    expect(requests.find((request) => request.method === 'DELETE')?.query.get('expectRefund')).toBe(
      'none',
    );
  });

  it('keeps the dialog open with the reason when the cancellation is refused', async () => {
    serveCourtBookings(() => ({ ...NO_COURT_BOOKINGS, upcoming: [aCourtBooking()] }), {
      [`DELETE /user/court/bookings/${BOOKING_ID}`]: () => ({
        status: 409,
        body: {
          message: 'This booking has already started',
          statusCode: 409,
          code: 'BOOKING_STARTED',
        },
      }),
    });
    const { user } = renderApp('/activity');
    await user.click(
      within(await upcomingTable()).getByRole('button', { name: /^Cancel booking/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByText('You get a full refund of $52.00.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking has already started',
    );
  });

  it("shows a friend's answer live, with a toast, without loading the list again", async () => {
    const sockets = installFakeSockets();
    const { requests } = serveCourtBookings(() => ({
      ...NO_COURT_BOOKINGS,
      upcoming: [aSplitBooking('pending', 'pending')],
    }));
    renderApp('/activity');
    const row = within(await upcomingTable()).getByRole('row', { name: /Court 1 at MSAC/ });
    expect(within(row).getAllByText('Pending')).toHaveLength(2);
    const loads = requests.filter((request) => request.path === '/user/court/bookings').length;

    act(() =>
      sockets
        .current()
        .serverEmit('court-booking:changed', { booking: aSplitBooking('paid', 'pending') }),
    );

    expect(await screen.findByText('Olivia Stone paid their share')).toBeVisible();
    expect(screen.getByText('$17.33 for Court 1 at MSAC, 8 Mar 2099, 10:00 AM')).toBeVisible();
    const split = within(row).getByRole('list', { name: 'Split of Court 1 at MSAC' });
    expect(
      within(split)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Olivia Stone$17.33Paid', 'Sam Lee$17.33Pending']);
    expect(within(row).getByText('$34.67')).toBeVisible();
    expect(requests.filter((request) => request.path === '/user/court/bookings')).toHaveLength(
      loads,
    );

    act(() =>
      sockets
        .current()
        .serverEmit('court-booking:changed', { booking: aSplitBooking('paid', 'declined') }),
    );
    expect(await screen.findByText('Sam Lee declined their share')).toBeVisible();
    expect(within(split).getByText('Declined')).toBeVisible();
  });

  it('keeps the socials when the court bookings cannot be loaded', async () => {
    serveCourtBookings(() => NO_COURT_BOOKINGS, {
      'GET /user/court/bookings': () =>
        failure(429, 'Too many attempts. Please wait a minute and try again.', 'RATE_LIMITED'),
    });
    renderApp('/activity');
    expect(
      await screen.findByText(
        'Could not load your court bookings: Too many attempts. Please wait a minute and try again.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    expect(screen.getByText('No upcoming bookings')).toBeVisible();
  });
});
