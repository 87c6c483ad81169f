import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { startFakeStripeApi, type FakeStripeApi } from './fake-stripe-api.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { createStripeGateway } from './stripe-gateway.ts';

let stripe: FakeStripeApi;
let gateway: PaymentGateway;

beforeAll(async () => {
  stripe = await startFakeStripeApi();
  gateway = createStripeGateway({
    secretKey: 'sk_test_fake',
    publishableKey: 'pk_test_fake',
    apiBase: stripe.url,
  });
});
afterAll(() => stripe.close());

const lastRequest = (method: string, path: string) => stripe.requestsTo(method, path).at(-1);

async function customerWithCard(last4 = '4242') {
  const customerId = await gateway.createCustomer({
    userId: 'user-1',
    email: 'alex@example.com',
    name: 'Alex Morgan',
  });
  const paymentMethodId = stripe.attachCard({ customer: customerId, last4 });
  await gateway.setDefaultCard({ customerId, paymentMethodId });
  return { customerId, paymentMethodId };
}

describe('the Stripe gateway, against a local server answering like Stripe', () => {
  it('creates a customer per user, with the secret key and an idempotency key per user', async () => {
    const customerId = await gateway.createCustomer({
      userId: 'user-7',
      email: 'sam@example.com',
      name: 'Sam Lee',
    });
    expect(customerId).toMatch(/^cus_/);
    const sent = lastRequest('POST', '/v1/customers');
    expect(sent?.params).toMatchObject({
      email: 'sam@example.com',
      name: 'Sam Lee',
      'metadata[userId]': 'user-7',
    });
    expect(sent?.headers.authorization).toBe('Bearer sk_test_fake');
    expect(sent?.headers['idempotency-key']).toMatch(/^customer-for-user-user-7-[0-9a-f]{16}$/);
  });

  it('creates an off-session card SetupIntent with the cardholder name', async () => {
    const { customerId } = await customerWithCard();
    const intent = await gateway.createSetupIntent({
      customerId,
      description: 'Better Play card',
      cardholderName: 'Alex Morgan',
    });
    expect(intent).toEqual({
      id: expect.stringMatching(/^seti_/),
      clientSecret: expect.stringContaining('_secret_'),
    });
    expect(lastRequest('POST', '/v1/setup_intents')?.params).toMatchObject({
      customer: customerId,
      usage: 'off_session',
      'allowed_payment_method_types[0]': 'card',
      description: 'Better Play card',
      'metadata[cardholderName]': 'Alex Morgan',
    });
    const paymentMethodId = stripe.attachCard({
      customer: customerId,
      last4: '1111',
      setupIntent: intent.id,
    });
    await expect(gateway.retrieveSetupIntent(intent.id)).resolves.toEqual({
      status: 'succeeded',
      customerId,
      paymentMethodId,
    });
  });

  it('lists the cards with the default first, and sets the default through the customer', async () => {
    const { customerId, paymentMethodId: first } = await customerWithCard('4242');
    const second = stripe.attachCard({ customer: customerId, last4: '4444', brand: 'mastercard' });
    expect((await gateway.listCards(customerId)).map((card) => [card.id, card.isDefault])).toEqual([
      [first, true],
      [second, false],
    ]);
    await gateway.setDefaultCard({ customerId, paymentMethodId: second });
    expect(lastRequest('POST', `/v1/customers/${customerId}`)?.params).toMatchObject({
      'invoice_settings[default_payment_method]': second,
    });
    const cards = await gateway.listCards(customerId);
    expect(cards[0]).toEqual({
      id: second,
      card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2040 },
      isDefault: true,
      cardholderName: 'Alex Morgan',
    });
  });

  it("refuses to make another customer's card the default", async () => {
    const alex = await customerWithCard();
    const sam = await gateway.createCustomer({
      userId: 'sam',
      email: 's@example.com',
      name: 'Sam',
    });
    await expect(
      gateway.setDefaultCard({ customerId: sam, paymentMethodId: alex.paymentMethodId }),
    ).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
    await expect(
      gateway.setDefaultCard({ customerId: sam, paymentMethodId: 'pm_unknown' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
  });

  it("detaches the customer's card, and leaves another customer's or an unknown one alone", async () => {
    const alex = await customerWithCard();
    const sam = await customerWithCard('5555');
    await gateway.detachCard({ customerId: alex.customerId, paymentMethodId: sam.paymentMethodId });
    await gateway.detachCard({ customerId: alex.customerId, paymentMethodId: 'pm_unknown' });
    expect(stripe.requestsTo('POST', `/v1/payment_methods/${sam.paymentMethodId}/detach`)).toEqual(
      [],
    );

    await gateway.detachCard(alex);
    expect(
      stripe.requestsTo('POST', `/v1/payment_methods/${alex.paymentMethodId}/detach`),
    ).toHaveLength(1);
    expect(await gateway.listCards(alex.customerId)).toEqual([]);
    expect(await gateway.listCards(sam.customerId)).toHaveLength(1);
    // Detached already: nothing more to do.
    await expect(gateway.detachCard(alex)).resolves.toBeUndefined();
  });

  it('charges the default card off session with the idempotency key', async () => {
    const { customerId, paymentMethodId } = await customerWithCard();
    const result = await gateway.charge({
      customerId,
      amountCents: 5200,
      description: 'Court 1, 2 hours',
      idempotencyKey: 'booking-123',
      metadata: { bookingId: 'b-1' },
    });
    expect(result.paymentId).toMatch(/^pi_/);
    const sent = lastRequest('POST', '/v1/payment_intents');
    expect(sent?.params).toMatchObject({
      amount: '5200',
      currency: 'usd',
      customer: customerId,
      payment_method: paymentMethodId,
      off_session: 'true',
      confirm: 'true',
      'metadata[bookingId]': 'b-1',
    });
    expect(sent?.headers['idempotency-key']).toBe('booking-123');
  });

  it("charges a wallet's payment method on session instead of the default card", async () => {
    const { customerId, paymentMethodId: savedCard } = await customerWithCard();
    const wallet = stripe.walletPaymentMethod();
    const result = await gateway.charge({
      customerId,
      amountCents: 2800,
      description: 'Court 1, 1 hour',
      idempotencyKey: 'booking-wallet',
      paymentMethodId: wallet,
      metadata: { bookingId: 'b-2' },
    });
    expect(result.paymentId).toMatch(/^pi_/);
    const sent = lastRequest('POST', '/v1/payment_intents');
    expect(sent?.params).toMatchObject({
      amount: '2800',
      currency: 'usd',
      customer: customerId,
      payment_method: wallet,
      off_session: 'false',
      confirm: 'true',
      'allowed_payment_method_types[0]': 'card',
      'metadata[bookingId]': 'b-2',
    });
    expect(sent?.params.payment_method).not.toBe(savedCard);
    expect(sent?.headers['idempotency-key']).toBe('booking-wallet');
  });

  it('charges one of the customer’s own cards when asked, even without a default', async () => {
    const customerId = await gateway.createCustomer({
      userId: 'u-own',
      email: 'o@example.com',
      name: 'O',
    });
    const card = stripe.attachCard({ customer: customerId, last4: '4444' });
    await gateway.charge({
      customerId,
      amountCents: 2800,
      description: 'Court',
      idempotencyKey: 'k-own',
      paymentMethodId: card,
    });
    expect(lastRequest('POST', '/v1/payment_intents')?.params.payment_method).toBe(card);
  });

  it("refuses another customer's card or an unknown method, sending nothing to charge", async () => {
    const alex = await customerWithCard();
    const sam = await customerWithCard('1881');
    const before = stripe.requestsTo('POST', '/v1/payment_intents').length;
    for (const paymentMethodId of [alex.paymentMethodId, 'pm_unknown']) {
      await expect(
        gateway.charge({
          customerId: sam.customerId,
          amountCents: 2800,
          description: 'Court',
          idempotencyKey: `k-foreign-${paymentMethodId}`,
          paymentMethodId,
        }),
      ).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND', statusCode: 404 });
    }
    expect(stripe.requestsTo('POST', '/v1/payment_intents')).toHaveLength(before);
  });

  it("answers a card error with Stripe's own message", async () => {
    const { customerId } = await customerWithCard('0341');
    stripe.declineNextPayment({ code: 'card_declined', message: 'Your card was declined.' });
    await expect(
      gateway.charge({
        customerId,
        amountCents: 2800,
        description: 'Court',
        idempotencyKey: 'k-decline',
      }),
    ).rejects.toMatchObject({
      code: 'PAYMENT_DECLINED',
      statusCode: 402,
      message: 'Your card was declined.',
    });
  });

  it('needs a default card before charging, and sends nothing to charge without one', async () => {
    const customerId = await gateway.createCustomer({
      userId: 'u-none',
      email: 'n@example.com',
      name: 'N',
    });
    const before = stripe.requestsTo('POST', '/v1/payment_intents').length;
    await expect(
      gateway.charge({
        customerId,
        amountCents: 2800,
        description: 'Court',
        idempotencyKey: 'k-none',
      }),
    ).rejects.toMatchObject({ code: 'NO_PAYMENT_METHOD' });
    expect(stripe.requestsTo('POST', '/v1/payment_intents')).toHaveLength(before);
  });

  it('charges once when a try whose answer was lost is repeated with the same card', async () => {
    const { customerId } = await customerWithCard();
    const charge = () =>
      gateway.charge({
        customerId,
        amountCents: 2800,
        description: 'Court',
        idempotencyKey: 'k-lost',
      });
    // Carried out at Stripe, but neither the answer nor the SDK's own retry's arrives.
    stripe.loseNextPaymentAnswers(2);
    await expect(charge()).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });

    const { paymentId } = await charge();

    const made = stripe.paymentIntents().filter((intent) => intent.customer === customerId);
    expect(made.map((intent) => intent.id)).toEqual([paymentId]);
  });

  it('charges the new default card when a retry after a Stripe failure finds the card changed', async () => {
    const { customerId, paymentMethodId: first } = await customerWithCard();
    const charge = () =>
      gateway.charge({
        customerId,
        amountCents: 2800,
        description: 'Court',
        idempotencyKey: 'k-new-card',
      });
    stripe.failNextPayment();
    await expect(charge()).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    const second = stripe.attachCard({ customer: customerId, last4: '4444' });
    await gateway.setDefaultCard({ customerId, paymentMethodId: second });

    const { paymentId } = await charge();

    const made = stripe.paymentIntents().filter((intent) => intent.customer === customerId);
    expect(made).toMatchObject([{ id: paymentId, payment_method: second, status: 'succeeded' }]);
    const sent = lastRequest('POST', '/v1/payment_intents');
    expect(sent?.headers['idempotency-key']).toMatch(/^k-new-card:pm-[0-9a-f]{12}$/);
    expect(sent?.params['metadata[chargeKey]']).toBe('k-new-card');
    // The new card again: the same payment, nothing charged twice.
    await expect(charge()).resolves.toEqual({ paymentId });
    expect(stripe.paymentIntents().filter((intent) => intent.customer === customerId)).toHaveLength(
      1,
    );
    expect(first).not.toBe(second);
  });

  it('answers the payment already made when a retry after a lost answer finds the card changed', async () => {
    const { customerId } = await customerWithCard();
    const charge = () =>
      gateway.charge({
        customerId,
        amountCents: 2800,
        description: 'Court',
        idempotencyKey: 'k-lost-then-new',
      });
    stripe.loseNextPaymentAnswers(2);
    await expect(charge()).rejects.toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
    const [made] = stripe.paymentIntents().filter((intent) => intent.customer === customerId);
    const second = stripe.attachCard({ customer: customerId, last4: '4444' });
    await gateway.setDefaultCard({ customerId, paymentMethodId: second });

    await expect(charge()).resolves.toEqual({ paymentId: made?.id });
    expect(stripe.paymentIntents().filter((intent) => intent.customer === customerId)).toHaveLength(
      1,
    );
  });

  it('refunds part of a payment with the idempotency key', async () => {
    await expect(
      gateway.refund({
        paymentId: 'pi_fake99',
        amountCents: 1733,
        idempotencyKey: 'share-1-refund',
      }),
    ).resolves.toEqual({ refundId: expect.stringMatching(/^re_/) });
    const sent = lastRequest('POST', '/v1/refunds');
    expect(sent?.params).toMatchObject({ payment_intent: 'pi_fake99', amount: '1733' });
    expect(sent?.headers['idempotency-key']).toBe('share-1-refund');
  });

  it('answers PAYMENT_PROVIDER_UNAVAILABLE when Stripe cannot be reached', async () => {
    const closedPort = await freePort();
    const offline = createStripeGateway({
      secretKey: 'sk_test_fake',
      publishableKey: null,
      apiBase: `http://127.0.0.1:${closedPort}`,
    });
    await expect(offline.listCards('cus_x')).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      statusCode: 502,
    });
  });
});
