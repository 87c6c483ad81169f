import type { CourtBooking } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../lib/deferred-actions.ts';
import { installFakeSockets } from '../../../lib/realtime/realtime-test-kit.tsx';
import {
  clickTwiceAtOnce,
  failure,
  findInToast,
  type FakeRequest,
  type FakeResponse,
  LOAD,
  ok,
  renderApp,
} from '../../../test/app-test-kit.tsx';
import {
  anInvitation,
  aShare,
  aSplitBooking,
  NO_COURT_BOOKINGS,
  olivia,
  OLIVIA_SHARE_ID,
  SAM_SHARE_ID,
} from './my-bookings-fixtures.ts';
import { serveCourtBookings } from './my-bookings-test-kit.ts';
import { shareAnchorId } from './share-invitation.tsx';

const PAY = `POST /user/court/shares/${OLIVIA_SHARE_ID}/pay`;
const DECLINE = `POST /user/court/shares/${OLIVIA_SHARE_ID}/decline`;

/** Olivia, signed in, invited to the given bookings. */
function serveOlivia(
  invitations: () => CourtBooking[],
  more: Record<string, (request: FakeRequest) => FakeResponse> = {},
) {
  const court = () => ({ ...NO_COURT_BOOKINGS, invitations: invitations() });
  return serveCourtBookings(court, more, olivia);
}

const invitationRow = async () =>
  within(await screen.findByRole('table', { name: 'Court invitations' }, LOAD)).getByRole('row', {
    name: /Court 2 at MSAC/,
  });

