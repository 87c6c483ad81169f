import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { users } from '../users/users.schema.ts';
import { CARD_SETUP_MAX, CARD_SETUP_WINDOW_MS } from './card-setup-limit.ts';
import { paymentCustomerIdOf } from './payment-customers.ts';
import { saveTestCard } from './payments-test-kit.ts';
import { sandboxCustomers, sandboxPaymentMethods } from './payments.schema.ts';

let t: TestApp;
let alex: TestUser;
let sam: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [alex, sam] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Sam')]);
});
afterAll(() => t.close());

const setupIntent = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/payment/setup/intent',
    headers: user.auth,
    payload: {
      currency: 'usd',
      description: 'Better Play card',
      paymentMethodType: 'card',
      metadata: { cardholderName: 'Alex Morgan' },
      ...overrides,
    },
  });

const confirm = (user: TestUser, clientSecret: string, number: string, expYear = 2040) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/sandbox/setup-intents/confirm',
    headers: user.auth,
    payload: { clientSecret, card: { number, expMonth: 12, expYear, cvc: '123' } },
  });

const methods = (user: TestUser, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/user/payment/methods/${id}`, headers: user.auth });

/** A fresh player, so each test starts without a customer or a card. */
const newPlayer = () => signUp(t.app, 'Card');

describe('payments config', () => {
  it('tells the browser the sandbox is in use, without a publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'OK',
      data: { provider: 'sandbox', publishableKey: null },
    });
  });
});

describe('saving a card: setup intent → confirm → save', () => {
  it('answers the product’s Created, then lists the card as the default, and the profile names the customer', async () => {
    const player = await newPlayer();
    const intent = await setupIntent(player);
    expect(intent.statusCode).toBe(201);
    const created = intent.json();
    expect(created).toMatchObject({
      message: 'Created',
      data: { id: expect.stringMatching(/^seti_/), clientSecret: expect.any(String) },
    });
    const { customerId, clientSecret } = created.data;
    expect(await paymentCustomerIdOf({ deps: t.app.deps, userId: player.id })).toBe(customerId);

    const confirmed = await confirm(player, clientSecret, '4242 4242 4242 4242');
    expect(confirmed.statusCode).toBe(200);
    const { paymentMethodId } = confirmed.json().data;

    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/payment/save',
      headers: player.auth,
      payload: { customerId, paymentMethodId, makeDefault: true },
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toEqual({ message: 'Created', data: { paymentMethodId } });

    for (const id of [player.id, customerId]) {
      const listed = await methods(player, id);
      expect(listed.statusCode).toBe(200);
      expect(listed.json().data).toEqual({
        object: 'list',
        data: [
          {
            id: paymentMethodId,
            card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2040 },
            isDefault: true,
            cardholderName: 'Alex Morgan',
          },
        ],
      });
    }
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: player.auth,
    });
    expect(profile.json().data.stripeCustomerId).toBe(customerId);
  });

  it('never stores the card number or CVC', async () => {
    const player = await newPlayer();
    const { customerId } = await saveTestCard(t.app, player.token, '5555 5555 5555 4444');
    const rows = await t.app.deps.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customerId, customerId));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('5555555555554444');
    expect(stored).not.toContain('"123"');
    expect(rows[0]).toMatchObject({ brand: 'mastercard', last4: '4444' });
  });

  it('makes the newest saved card the default, listed first', async () => {
    const player = await newPlayer();
    await saveTestCard(t.app, player.token, '4242 4242 4242 4242');
    const second = await saveTestCard(t.app, player.token, '6011 1111 1111 1117');
    const listed = (await methods(player, player.id)).json().data.data;
    expect(
      listed.map((card: { id: string; isDefault: boolean }) => [card.id, card.isDefault]),
    ).toEqual([
      [second.paymentMethodId, true],
      [expect.any(String), false],
    ]);
  });

  it('declines Stripe’s decline card with Stripe’s message, and saves nothing', async () => {
    const player = await newPlayer();
    const { clientSecret, customerId } = (await setupIntent(player)).json().data;
    const declined = await confirm(player, clientSecret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
    const rows = await t.app.deps.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.customerId, customerId));
    expect(rows).toEqual([]);
  });

  it('refuses a number failing the Luhn check, and a past expiry, in Stripe’s words', async () => {
    const player = await newPlayer();
    const { clientSecret } = (await setupIntent(player)).json().data;
    const wrongNumber = await confirm(player, clientSecret, '4242 4242 4242 4241');
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.json()).toMatchObject({
      code: 'CARD_INVALID',
      message: 'Your card number is incorrect.',
    });
    const expired = await confirm(player, clientSecret, '4242 4242 4242 4242', 2001);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/^Your card’s expiration year is/);
  });

  it('keeps one customer when two first setups race', async () => {
    const player = await newPlayer();
    const answers = await Promise.all([
      setupIntent(player),
      setupIntent(player),
      setupIntent(player),
    ]);
    const customers = new Set(answers.map((answer) => answer.json().data.customerId));
    expect(customers.size).toBe(1);
    const [row] = await t.app.deps.db
      .select({ stripeCustomerId: users.stripeCustomerId })
      .from(users)
      .where(eq(users.id, player.id));
    expect(customers.has(row?.stripeCustomerId ?? '')).toBe(true);
  });
});

describe("someone else's customer", () => {
  it('lists nothing before the first card, and 404s for another player’s ids', async () => {
    const fresh = await newPlayer();
    expect((await methods(fresh, fresh.id)).json().data).toEqual({ object: 'list', data: [] });

    const { customerId } = await saveTestCard(t.app, alex.token);
    for (const id of [alex.id, customerId, 'cus_sbx_unknown']) {
      const response = await methods(sam, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_CUSTOMER_NOT_FOUND' });
    }
  });

  it('refuses a setup for, a confirm of, or a save to another player’s customer', async () => {
    const { customerId, paymentMethodId } = await saveTestCard(t.app, alex.token);
    const foreignSetup = await setupIntent(sam, { customer: customerId });
    expect(foreignSetup.statusCode).toBe(404);
    expect(foreignSetup.json()).toMatchObject({ code: 'PAYMENT_CUSTOMER_NOT_FOUND' });

    const alexIntent = (await setupIntent(alex, { customer: customerId })).json().data;
    await setupIntent(sam);
    const foreignConfirm = await confirm(sam, alexIntent.clientSecret, '4242 4242 4242 4242');
    expect(foreignConfirm.statusCode).toBe(404);
    expect(foreignConfirm.json()).toMatchObject({ code: 'SETUP_INTENT_NOT_FOUND' });

    const foreignSave = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/payment/save',
      headers: sam.auth,
      payload: { customerId, paymentMethodId, makeDefault: true },
    });
    expect(foreignSave.statusCode).toBe(404);

    const samCustomer = await paymentCustomerIdOf({ deps: t.app.deps, userId: sam.id });
    const notMyCard = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/payment/save',
      headers: sam.auth,
      payload: { customerId: samCustomer, paymentMethodId, makeDefault: true },
    });
    expect(notMyCard.statusCode).toBe(404);
    expect(notMyCard.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
  });
});

describe('charging a saved card', () => {
  it('charges the default card saved through the routes', async () => {
    const player = await newPlayer();
    const { customerId } = await saveTestCard(t.app, player.token);
    const [customer] = await t.app.deps.db
      .select()
      .from(sandboxCustomers)
      .where(eq(sandboxCustomers.id, customerId));
    expect(customer?.defaultPaymentMethodId).toMatch(/^pm_sbx_/);
    await expect(
      t.app.deps.payments.charge({
        customerId,
        amountCents: 2800,
        description: 'Court 1',
        idempotencyKey: `test-${player.id}`,
      }),
    ).resolves.toMatchObject({ paymentId: expect.stringMatching(/^pi_sbx_/) });
  });
});

describe('starting card setups', () => {
  it(`lets one player start ${CARD_SETUP_MAX} in ${CARD_SETUP_WINDOW_MS / 60_000} minutes, then answers 429; others are not held back`, async () => {
    const player = await newPlayer();
    for (let setup = 0; setup < CARD_SETUP_MAX; setup += 1) {
      expect((await setupIntent(player)).statusCode).toBe(201);
    }

    const refused = await setupIntent(player);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'CARD_SETUP_RATE_LIMITED', statusCode: 429 });
    expect(refused.json().message).toMatch(
      /^You have started saving a card too many times\. Please wait (\d+ minutes?|\d+ seconds?) and try again\.$/,
    );
    expect((await setupIntent(await newPlayer())).statusCode).toBe(201);
  });
});

describe('what the payment routes declare', () => {
  type Operation = { responses?: Record<string, unknown> };
  type Document = { paths: Record<string, Record<string, Operation>> };
  const statusesOf = (path: string, method: string) =>
    Object.keys((t.app.swagger() as Document).paths[path]?.[method]?.responses ?? {});

  it('every status they answer, refusals of the schema and of the signed out included', () => {
    expect(statusesOf('/api/v1/user/payment/methods/{id}', 'get')).toEqual(
      expect.arrayContaining(['200', '400', '401', '404', '502']),
    );
    expect(statusesOf('/api/v1/user/payment/setup/intent', 'post')).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '429', '502']),
    );
    expect(statusesOf('/api/v1/payments/sandbox/setup-intents/confirm', 'post')).toEqual(
      expect.arrayContaining(['200', '400', '401', '402', '404']),
    );
    expect(statusesOf('/api/v1/user/payment/save', 'post')).toEqual(
      expect.arrayContaining(['201', '400', '401', '404', '502']),
    );
  });
});
