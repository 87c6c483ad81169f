import type { Stripe } from '@stripe/stripe-js';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  created,
  failure,
  type FakeResponse,
  LOAD,
  ok,
  renderApp,
} from '../../../test/app-test-kit.tsx';
import { stripeLoader } from '../../payments/stripe-card-form.tsx';
import { makeBooking, makeHold } from '../booking-fixtures.ts';
import { makeCourt } from '../courts-fixtures.ts';
import { DATE, PAGE, requestsTo, serve as serveConfirmation } from './court-booking-test-kit.ts';
import { walletCheckLimit } from './stripe-wallet-confirmation.tsx';

/** The confirmation page when the server pays through Stripe: wallets or the saved card. */

const HOLD_ID = '9a0b7c1d-0000-4000-8000-0000000000a1';

type Handler = (event: unknown) => void;

/** A stand-in for Stripe.js with what the page uses: paymentRequest and its events. */
function fakeStripe(wallets: Record<string, boolean> | null) {
  const handlers = new Map<string, Handler>();
  const request = {
    canMakePayment: vi.fn(async () => wallets),
    show: vi.fn(),
    isShowing: () => false,
    update: vi.fn(),
    on: vi.fn((type: string, handler: Handler) => {
      handlers.set(type, handler);
      return request;
    }),
    off: vi.fn((type: string) => {
      handlers.delete(type);
      return request;
    }),
    abort: vi.fn(),
  };
  return {
    request,
    /** what Stripe.js does once the player has approved the payment in the wallet's sheet */
    approve(paymentMethodId: string) {
      const complete = vi.fn();
      act(() =>
        handlers.get('paymentmethod')?.({ paymentMethod: { id: paymentMethodId }, complete }),
      );
      return complete;
    },
    paymentRequest: vi.fn(() => request),
    elements: vi.fn(),
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
}

const realLoad = stripeLoader.load;
let stripe = fakeStripe(null);
// Each test its own key: Stripe.js is loaded once per key.
let keys = 0;

function serve(
  payment: FakeResponse = created(makeBooking({ durationHours: 1, priceCents: 2800 })),
) {
  keys += 1;
  const api = serveConfirmation({
    courts: [makeCourt(1, ['14:00', '15:00'])],
    routes: {
      'GET /payments/config': ok({ provider: 'stripe', publishableKey: `pk_test_wallet_${keys}` }),
      'POST /user/court/holds': created(makeHold({ date: DATE })),
      [`DELETE /user/court/holds/${HOLD_ID}`]: ok(null),
      'POST /user/court/bookings': payment,
    },
  });
  const payments = () => requestsTo(api.requests, 'POST', '/user/court/bookings');
  return { ...api, payments };
}

async function openPage() {
  const view = renderApp(PAGE);
  await screen.findByRole('heading', { level: 1, name: 'Confirmation for booking Court 1' }, LOAD);
  await screen.findByRole('timer', {}, LOAD);
  return view;
}

const confirm = () => screen.findByRole('button', { name: 'Confirm payment of $28 for 1 hour' });

describe('court booking confirmation with Stripe', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stripeLoader.load = async () => stripe as unknown as Stripe;
  });

  afterEach(() => {
    stripeLoader.load = realLoad;
    window.sessionStorage.clear();
  });

  it('charges the saved card through Confirm when the device has no wallet, and says so', async () => {
    stripe = fakeStripe(null);
    const api = serve();
    const { user } = await openPage();
    expect(
      await screen.findByText(
        'Apple Pay is not set up on this device, so your saved card will be charged.',
        {},
        LOAD,
      ),
    ).toBeVisible();
    expect(stripe.paymentRequest).toHaveBeenCalledWith({
      country: 'AU',
      currency: 'usd',
      total: { label: 'Court 1 at MSAC', amount: 2800 },
    });

    await user.click(await confirm());
    expect(await screen.findByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();
    expect(api.payments().map((request) => request.body)).toEqual([
      { holdId: HOLD_ID, paymentMethod: 'apple-pay' },
    ]);
    expect(stripe.request.show).not.toHaveBeenCalled();
  });

  it("pays with the wallet's payment method from the Payment Request, then ends its sheet", async () => {
    stripe = fakeStripe({ applePay: true, googlePay: false, link: false });
    const api = serve();
    const { user } = await openPage();
    expect(
      await screen.findByText('Apple Pay on this device pays when you confirm.', {}, LOAD),
    ).toBeVisible();

    await user.click(await confirm());
    expect(stripe.request.show).toHaveBeenCalledTimes(1);
    expect(api.payments()).toEqual([]);

    const complete = stripe.approve('pm_wallet_1');
    expect(await screen.findByRole('dialog', { name: 'Booking confirmed' })).toBeVisible();
    expect(api.payments().map((request) => request.body)).toEqual([
      { holdId: HOLD_ID, paymentMethod: 'apple-pay', paymentMethodId: 'pm_wallet_1' },
    ]);
    await waitFor(() => expect(complete).toHaveBeenCalledWith('success'));
  });

  it("fails the wallet's sheet when the payment is refused, and shows why", async () => {
    stripe = fakeStripe({ applePay: true });
    serve(failure(402, 'Your card was declined.', 'PAYMENT_DECLINED'));
    const { user } = await openPage();
    await screen.findByText('Apple Pay on this device pays when you confirm.', {}, LOAD);
    await user.click(await confirm());

    const complete = stripe.approve('pm_wallet_2');
    await waitFor(() => expect(complete).toHaveBeenCalledWith('fail'));
    expect(await screen.findByText('Your card was declined.')).toHaveAttribute('role', 'alert');
  });

  it('charges the saved card for Mastercard, and for a wallet the device lacks', async () => {
    stripe = fakeStripe({ applePay: true, googlePay: false });
    const api = serve();
    const { user } = await openPage();
    await screen.findByText('Apple Pay on this device pays when you confirm.', {}, LOAD);

    await user.click(screen.getByRole('radio', { name: 'Android Pay' }));
    expect(
      screen.getByText(
        'Android Pay is not set up on this device, so your saved card will be charged.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Mastercard' }));
    expect(screen.getByText('Your saved card will be charged.')).toBeVisible();

    await user.click(await confirm());
    await screen.findByRole('dialog', { name: 'Booking confirmed' });
    expect(api.payments().map((request) => request.body)).toEqual([
      { holdId: HOLD_ID, paymentMethod: 'mastercard' },
    ]);
    expect(stripe.request.show).not.toHaveBeenCalled();
  });

  it('charges the saved card when Stripe.js does not arrive in time', async () => {
    stripeLoader.load = () => new Promise<Stripe | null>(() => {});
    const limit = walletCheckLimit.ms;
    walletCheckLimit.ms = 300;
    const api = serve();
    try {
      const { user } = await openPage();
      await screen.findByText(
        'Apple Pay is not set up on this device, so your saved card will be charged.',
        {},
        LOAD,
      );
      await user.click(await confirm());
      await screen.findByRole('dialog', { name: 'Booking confirmed' });
      expect(api.payments().map((request) => request.body)).toEqual([
        { holdId: HOLD_ID, paymentMethod: 'apple-pay' },
      ]);
    } finally {
      walletCheckLimit.ms = limit;
    }
  });

  it("keeps the Payment Request's total on the duration chosen", async () => {
    stripe = fakeStripe({ applePay: true });
    serve();
    const { user } = await openPage();
    await screen.findByText('Apple Pay on this device pays when you confirm.', {}, LOAD);
    await user.click(screen.getByRole('radio', { name: '2 hours' }));
    await waitFor(() =>
      expect(stripe.request.update).toHaveBeenLastCalledWith({
        total: { label: 'Court 1 at MSAC', amount: 5200 },
      }),
    );
  });
});