describe('activity: court invitations', () => {
  it('lists bookings friends split with me, with my share, its status and what I can do', async () => {
    serveOlivia(() => [
      anInvitation('paid', {
        id: 'older',
        date: '2099-03-01',
        court: { id: 'c3', name: 'Court 3', number: 3 },
        shares: [
          aShare({ id: SAM_SHARE_ID, bookingId: 'older', status: 'paid', amountCents: 1400 }),
        ],
      }),
      anInvitation('pending'),
    ]);
    renderApp('/activity');

    expect(await screen.findByRole('heading', { name: 'Court invitations' }, LOAD)).toBeVisible();
    const table = screen.getByRole('table', { name: 'Court invitations' });
    // The one waiting for me first.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Court 2 at MSAC', 'Court 3 at MSAC']);
    const row = await invitationRow();
    for (const text of [
      'Alex Morgan',
      'Badminton',
      '9 Mar 2099',
      '6:00 PM',
      '1 hour',
      '$14.00',
      'Pending',
    ]) {
      expect(within(row).getByText(text)).toBeVisible();
    }
    expect(
      within(row).getByRole('button', { name: /^Pay my share \(\$14\.00\)/ }),
    ).toHaveTextContent('Pay my share ($14.00)');
    expect(within(row).getByRole('button', { name: /^Decline/ })).toBeVisible();
    const paid = within(table).getByRole('row', { name: /Court 3 at MSAC/ });
    expect(within(paid).getByText('Paid')).toBeVisible();
    expect(within(paid).queryByRole('button')).toBeNull();
  });

  it('pays my share with an Idempotency-Key, and sends the same key again when no answer came', async () => {
    let invitation = anInvitation('pending');
    let attempts = 0;
    const { requests } = serveOlivia(() => [invitation], {
      [PAY]: () => {
        attempts += 1;
        if (attempts === 1) return failure(503, 'Service unavailable', 'INTERNAL');
        invitation = anInvitation('paid');
        return ok(invitation);
      },
    });
    const { user } = renderApp('/activity');

    await user.click(within(await invitationRow()).getByRole('button', { name: /^Pay my share/ }));
    expect(await screen.findByText('Share paid', {}, { timeout: 4000 })).toBeVisible();
    expect(screen.getByText('You paid $14.00 for Court 2 at MSAC.')).toBeVisible();

    const payments = requests.filter((request) => `${request.method} ${request.path}` === PAY);
    expect(payments).toHaveLength(2);
    const [first, retry] = payments.map((request) => request.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);

    const row = await invitationRow();
    expect(within(row).getByText('Paid')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /Pay my share/ })).toBeNull();
  });

  it("shows the provider's message when the card is declined, and tries a new payment after", async () => {
    let attempts = 0;
    const { requests } = serveOlivia(() => [anInvitation('pending')], {
      [PAY]: () => {
        attempts += 1;
        return attempts === 1
          ? failure(402, 'Your card was declined.', 'PAYMENT_DECLINED')
          : failure(409, 'Add a payment card on your profile before paying', 'NO_PAYMENT_METHOD');
      },
    });
    const { user } = renderApp('/activity');

    const pay = within(await invitationRow()).getByRole('button', { name: /^Pay my share/ });
    await user.click(pay);
    const row = await invitationRow();
    expect(await within(row).findByRole('alert')).toHaveTextContent('Your card was declined.');

    await user.click(pay);
    await waitFor(() =>
      expect(within(row).getByRole('alert')).toHaveTextContent(
        'Add a payment card on your profile before paying',
      ),
    );
    expect(within(row).getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    const keys = requests
      .filter((request) => `${request.method} ${request.path}` === PAY)
      .map((request) => request.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  /** Olivia's pending invitation, declined when the server hears of it. */
  function serveDeclinable() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let invitation = anInvitation('pending');
    const api = serveOlivia(() => [invitation], {
      [DECLINE]: () => {
        invitation = anInvitation('declined');
        return ok(invitation);
      },
    });
    const declines = () =>
      api.requests.filter((request) => `${request.method} ${request.path}` === DECLINE);
    return { declines, view: renderApp('/activity', { fakeTimers: true, history: ['/'] }) };
  }

  it('declines my share after 5 seconds in which Undo is offered', async () => {
    const { declines, view } = serveDeclinable();
    await view.user.click(within(await invitationRow()).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Invitation declined')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeVisible();
    // Waiting: the buttons say so and do nothing more.
    const waiting = within(await invitationRow()).getByRole('button', { name: /^Decline/ });
    expect(waiting).toHaveTextContent('Declining...');
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100));
    expect(declines()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(declines()).toHaveLength(1));
    const row = await invitationRow();
    await waitFor(() => expect(within(row).getByText('Declined')).toBeVisible());
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('Undo keeps the invitation open and sends nothing', async () => {
    const { declines, view } = serveDeclinable();
    await view.user.click(within(await invitationRow()).getByRole('button', { name: /^Decline/ }));
    await view.user.click(await findInToast('Undo'));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));

    expect(declines()).toHaveLength(0);
    const row = await invitationRow();
    expect(within(row).getByRole('button', { name: /^Decline/ })).toHaveTextContent('Decline');
    expect(within(row).getByRole('button', { name: /^Decline/ })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('still declines after leaving the page within the 5 seconds', async () => {
    const { declines, view } = serveDeclinable();
    await view.user.click(within(await invitationRow()).getByRole('button', { name: /^Decline/ }));
    act(() => void view.router.navigate('/'));
    await screen.findByRole('heading', { level: 1, name: 'Find Your Perfect Game' });
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS));
    await waitFor(() => expect(declines()).toHaveLength(1));
  });

  it('pays once when Pay my share is double-clicked', async () => {
    let invitation = anInvitation('pending');
    const { requests } = serveOlivia(() => [invitation], {
      [PAY]: () => {
        invitation = anInvitation('paid');
        return ok(invitation);
      },
    });
    renderApp('/activity');
    clickTwiceAtOnce(within(await invitationRow()).getByRole('button', { name: /^Pay my share/ }));
    expect(await screen.findByText('Share paid')).toBeVisible();
    expect(requests.filter((request) => `${request.method} ${request.path}` === PAY)).toHaveLength(
      1,
    );
  });

  it('declines once when Decline is double-clicked', async () => {
    let invitation = anInvitation('pending');
    const { requests } = serveOlivia(() => [invitation], {
      [DECLINE]: () => {
        invitation = anInvitation('declined');
        return ok(invitation);
      },
    });
    renderApp('/activity');
    clickTwiceAtOnce(within(await invitationRow()).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Invitation declined')).toBeVisible();
    // Sent once Undo's 5 seconds are up, once.
    await waitFor(
      async () => expect(within(await invitationRow()).getByText('Declined')).toBeVisible(),
      { timeout: 8000 },
    );
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(1);
  }, 15_000);

  it('scrolls to, highlights and focuses the invitation a link points at', async () => {
    serveOlivia(() => [
      anInvitation('paid', {
        id: 'other',
        date: '2099-03-01',
        shares: [aShare({ id: SAM_SHARE_ID, status: 'paid', user: olivia })],
      }),
      anInvitation('pending'),
    ]);
    // Arriving from another page, as from a chat message's link: the heading takes focus first.
    const { router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Find Your Perfect Game' });
    await act(() => router.navigate(`/activity?share=${OLIVIA_SHARE_ID}`));

    const anchor = await waitFor(() => {
      const element = document.getElementById(`court-share-${OLIVIA_SHARE_ID}`);
      expect(element).toHaveFocus();
      return element;
    }, LOAD);
    expect(anchor).toHaveTextContent('Court 2 at MSAC');
    expect(anchor).toHaveAttribute('data-highlighted', 'true');
    expect(document.getElementById(`court-share-${SAM_SHARE_ID}`)).not.toHaveAttribute(
      'data-highlighted',
    );
  });

  it('says so when the linked invitation is not mine', async () => {
    serveOlivia(() => [anInvitation('pending')]);
    renderApp('/activity?share=5d2f9a51-6b0e-4f7e-8f1c-000000000000');
    expect(
      await screen.findByText(
        'We could not find that invitation among yours. It may have been sent to another account.',
        {},
        LOAD,
      ),
    ).toBeVisible();
  });

  it('tells me live, on any page, that a friend invited me to split a court', async () => {
    const sockets = installFakeSockets();
    serveOlivia(() => []);
    renderApp('/');
    await screen.findByRole('heading', { name: 'Find Your Perfect Game' });

    const split = aSplitBooking('pending', 'pending');
    act(() => sockets.current().serverEmit('court-booking:changed', { booking: split }));
    expect(
      await screen.findByText('Alex Morgan invited you to split Court 1 at MSAC'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'View invitation' })).toHaveAttribute(
      'href',
      `/activity?share=${OLIVIA_SHARE_ID}`,
    );
    expect(
      screen.getByText(/8 Mar 2099, 10:00 AM, 2 hours\. Your share: \$17\.33\./),
    ).toBeVisible();

    // Sam answering is no news to me.
    act(() =>
      sockets.current().serverEmit('court-booking:changed', {
        booking: aSplitBooking('pending', 'paid'),
      }),
    );
    act(() =>
      sockets.current().serverEmit('court-booking:changed', {
        booking: aSplitBooking('pending', 'declined'),
      }),
    );
    expect(screen.getByText('Alex Morgan invited you to split Court 1 at MSAC')).toBeVisible();
    expect(screen.queryByText(/Sam Lee/)).toBeNull();
  });

  it("opens the invitation from the toast's link inside the app, focused", async () => {
    const sockets = installFakeSockets();
    const split = aSplitBooking('pending', 'pending');
    let invitations: CourtBooking[] = [];
    serveOlivia(() => invitations);
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { name: 'Find Your Perfect Game' });

    invitations = [split];
    act(() => sockets.current().serverEmit('court-booking:changed', { booking: split }));
    const link = await findInToast('View invitation', 'link');
    const socket = sockets.current();
    await user.click(link);

    expect(router.state.location.pathname).toBe('/activity');
    expect(router.state.location.search).toBe(`?share=${OLIVIA_SHARE_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Activity' })).toBeVisible();
    await waitFor(() => expect(document.activeElement?.id).toBe(shareAnchorId(OLIVIA_SHARE_ID)));
    // The same app and connection: nothing was loaded again.
    expect(sockets.current()).toBe(socket);
  });

  it('updates an invitation live when the owner cancels it', async () => {
    const sockets = installFakeSockets();
    serveOlivia(() => [anInvitation('pending')]);
    renderApp('/activity');
    const row = await invitationRow();
    expect(within(row).getByRole('button', { name: /^Pay my share/ })).toBeVisible();

    act(() =>
      sockets.current().serverEmit('court-booking:changed', {
        booking: anInvitation('pending', { status: 'cancelled' }),
      }),
    );
    expect(await screen.findByText('Alex Morgan cancelled Court 2 at MSAC')).toBeVisible();
    expect(within(row).getByText('Cancelled')).toBeVisible();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

describe('activity: a cancelled invitation', () => {
  it('says whether my paid share came back', async () => {
    const sockets = installFakeSockets();
    serveOlivia(() => [anInvitation('paid')]);
    renderApp('/activity');
    const row = await invitationRow();
    expect(within(row).getByText('Paid')).toBeVisible();

    act(() =>
      sockets.current().serverEmit('court-booking:changed', {
        booking: anInvitation('paid', { status: 'cancelled', refundedCents: 2800 }),
      }),
    );
    expect(await screen.findByText('Alex Morgan cancelled Court 2 at MSAC')).toBeVisible();
    expect(
      screen.getByText('9 Mar 2099, 6:00 PM. Your share of $14.00 is refunded.'),
    ).toBeVisible();
    expect(within(row).getByText('Refunded to you')).toBeVisible();
  });
});
