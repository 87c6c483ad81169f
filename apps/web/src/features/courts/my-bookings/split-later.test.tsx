import type { CourtBooking, PlayerCard, Share } from '@betterplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { created, failure, LOAD, ok, renderApp } from '../../../test/app-test-kit.tsx';
import { friends, mia, noah, olivia } from '../booking-fixtures.ts';
import { aCourtBooking, aShare, BOOKING_ID, NO_COURT_BOOKINGS } from './my-bookings-fixtures.ts';
import { serveCourtBookings } from './my-bookings-test-kit.ts';

/** From the Activity: splitting a paid booking later, and inviting again a friend who declined. */

const SPLIT_PATH = `POST /user/court/bookings/${BOOKING_ID}/split`;
const which = 'Court 1 at MSAC, 8 Mar 2099';

const person = ({ id, firstName, lastName }: PlayerCard) => ({
  id,
  firstName,
  lastName,
  avatar: '',
});

const shareOf = (friend: PlayerCard, status: Share['status'], amountCents = 1733): Share =>
  aShare({ id: `share-${friend.firstName}`, user: person(friend), status, amountCents });

/** The Activity with these upcoming bookings; the split answers the booking with each invited. */
function serve(upcoming: CourtBooking[], split = (friendIds: string[]) => splitAnswer(friendIds)) {
  let bookings = upcoming;
  const api = serveCourtBookings(() => ({ ...NO_COURT_BOOKINGS, upcoming: bookings }), {
    'GET /user/friends': () => ok(friends),
    [SPLIT_PATH]: (request) => {
      const answer = split((request.body as { friendIds: string[] }).friendIds);
      if ('id' in answer) {
        bookings = bookings.map((booking) => (booking.id === answer.id ? answer : booking));
        return created(answer);
      }
      return answer;
    },
  });
  return { ...api, splits: () => api.requests.filter((r) => r.method === 'POST') };
}

let splitAnswer: (friendIds: string[]) => CourtBooking | ReturnType<typeof failure>;

const upcomingTable = () => screen.findByRole('table', { name: 'Upcoming court bookings' }, LOAD);
const bookingRow = async () =>
  within(await upcomingTable()).getByRole('row', { name: /Court 1 at MSAC/ });

describe('activity: splitting a court booking later', { timeout: 15_000 }, () => {
  it("'Split the cost' on a paid booking not split: invites, the card updates, focus returns to it", async () => {
    const booking = aCourtBooking();
    splitAnswer = () => ({ ...booking, shares: [shareOf(olivia, 'pending', 2600)] });
    const { splits } = serve([
      booking,
      aCourtBooking({ id: 'started', date: '2020-03-08' }),
      aCourtBooking({ id: 'cancelled', status: 'cancelled', date: '2099-03-09' }),
    ]);
    const { user } = renderApp('/activity');

    const table = await upcomingTable();
    expect(within(table).getAllByRole('button', { name: /^Split the cost/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: `Split the cost: ${which}` }));

    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    await user.click(await within(invite).findByRole('checkbox', { name: 'Olivia Chen' }));
    await user.click(within(invite).getByRole('button', { name: 'Split 2 ways: $26.00 each' }));

    const sent = await screen.findByRole('dialog', { name: 'Invitation sent!' });
    expect(sent).toHaveTextContent('Olivia Chen was invited to pay $26.00.');
    expect(splits().map((request) => request.body)).toEqual([{ friendIds: [olivia.id] }]);
    await user.click(within(sent).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const split = within(table).getByRole('list', { name: 'Split of Court 1 at MSAC' });
    expect(split).toHaveTextContent('Olivia Chen$26.00Pending');
    expect(within(table).queryByRole('button', { name: /^Split the cost/ })).toBeNull();
    // Its button is gone: focus lands on the booking's split, not the page's start.
    expect(split.parentElement).toHaveFocus();
  });

  it("'Invite again' beside a declined share while another is pending: that friend alone, for their amount", async () => {
    const booking = aCourtBooking({
      shares: [shareOf(olivia, 'declined'), shareOf(noah, 'pending')],
    });
    splitAnswer = () => ({
      ...booking,
      shares: [shareOf(noah, 'pending'), { ...shareOf(olivia, 'pending'), id: 'share-again' }],
    });
    const { splits } = serve([booking]);
    const { user } = renderApp('/activity');

    const row = await bookingRow();
    expect(within(row).queryByRole('button', { name: /^Split the cost/ })).toBeNull();
    expect(within(row).getAllByRole('button', { name: /^Invite again/ })).toHaveLength(1);
    await user.click(
      within(row).getByRole('button', { name: `Invite again: Olivia Chen, ${which}` }),
    );

    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    const listed = await within(invite).findAllByRole('checkbox');
    expect(listed).toHaveLength(1);
    expect(within(invite).getByRole('checkbox', { name: 'Olivia Chen' })).toBeChecked();
    await user.click(within(invite).getByRole('button', { name: 'Invite again: $17.33' }));

    const sent = await screen.findByRole('dialog', { name: 'Invitation sent!' });
    expect(sent).toHaveTextContent('Olivia Chen was invited to pay $17.33.');
    expect(splits().map((request) => request.body)).toEqual([{ friendIds: [olivia.id] }]);
    await user.click(within(sent).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const items = within(await bookingRow()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Noah Patel$17.33Pending',
      'Olivia Chen$17.33Pending',
    ]);
  });

  it('after every friend declined: both offers; inviting again splits anew among all friends', async () => {
    const booking = aCourtBooking({
      shares: [shareOf(olivia, 'declined'), shareOf(noah, 'expired')],
    });
    splitAnswer = () => ({ ...booking, shares: [shareOf(olivia, 'pending', 1733)] });
    serve([booking]);
    const { user } = renderApp('/activity');

    const row = await bookingRow();
    expect(within(row).getByRole('button', { name: `Split the cost: ${which}` })).toBeVisible();
    expect(within(row).getAllByRole('button', { name: /^Invite again/ })).toHaveLength(2);
    await user.click(
      within(row).getByRole('button', { name: `Invite again: Olivia Chen, ${which}` }),
    );
    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    await within(invite).findByRole('checkbox', { name: 'Mia Rossi' });
    expect(within(invite).getAllByRole('checkbox')).toHaveLength(3);
    expect(within(invite).getByRole('checkbox', { name: 'Olivia Chen' })).toBeChecked();
    await user.click(within(invite).getByRole('checkbox', { name: mia.firstName + ' Rossi' }));
    expect(within(invite).getByRole('button', { name: 'Split 3 ways: $17.33 each' })).toBeEnabled();
  });

  it("shows the server's refusal in the dialog, and closing returns focus to the button", async () => {
    const booking = aCourtBooking();
    splitAnswer = () => failure(409, 'This booking has already started', 'BOOKING_STARTED');
    serve([booking]);
    const { user } = renderApp('/activity');

    const open = within(await bookingRow()).getByRole('button', {
      name: `Split the cost: ${which}`,
    });
    await user.click(open);
    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    await user.click(await within(invite).findByRole('checkbox', { name: 'Olivia Chen' }));
    await user.click(within(invite).getByRole('button', { name: /^Split 2 ways/ }));
    expect(await within(invite).findByRole('alert')).toHaveTextContent(
      'This booking has already started',
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(open).toHaveFocus();
  });
});
