import type { CourtBooking } from '@betterplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { friends, makeBooking, splitWith } from '../booking-fixtures.ts';
import { openPage, payButton, requestsTo, serve } from './court-booking-test-kit.ts';
import { created } from '../../../test/app-test-kit.tsx';

/** After paying on the court confirmation page: splitting the cost with friends. */

afterEach(() => {
  window.sessionStorage.clear();
});

describe('after paying: the split dialogs', () => {
  async function paid(booking: CourtBooking = makeBooking()) {
    const api = serve({
      routes: {
        'POST /user/court/bookings': created(booking),
        [`POST /user/court/bookings/${booking.id}/split`]: (request) => {
          const ids = (request.body as { friendIds: string[] }).friendIds;
          return created(
            splitWith(
              booking,
              friends.filter((friend) => ids.includes(friend.id)),
            ),
          );
        },
      },
    });
    const view = await openPage();
    await screen.findByRole('timer');
    await view.user.click(await payButton());
    const dialog = await screen.findByRole('dialog', { name: 'Booking confirmed' });
    return { ...api, ...view, dialog };
  }

  it("splits with chosen friends, 'Invitation sent!', then the summary, then the activity", async () => {
    const { user, dialog, requests, router } = await paid();
    expect(dialog).toHaveTextContent('Court 1 at MSAC, 1 May 2030 at 2:00 PM is yours.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, split the cost' }));

    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    const split = () => within(invite).getByRole('button', { name: /^Split/ });
    await within(invite).findByRole('checkbox', { name: 'Olivia Chen' });
    expect(split()).toBeDisabled();
    expect(
      within(invite).getByRole('checkbox', { name: 'Olivia Chen' }),
    ).toHaveAccessibleDescription('Tennis, Badminton');

    await user.click(within(invite).getByRole('checkbox', { name: 'Olivia Chen' }));
    expect(split()).toHaveTextContent('Split 2 ways: $26.00 each');
    expect(split()).toBeEnabled();
    await user.click(within(invite).getByRole('checkbox', { name: 'Noah Patel' }));
    expect(split()).toHaveTextContent('Split 3 ways: $17.33 each');
    await user.click(within(invite).getByRole('checkbox', { name: 'Mia Rossi' }));
    expect(split()).toHaveTextContent('Split 4 ways: $13.00 each');
    await user.click(within(invite).getByRole('checkbox', { name: 'Mia Rossi' }));

    await user.click(split());
    const sent = await screen.findByRole('dialog', { name: 'Invitation sent!' });
    expect(
      requestsTo(requests, 'POST', `/user/court/bookings/${makeBooking().id}/split`)[0]?.body,
    ).toEqual({
      friendIds: [friends[0]?.id, friends[1]?.id],
    });
    await user.click(within(sent).getByRole('button', { name: 'Continue' }));

    const summary = await screen.findByRole('dialog', { name: 'Booking Confirmed!' });
    expect(summary).toHaveTextContent('Court 1, MSAC');
    expect(summary).toHaveTextContent('1 May 2030');
    expect(summary).toHaveTextContent('2:00 PM');
    expect(summary).toHaveTextContent('2 hours');
    expect(summary).toHaveTextContent('You, Olivia Chen, Noah Patel');
    await user.click(within(summary).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
  });

  it('searches the friends by name or sport, keyboard first', async () => {
    const { user, dialog } = await paid();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, split the cost' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    await within(invite).findByRole('checkbox', { name: 'Olivia Chen' });
    await user.type(within(invite).getByRole('searchbox', { name: 'Search friends' }), 'badm');
    expect(
      within(invite)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('id') !== null),
    ).toHaveLength(2);
    expect(within(invite).queryByRole('checkbox', { name: 'Noah Patel' })).toBeNull();
    // Tab to the first friend and choose with the space bar.
    await user.tab();
    expect(within(invite).getByRole('checkbox', { name: 'Olivia Chen' })).toHaveFocus();
    await user.keyboard(' ');
    expect(within(invite).getByRole('checkbox', { name: 'Olivia Chen' })).toBeChecked();
    await user.clear(within(invite).getByRole('searchbox', { name: 'Search friends' }));
    await user.type(within(invite).getByRole('searchbox', { name: 'Search friends' }), 'zzz');
    expect(within(invite).getByText('No friends match “zzz”')).toBeVisible();
  });

  it("'No, thanks' goes to the summary with only the player", async () => {
    const { user, dialog, router } = await paid();
    await user.click(within(dialog).getByRole('button', { name: 'No, thanks' }));
    const summary = await screen.findByRole('dialog', { name: 'Booking Confirmed!' });
    expect(within(summary).getByText('You')).toBeVisible();
    await user.click(within(summary).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/activity'));
  });

  it('closing at any step resets to the confirmation step', async () => {
    const { user, dialog } = await paid();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, split the cost' }));
    const invite = await screen.findByRole('dialog', { name: 'Invite friends' });
    await user.click(await within(invite).findByRole('checkbox', { name: 'Olivia Chen' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const reopen = screen.getByRole('button', { name: 'Split the cost or finish' });
    expect(reopen).toHaveFocus();

    await user.click(reopen);
    const again = await screen.findByRole('dialog', { name: 'Booking confirmed' });
    await user.click(within(again).getByRole('button', { name: 'Yes, split the cost' }));
    const fresh = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(within(fresh).getByRole('checkbox', { name: 'Olivia Chen' })).not.toBeChecked();
    expect(within(fresh).getByRole('button', { name: /^Split/ })).toBeDisabled();

    await user.click(within(fresh).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Split the cost or finish' }));
    const third = await screen.findByRole('dialog', { name: 'Booking confirmed' });
    await user.click(within(third).getByRole('button', { name: 'No, thanks' }));
    await screen.findByRole('dialog', { name: 'Booking Confirmed!' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Split the cost or finish' }));
    expect(await screen.findByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();
  });
});
