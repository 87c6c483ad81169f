import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

async function customerWithCard() {
  const customerId = await gateway.createCustomer({
    userId: 'user-holds',
    email: `holds-${Math.random()}@example.com`,
    name: 'Alex Morgan',
  });
  const paymentMethodId = stripe.attachCard({ customer: customerId, last4: '4242' });
  await gateway.setDefaultCard({ customerId, paymentMethodId });
  return customerId;
}

const intentOf = (id: string) => stripe.paymentIntents().find((intent) => intent.id === id);

describe('card holds at Stripe (manual capture), against a local server answering like Stripe', () => {
  it('authorises the default card off session with manual capture, once per key', async () => {
    const customerId = await customerWithCard();
    const hold = {
      customerId,
      amountCents: 1500,
      description: 'Sunday doubles',
      idempotencyKey: 'social-request:r1:authorise',
    };
    const { paymentId } = await gateway.authorise(hold);
    await expect(gateway.authorise(hold)).resolves.toEqual({ paymentId });
    const sent = stripe.requestsTo('POST', '/v1/payment_intents').at(-1);
    expect(sent?.params).toMatchObject({
      amount: '1500',
      capture_method: 'manual',
      off_session: 'true',
      confirm: 'true',
    });
    expect(sent?.headers['idempotency-key']).toBe('social-request:r1:authorise');
    expect(intentOf(paymentId)?.status).toBe('requires_capture');
  });

  it('captures a hold, and a second capture answers again instead of failing', async () => {
    const customerId = await customerWithCard();
    const { paymentId } = await gateway.authorise({
      customerId,
      amountCents: 900,
      description: 'Friday social',
      idempotencyKey: 'social-request:r2:authorise',
    });
    await gateway.capture({ paymentId, idempotencyKey: 'social-request:r2:capture' });
    await gateway.capture({ paymentId, idempotencyKey: 'social-request:r2:capture:again' });
    expect(intentOf(paymentId)?.status).toBe('succeeded');
    await expect(
      gateway.void({ paymentId, idempotencyKey: 'social-request:r2:void' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_ALREADY_CAPTURED' });
  });

  it('voids a hold, twice safely, and a voided hold cannot be captured', async () => {
    const customerId = await customerWithCard();
    const { paymentId } = await gateway.authorise({
      customerId,
      amountCents: 700,
      description: 'Friday social',
      idempotencyKey: 'social-request:r3:authorise',
    });
    await gateway.void({ paymentId, idempotencyKey: 'social-request:r3:void' });
    await gateway.void({ paymentId, idempotencyKey: 'social-request:r3:void:again' });
    expect(intentOf(paymentId)?.status).toBe('canceled');
    await expect(
      gateway.capture({ paymentId, idempotencyKey: 'social-request:r3:capture' }),
    ).rejects.toMatchObject({ code: 'AUTHORISATION_ENDED' });
  });

  it('refuses a hold without a card (NO_PAYMENT_METHOD) and keeps a declined card’s words', async () => {
    const bare = await gateway.createCustomer({
      userId: 'user-bare',
      email: 'bare@example.com',
      name: 'No Card',
    });
    await expect(
      gateway.authorise({
        customerId: bare,
        amountCents: 500,
        description: 'x',
        idempotencyKey: 'social-request:r4:authorise',
      }),
    ).rejects.toMatchObject({ code: 'NO_PAYMENT_METHOD' });
    const customerId = await customerWithCard();
    stripe.declineNextPayment({ code: 'card_declined', message: 'Your card was declined.' });
    await expect(
      gateway.authorise({
        customerId,
        amountCents: 500,
        description: 'x',
        idempotencyKey: 'social-request:r5:authorise',
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' });
  });

  it('finds what an opening call made under its key, held or charged, and nothing for a key never used', async () => {
    const customerId = await customerWithCard();
    const { paymentId } = await gateway.authorise({
      customerId,
      amountCents: 800,
      description: 'x',
      idempotencyKey: 'social-request:r6:authorise:0',
    });
    await expect(
      gateway.findOpened({ customerId, idempotencyKey: 'social-request:r6:authorise:0' }),
    ).resolves.toEqual({ paymentId });
    await gateway.void({ paymentId, idempotencyKey: 'social-request:r6:void' });
    await expect(
      gateway.findOpened({ customerId, idempotencyKey: 'social-request:r6:authorise:0' }),
    ).resolves.toEqual({ paymentId });
    await expect(
      gateway.findOpened({ customerId, idempotencyKey: 'never-sent:authorise:0' }),
    ).resolves.toBeNull();
  });

  it('answers PAYMENT_NOT_FOUND for an unknown payment', async () => {
    await expect(
      gateway.capture({ paymentId: 'pi_unknown', idempotencyKey: 'k-unknown' }),
    ).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
  });
});
