import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBooking, makeHold } from '../booking-fixtures.ts';
import {
  DATE,
  court1,
  holdRequests,
  holds,
  openPage,
  payButton,
  payments,
  requestsTo,
  serve,
  unavailable,
} from './court-booking-test-kit.ts';
import { created, failure, ok } from '../../../test/app-test-kit.tsx';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('court booking confirmation, signed in', () => {
  it('holds the court on arrival and shows the countdown, announced politely', async () => {
    const { requests } = serve();
    await openPage();
    const timer = await screen.findByRole('timer', { name: 'Time left on your hold' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
    expect(holdRequests(requests)).toEqual([
      { courtId: court1.id, date: DATE, time: '14:00', durationHours: 1 },
    ]);
    await waitFor(() =>
      expect(screen.getByText(/Court 1 is held for you for 10 minutes/)).toHaveAttribute(
        'role',
        'status',
      ),
    );
    expect(await payButton('Confirm payment of $28 for 1 hour')).toBeEnabled();
  });

  it('says the hold expired when it runs out, and holds again', async () => {
    const soon = () => created(makeHold({ expiresAt: new Date(Date.now() + 1200).toISOString() }));
    const { requests } = serve({
      routes: { 'POST /user/court/holds': holds(soon(), 'hold') },
    });
    const { user } = await openPage();
    const expired = await screen.findByText(
      'Your hold on this court has expired',
      {},
      { timeout: 3000 },
    );
    expect(expired.closest('[role="alert"]')).not.toBeNull();
    expect(await payButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Hold this court again' }));
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(holdRequests(requests)).toHaveLength(2);
  });

  it('pays with the chosen method and an Idempotency-Key', async () => {
    const { requests } = serve({
      routes: {
        'POST /user/court/bookings': created(makeBooking({ durationHours: 1, priceCents: 2800 })),
      },
    });
    const { user } = await openPage();
    await screen.findByRole('timer');
    expect(screen.getByRole('radiogroup', { name: 'Payment method' })).toHaveAccessibleDescription(
      'Each charges the default card saved on your profile.',
    );
    await user.click(screen.getByRole('radio', { name: 'Mastercard' }));
    await user.click(await payButton('Confirm payment of $28 for 1 hour'));
    expect(await screen.findByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();
    const [payment] = payments(requests);
    expect(payment?.body).toEqual({
      holdId: '9a0b7c1d-0000-4000-8000-000000000001',
      paymentMethod: 'mastercard',
    });
    expect(payment?.headers.get('idempotency-key')).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows a declined card's message; trying again is a new attempt with a new key", async () => {
    const declined = failure(402, 'Your card was declined.', 'PAYMENT_DECLINED');
    let calls = 0;
    const { requests } = serve({
      routes: {
        'POST /user/court/bookings': () => {
          calls += 1;
          return calls === 1 ? declined : created(makeBooking());
        },
      },
    });
    const { user } = await openPage();
    await screen.findByRole('timer');
    await user.click(await payButton());
    expect(await screen.findByText('Your card was declined.')).toHaveAttribute('role', 'alert');
    await user.click(await payButton());
    await screen.findByRole('dialog', { name: 'Booking confirmed' });
    const [first, second] = payments(requests).map((r) => r.headers.get('idempotency-key'));
    expect(first).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('sends the same key again after a payment that got no clear answer', async () => {
    let calls = 0;
    const { requests } = serve({
      routes: {
        'POST /user/court/bookings': () => {
          calls += 1;
          return calls === 1
            ? failure(
                502,
                'The payment provider could not be reached. Please try again.',
                'PAYMENT_PROVIDER_UNAVAILABLE',
              )
            : created(makeBooking());
        },
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPage();
    await screen.findByRole('timer');
    await user.click(await payButton());
    await screen.findByText('The payment provider could not be reached. Please try again.');
    await user.click(await payButton());
    await screen.findByRole('dialog', { name: 'Booking confirmed' });
    const [first, second] = payments(requests).map((r) => r.headers.get('idempotency-key'));
    expect(second).toBe(first);
  });

  it('after a payment with no clear answer, the duration cannot change (the hold stays) but the method can', async () => {
    const { requests } = serve({
      routes: {
        'POST /user/court/bookings': failure(
          502,
          'The payment provider could not be reached. Please try again.',
          'PAYMENT_PROVIDER_UNAVAILABLE',
        ),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPage();
    await screen.findByRole('timer');
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeEnabled();
    await user.click(await payButton());
    await screen.findByText('The payment provider could not be reached. Please try again.');
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Apple Pay' })).toBeEnabled();
    const mastercard = screen.getByRole('radio', { name: 'Mastercard' });
    expect(mastercard).toBeEnabled();
    await user.click(mastercard);
    expect(mastercard).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeDisabled();
    expect(
      requestsTo(requests, 'DELETE', '/user/court/holds/9a0b7c1d-0000-4000-8000-000000000001'),
    ).toHaveLength(0);
    expect(holdRequests(requests)).toHaveLength(1);
  });

  it('asks for a card on the profile when there is none', async () => {
    serve({
      routes: {
        'POST /user/court/bookings': failure(
          409,
          'Add a payment card on your profile before paying',
          'NO_PAYMENT_METHOD',
        ),
      },
    });
    const { user } = await openPage();
    await screen.findByRole('timer');
    await user.click(await payButton());
    expect(
      await screen.findByText('Add a payment card on your profile before paying'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a card on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('changing the duration releases the hold and holds the new one', async () => {
    const { requests } = serve();
    const { user } = await openPage();
    await screen.findByRole('timer');
    await user.click(screen.getByRole('radio', { name: '2 hours' }));
    expect(await payButton('Confirm payment of $52 for 2 hours')).toBeEnabled();
    expect(
      requestsTo(requests, 'DELETE', '/user/court/holds/9a0b7c1d-0000-4000-8000-000000000001'),
    ).toHaveLength(1);
    expect(
      holdRequests(requests).map((body) => (body as { durationHours: number }).durationHours),
    ).toEqual([1, 2]);
  });

  it('a quick arrow key press chooses the duration and the payment method, not just the focus', async () => {
    const { requests } = serve();
    const { user } = await openPage();
    await screen.findByRole('timer');
    screen.getByRole('radio', { name: '1 hour' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '2 hours' })).toBeChecked();
    expect(await payButton('Confirm payment of $52 for 2 hours')).toBeEnabled();
    expect(holdRequests(requests).at(-1)).toMatchObject({ durationHours: 2 });

    screen.getByRole('radio', { name: 'Apple Pay' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Android Pay' })).toBeChecked();
  });

  it('keeps the old duration when the longer slot is taken, and says so', async () => {
    serve({ routes: { 'POST /user/court/holds': holds('hold', unavailable('16:00'), 'hold') } });
    const { user } = await openPage();
    await screen.findByRole('timer');
    await user.click(screen.getByRole('radio', { name: '2 hours' }));
    const refused = 'Court 1 is not free for 2 hours at 2:00 PM, so you keep 1 hour.';
    // Shown beside the choices, and said once in the polite status region.
    await waitFor(() => expect(screen.getAllByText(refused)).toHaveLength(2));
    expect(screen.getAllByText(refused).map((node) => node.getAttribute('role'))).toContain(
      'status',
    );
    expect(screen.getByRole('radio', { name: '1 hour' })).toBeChecked();
    expect(await payButton('Confirm payment of $28 for 1 hour')).toBeEnabled();
  });

  it('offers the next free times after a lost race, and holds the one chosen', async () => {
    const { requests } = serve({
      routes: { 'POST /user/court/holds': holds(unavailable('15:00', '17:00'), 'hold') },
    });
    const { user, router } = await openPage();
    const message = await screen.findByText('This court is no longer available at that time');
    expect(message.closest('[role="alert"]')).not.toBeNull();
    const times = within(screen.getByRole('group', { name: 'Next free times:' }));
    expect(times.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '3:00 PM',
      '5:00 PM',
    ]);
    await user.click(times.getByRole('button', { name: '5:00 PM' }));
    expect(await screen.findByRole('timer')).toBeVisible();
    expect(holdRequests(requests).at(-1)).toMatchObject({ time: '17:00' });
    await waitFor(() => expect(router.state.location.search).toBe(`?date=${DATE}&time=17:00`));
    expect(screen.getByText('5:00 PM')).toBeVisible();
  });

  it("counts down the server's time left when the device's clock is off", async () => {
    // The device runs seven minutes fast: by its clock the hold would have three minutes left.
    const serverNow = Date.now() - 7 * 60_000;
    serve({
      routes: {
        'POST /user/court/holds': created(
          makeHold({
            date: DATE,
            serverNow: new Date(serverNow).toISOString(),
            expiresAt: new Date(serverNow + 10 * 60_000).toISOString(),
          }),
        ),
      },
    });
    await openPage();
    const timer = await screen.findByRole('timer', { name: 'Time left on your hold' });
    expect(timer.textContent).toMatch(/^(10:00|09:5\d)$/);
  });

  it('treats BOOKING_ALREADY_PAID as paid: it reads the booking and confirms it', async () => {
    const holdId = '9a0b7c1d-0000-4000-8000-000000000001';
    const { requests } = serve({
      routes: {
        'POST /user/court/bookings': failure(
          409,
          'This booking is already paid',
          'BOOKING_ALREADY_PAID',
        ),
        'GET /user/court/bookings': ok({
          upcoming: [makeBooking({ id: holdId, durationHours: 1, priceCents: 2800 })],
          past: [],
          invitations: [],
        }),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = await openPage();
    await screen.findByRole('timer');
    await user.click(await payButton());
    expect(await screen.findByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();
    expect(screen.queryByText('This booking is already paid')).toBeNull();
    expect(requestsTo(requests, 'GET', '/user/court/bookings')).not.toHaveLength(0);
  });

  it('keeps the hold when the player leaves after a payment with no clear answer', async () => {
    const { requests } = serve({
      routes: {
        'POST /user/court/bookings': failure(
          502,
          'The payment provider could not be reached. Please try again.',
          'PAYMENT_PROVIDER_UNAVAILABLE',
        ),
      },
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = await openPage();
    await screen.findByRole('timer');
    await user.click(await payButton());
    await screen.findByText('The payment provider could not be reached. Please try again.');
    await user.click(screen.getByRole('link', { name: 'Back to Tennis courts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stadiums/msac/tennis'));
    // Give a release the time it would take to go out.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      requestsTo(requests, 'DELETE', '/user/court/holds/9a0b7c1d-0000-4000-8000-000000000001'),
    ).toHaveLength(0);
  });

  it('gives the court back when the player leaves the page', async () => {
    const { requests } = serve();
    const { user } = await openPage();
    await screen.findByRole('timer');
    await user.click(screen.getByRole('link', { name: 'Back to Tennis courts' }));
    await waitFor(() =>
      expect(
        requestsTo(requests, 'DELETE', '/user/court/holds/9a0b7c1d-0000-4000-8000-000000000001'),
      ).toHaveLength(1),
    );
  });
});
