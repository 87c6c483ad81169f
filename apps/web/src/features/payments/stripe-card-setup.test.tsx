import type { Stripe } from '@stripe/stripe-js';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD, renderApp } from '../../test/app-test-kit.tsx';
import { findToast, servePayments } from './payments-test-kit.ts';
import { stripeLoader } from './stripe-card-form.tsx';

interface FakeSetupResult {
  setupIntent?: { status: string; payment_method: string | { id: string } | null };
  error?: { message?: string };
}

/**
 * A stand-in for Stripe.js, enough for @stripe/react-stripe-js's Elements and CardElement: the
 * card element "mounts" a marker where Stripe's iframe would go.
 */
function fakeStripe() {
  const cardElement = {
    mount(node: HTMLElement) {
      const frame = document.createElement('div');
      frame.dataset.testid = 'stripe-card-element';
      node.append(frame);
    },
    on() {},
    off() {},
    update() {},
    destroy() {},
  };
  const elements = { create: () => cardElement, getElement: () => cardElement, update() {} };
  return {
    cardElement,
    confirmCardSetup: vi.fn<(...args: unknown[]) => Promise<FakeSetupResult>>(),
    elements: () => elements,
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
  };
}

const realLoad = stripeLoader.load;
let stripe = fakeStripe();
let loaded = true;
const loadStripe = vi.fn();
// Each test its own key: Stripe.js is loaded once per key.
let keys = 0;
let stripeConfig = { provider: 'stripe' as const, publishableKey: 'pk_test_0' };

type User = ReturnType<typeof renderApp>['user'];

async function saveWithStripe(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Update Details' }, LOAD));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update Payment Details' }));
  // Stripe's card field (its iframe when Stripe.js loaded), not the sandbox's.
  expect(await dialog.findByRole('group', { name: 'Card details' }, LOAD)).toBeVisible();
  if (loaded)
    expect(await dialog.findByTestId('stripe-card-element', {}, LOAD)).toBeInTheDocument();
  expect(dialog.queryByLabelText('Card number')).toBeNull();
  await user.type(dialog.getByLabelText('Cardholder Name'), 'Alex Morgan');
  await user.click(dialog.getByRole('button', { name: 'Save Payment Method' }));
  return dialog;
}

describe('the card dialog with Stripe configured', { timeout: 20_000 }, () => {
  beforeEach(() => {
    stripe = fakeStripe();
    loaded = true;
    keys += 1;
    stripeConfig = { provider: 'stripe', publishableKey: `pk_test_${keys}` };
    loadStripe.mockReset();
    stripeLoader.load = async (key) => {
      loadStripe(key);
      // A script that did not load: loadStripe resolves null (or rejects).
      return loaded ? (stripe as unknown as Stripe) : null;
    };
  });

  afterEach(() => {
    stripeLoader.load = realLoad;
  });

  it("confirms with Stripe.js's confirmCardSetup, then saves the card as the default", async () => {
    stripe.confirmCardSetup.mockResolvedValue({
      setupIntent: { status: 'succeeded', payment_method: 'pm_stripe' },
    });
    const api = servePayments({ config: stripeConfig });
    const { user } = renderApp('/profile');
    await saveWithStripe(user);

    expect(await findToast('Payment details saved successfully')).toBeVisible();
    expect(loadStripe).toHaveBeenCalledWith(stripeConfig.publishableKey);
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_x', {
      payment_method: { card: stripe.cardElement, billing_details: { name: 'Alex Morgan' } },
    });
    expect(api.sent('POST /payments/sandbox/setup-intents/confirm')).toEqual([]);
    expect(api.sent('POST /user/payment/save')[0]?.body).toEqual({
      customerId: 'cus_alex',
      paymentMethodId: 'pm_stripe',
      makeDefault: true,
    });
  });

  it("says 'Stripe not loaded' when Stripe.js did not load, and creates no SetupIntent", async () => {
    loaded = false;
    const api = servePayments({ config: stripeConfig });
    const { user } = renderApp('/profile');
    await saveWithStripe(user);
    expect(await findToast('Stripe not loaded')).toBeVisible();
    expect(api.sent('POST /user/payment/setup/intent')).toEqual([]);
  });

  it("shows Stripe's own message when it refuses the card", async () => {
    stripe.confirmCardSetup.mockResolvedValue({
      error: { message: 'Your card has insufficient funds.' },
    });
    const api = servePayments({ config: stripeConfig });
    const { user } = renderApp('/profile');
    await saveWithStripe(user);
    expect(await findToast('Your card has insufficient funds.')).toBeVisible();
    expect(api.sent('POST /user/payment/save')).toEqual([]);
  });

  it("a setup whose status is not succeeded is not saved: 'Failed to save payment method'", async () => {
    stripe.confirmCardSetup.mockResolvedValue({
      setupIntent: { status: 'requires_action', payment_method: { id: 'pm_stripe' } },
    });
    const api = servePayments({ config: stripeConfig });
    const { user } = renderApp('/profile');
    const dialog = await saveWithStripe(user);
    expect(await findToast('Failed to save payment method')).toBeVisible();
    expect(api.sent('POST /user/payment/save')).toEqual([]);
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Save Payment Method' })).toBeEnabled(),
    );
  });
});
