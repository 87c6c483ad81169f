import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { sandboxCharges, sandboxRefunds } from './payments.schema.ts';
import { cardBrandOf, cardDigits, chargeOutcomeOf, expiryProblem } from './sandbox-cards.ts';
import { createSandboxGateway, sandboxId } from './sandbox-gateway.ts';
import { insertPaymentMethod } from './sandbox-repository.ts';

let t: TestApp;
let db: Database;
let gateway: PaymentGateway;

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.deps.db;
  gateway = createSandboxGateway(db);
});
afterAll(() => t.close());

/** A customer with one card (as the sandbox's confirm stores it), made their default. */
async function customerWithCard(cardNumber: string) {
  const customerId = await gateway.createCustomer({
    userId: randomUUID(),
    email: 'card@example.com',
    name: 'Card Holder',
  });
  const digits = cardDigits(cardNumber);
  const paymentMethodId = sandboxId('pm');
  await insertPaymentMethod(db, {
    id: paymentMethodId,
    customerId,
    brand: cardBrandOf(digits),
    last4: digits.slice(-4),
    expMonth: 12,
    expYear: 2040,
    cardholderName: 'Card Holder',
    chargeOutcome: chargeOutcomeOf(digits),
  });
  await gateway.setDefaultCard({ customerId, paymentMethodId });
  return { customerId, paymentMethodId };
}

const charge = (customerId: string, idempotencyKey = randomUUID(), amountCents = 2800) =>
  gateway.charge({ customerId, amountCents, description: 'Court 1', idempotencyKey });

describe("Stripe's test cards", () => {
  it('charges 4242 4242 4242 4242 and any other Luhn-valid number', async () => {
    for (const number of ['4242 4242 4242 4242', '5555 5555 5555 4444', '3782 822463 10005']) {
      const { customerId } = await customerWithCard(number);
      await expect(charge(customerId)).resolves.toEqual({
        paymentId: expect.stringMatching(/^pi_sbx_/),
      });
    }
  });

  it('fails charges on 9995 with insufficient funds and on 0341 as declined, in Stripe’s words', async () => {
    const poor = await customerWithCard('4000 0000 0000 9995');
    await expect(charge(poor.customerId)).rejects.toMatchObject({
      code: 'PAYMENT_DECLINED',
      statusCode: 402,
      message: 'Your card has insufficient funds.',
    });
    const declined = await customerWithCard('4000 0000 0000 0341');
    await expect(charge(declined.customerId)).rejects.toMatchObject({
      code: 'PAYMENT_DECLINED',
      message: 'Your card was declined.',
    });
  });

  it('names the brand from the number', () => {
    expect(cardBrandOf('4242424242424242')).toBe('visa');
    expect(cardBrandOf('5105105105105100')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('6500000000000002')).toBe('discover');
    expect(cardBrandOf('3056930009020004')).toBe('unknown');
  });

  it('refuses an expiry before this month with Stripe’s words', () => {
    const now = new Date('2026-05-10T00:00:00Z');
    expect(expiryProblem({ expMonth: 12, expYear: 2025 }, now)).toMatch(/expiration year/);
    expect(expiryProblem({ expMonth: 4, expYear: 2026 }, now)).toMatch(/expiration date/);
    expect(expiryProblem({ expMonth: 5, expYear: 2026 }, now)).toBeNull();
  });
});

