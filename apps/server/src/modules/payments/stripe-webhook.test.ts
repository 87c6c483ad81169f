import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.schema.ts';
import { startFakeStripeApi, type FakeStripeApi } from './fake-stripe-api.ts';

const WEBHOOK_SECRET = 'whsec_test_secret';

let stripe: FakeStripeApi;
let t: TestApp;
let sandboxApp: TestApp;
let alex: TestUser;

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  [t, sandboxApp] = await Promise.all([
    createTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
      },
    }),
    createTestApp(),
  ]);
  alex = await signUp(t.app, 'Alex');
});
afterAll(async () => {
  await Promise.all([t.close(), sandboxApp.close()]);
  await stripe.close();
});

/** Posts an event as Stripe does: the exact bytes, signed (or not) in Stripe-Signature. */
function postEvent(app: TestApp, event: object, secret: string | null = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature =
    secret === null ? undefined : Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });
}

const setupSucceeded = (customer: string, paymentMethod: string) => ({
  id: 'evt_1',
  object: 'event',
  type: 'setup_intent.succeeded',
  data: {
    object: { id: 'seti_1', object: 'setup_intent', customer, payment_method: paymentMethod },
  },
});

describe('with Stripe configured', () => {
  it('tells the browser to use Stripe with the publishable key, and closes the sandbox', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(config.json().data).toEqual({ provider: 'stripe', publishableKey: 'pk_test_fake' });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/sandbox/setup-intents/confirm',
      headers: alex.auth,
      payload: {
        clientSecret: 'seti_1_secret_x',
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
      },
    });
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json()).toMatchObject({ code: 'SANDBOX_NOT_IN_USE' });
  });

  it('creates the customer at Stripe on the first setup and stores it on the account, replacing a seeded sandbox one', async () => {
    await t.app.deps.db
      .update(users)
      .set({ stripeCustomerId: 'cus_sbx_from_the_seed' })
      .where(eq(users.id, alex.id));
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/payment/methods/${alex.id}`,
      headers: alex.auth,
    });
    expect(before.json().data).toEqual({ object: 'list', data: [] });

    const intent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/payment/setup/intent',
      headers: alex.auth,
      payload: {
        currency: 'usd',
        description: 'card',
        // what the profile showed
        customer: 'cus_sbx_from_the_seed',
        paymentMethodType: 'card',
        metadata: { cardholderName: 'Alex Morgan' },
      },
    });
    expect(intent.statusCode).toBe(201);
    const { customerId } = intent.json().data;
    expect(customerId).toMatch(/^cus_fake/);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: alex.auth,
    });
    expect(profile.json().data.stripeCustomerId).toBe(customerId);
  });
});

describe("Stripe's webhook", () => {
  it('refuses an event signed with another secret, or not signed', async () => {
    for (const secret of ['whsec_someone_else', null]) {
      const response = await postEvent(t, setupSucceeded('cus_x', 'pm_x'), secret);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
    }
  });

  it('refuses a signed body changed on the way', async () => {
    const payload = JSON.stringify(setupSucceeded('cus_x', 'pm_x'));
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      // the same JSON, spaced differently: not the bytes Stripe signed
      payload: JSON.stringify(JSON.parse(payload), null, 2),
    });
    expect(response.statusCode).toBe(400);
  });

  it('accepts a signed setup_intent.succeeded and makes the card the default when there is none', async () => {
    const customerId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/payment/setup/intent',
        headers: alex.auth,
        payload: {
          currency: 'usd',
          description: 'card',
          paymentMethodType: 'card',
          metadata: { cardholderName: 'Alex Morgan' },
        },
      })
    ).json().data.customerId as string;
    const paymentMethodId = stripe.attachCard({ customer: customerId, last4: '4242' });

    const response = await postEvent(t, setupSucceeded(customerId, paymentMethodId));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'OK', data: { received: true } });

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/payment/methods/${alex.id}`,
      headers: alex.auth,
    });
    expect(listed.json().data.data).toEqual([
      expect.objectContaining({ id: paymentMethodId, isDefault: true }),
    ]);
  });

  it('accepts failed payments and refunds (logged only)', async () => {
    for (const type of ['payment_intent.payment_failed', 'charge.refunded', 'customer.created']) {
      const response = await postEvent(t, {
        id: 'evt_2',
        object: 'event',
        type,
        data: { object: { id: 'pi_1', object: 'payment_intent', last_payment_error: null } },
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('answers 404 STRIPE_NOT_CONFIGURED on a server without Stripe', async () => {
    const response = await postEvent(sandboxApp, setupSucceeded('cus_x', 'pm_x'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'STRIPE_NOT_CONFIGURED' });
  });
});
