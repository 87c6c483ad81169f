import type { CourtBooking } from '@betterplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeSockets } from '../../../lib/realtime/realtime-test-kit.tsx';
import { findInToast, LOAD, renderApp } from '../../../test/app-test-kit.tsx';
import {
  anInvitation,
  aShare,
  aSplitBooking,
  olivia,
  OLIVIA_SHARE_ID,
  SAM_SHARE_ID,
} from './my-bookings-fixtures.ts';
import { invitationRow, serveOlivia } from './my-bookings-test-kit.ts';
import { shareAnchorId } from './share-invitation.tsx';

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