describe('charges', () => {
  it("detaches the customer's card (no longer the default), never another customer's", async () => {
    const alex = await customerWithCard('4242 4242 4242 4242');
    const sam = await customerWithCard('5555 5555 5555 4444');
    await gateway.detachCard({ customerId: alex.customerId, paymentMethodId: sam.paymentMethodId });
    expect(await gateway.listCards(sam.customerId)).toHaveLength(1);

    await gateway.detachCard(alex);
    await gateway.detachCard(alex);
    expect(await gateway.listCards(alex.customerId)).toEqual([]);
    await expect(charge(alex.customerId)).rejects.toMatchObject({ code: 'NO_PAYMENT_METHOD' });
  });

  it('needs a default card', async () => {
    const customerId = await gateway.createCustomer({
      userId: randomUUID(),
      email: 'none@example.com',
      name: 'No Card',
    });
    await expect(charge(customerId)).rejects.toMatchObject({ code: 'NO_PAYMENT_METHOD' });
  });

  it('moves money once per idempotency key, even for 20 calls at once', async () => {
    const { customerId } = await customerWithCard('4242 4242 4242 4242');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 20 }, () => charge(customerId, key)));
    expect(new Set(answers.map((answer) => answer.paymentId)).size).toBe(1);
    const rows = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.customerId, customerId));
    expect(rows).toHaveLength(1);
    // A later call with the key answers the same payment.
    await expect(charge(customerId, key)).resolves.toEqual(answers[0]);
  });

  it('answers a declined key with the same decline, and refuses a key reused for another amount', async () => {
    const { customerId } = await customerWithCard('4000 0000 0000 0341');
    const key = randomUUID();
    await expect(charge(customerId, key)).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' });
    await expect(charge(customerId, key)).rejects.toMatchObject({ code: 'PAYMENT_DECLINED' });
    await expect(charge(customerId, key, 5200)).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });
});

describe('charging a chosen payment method', () => {
  it("charges the customer's own card when asked, not the default", async () => {
    const { customerId, paymentMethodId: defaultCard } =
      await customerWithCard('4242 4242 4242 4242');
    const other = sandboxId('pm');
    await insertPaymentMethod(db, {
      id: other,
      customerId,
      brand: 'mastercard',
      last4: '4444',
      expMonth: 12,
      expYear: 2040,
      cardholderName: 'Card Holder',
      chargeOutcome: chargeOutcomeOf(cardDigits('5555 5555 5555 4444')),
    });
    const { paymentId } = await gateway.charge({
      customerId,
      amountCents: 2800,
      description: 'Court 1',
      idempotencyKey: randomUUID(),
      paymentMethodId: other,
    });
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paymentId));
    expect(row?.paymentMethodId).toBe(other);
    expect(row?.paymentMethodId).not.toBe(defaultCard);
  });

  it("refuses another customer's card or a wallet's method (it has no wallets), charging nothing", async () => {
    const alex = await customerWithCard('4242 4242 4242 4242');
    const sam = await customerWithCard('4242 4242 4242 4242');
    for (const paymentMethodId of [alex.paymentMethodId, 'pm_1WalletFromApplePay']) {
      await expect(
        gateway.charge({
          customerId: sam.customerId,
          amountCents: 2800,
          description: 'Court 1',
          idempotencyKey: randomUUID(),
          paymentMethodId,
        }),
      ).rejects.toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND', statusCode: 404 });
    }
    const rows = await db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.customerId, sam.customerId));
    expect(rows).toEqual([]);
  });
});

describe('refunds', () => {
  it('are bounded by what is left of the payment', async () => {
    const { customerId } = await customerWithCard('4242 4242 4242 4242');
    const { paymentId } = await charge(customerId, randomUUID(), 5200);
    await gateway.refund({ paymentId, amountCents: 2600, idempotencyKey: randomUUID() });
    await expect(
      gateway.refund({ paymentId, amountCents: 2601, idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject({ code: 'REFUND_EXCEEDS_PAYMENT' });
    await gateway.refund({ paymentId, amountCents: 2600, idempotencyKey: randomUUID() });
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paymentId));
    expect(row?.refundedCents).toBe(5200);
  });

  it('refund once per key, even for 10 calls at once', async () => {
    const { customerId } = await customerWithCard('4242 4242 4242 4242');
    const { paymentId } = await charge(customerId, randomUUID(), 5200);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        gateway.refund({ paymentId, amountCents: 1300, idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.refundId)).size).toBe(1);
    const refunds = await db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.chargeId, paymentId));
    expect(refunds).toHaveLength(1);
    const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, paymentId));
    expect(row?.refundedCents).toBe(1300);
  });

  it('refuse an unknown or failed payment', async () => {
    await expect(
      gateway.refund({
        paymentId: 'pi_sbx_unknown',
        amountCents: 100,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'PAYMENT_NOT_FOUND' });
  });
});
