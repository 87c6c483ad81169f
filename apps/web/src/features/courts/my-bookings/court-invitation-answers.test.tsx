import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UNDO_WINDOW_MS } from '../../../lib/deferred-actions.ts';
import {
  clickTwiceAtOnce,
  failure,
  findInToast,
  ok,
  renderApp,
} from '../../../test/app-test-kit.tsx';
import { anInvitation } from './my-bookings-fixtures.ts';
import { DECLINE, invitationRow, PAY, serveOlivia } from './my-bookings-test-kit.ts';

/** Answering an invitation from Activity: paying my share or declining it, once. */
describe('activity: answering a court invitation', () => {
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
});
