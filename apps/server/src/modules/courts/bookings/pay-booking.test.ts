import { randomUUID } from 'node:crypto';
import { rooms } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { sandboxCharges } from '../../payments/payments.schema.ts';
import { hoursFrom, insertOpenCourt, insertHold, payHold } from '../courts-test-kit.ts';
import { courtBookings } from '../courts.schema.ts';

const clock = manualClock(new Date());
let t: TestApp;
let alex: TestUser;
let sam: TestUser;
let courtId: string;
let customerId: string;
let alexCardId: string;
let nextSlot = 30;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alex, sam] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Sam')]);
  ({ customerId, paymentMethodId: alexCardId } = await saveTestCard(t.app, alex.token));
  ({ courtId } = await insertOpenCourt(t.app.deps.db, { stadium: 'MSAC', court: 'Court 1' }));
});
afterAll(() => t.close());

/** A fresh hold of Alex's, each on an hour of its own. */
const newHold = (overrides: { holdExpiresAt?: Date; userId?: string } = {}) =>
  insertHold(t.app.deps.db, {
    userId: alex.id,
    courtId,
    startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
    now: clock.now(),
    hours: 2,
    ...overrides,
  });

const chargesOf = (customer: string) =>
  t.app.deps.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, customer));

describe('paying for a hold', () => {
  it("answers 201 Created with the booking and charges the caller's default card once", async () => {
    const holdId = await newHold();
    const before = (await chargesOf(customerId)).length;
    const outbox = await recordOutbox(t.app.deps.db);

    const response = await payHold(t.app, alex, holdId, randomUUID(), 'mastercard');

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Created');
    expect(body.data).toMatchObject({
      id: holdId,
      status: 'paid',
      stadium: { name: 'MSAC' },
      sport: 'badminton',
      court: { id: courtId, name: 'Court 1', number: 1 },
      durationHours: 2,
      priceCents: 5200,
      paymentMethod: 'mastercard',
      refundedCents: 0,
      owner: { id: alex.id, firstName: 'Alex' },
      shares: [],
      fullRefundIfCancelled: true,
    });
    expect(body.data.time).toMatch(/^\d{2}:00$/);
    const charges = await chargesOf(customerId);
    expect(charges).toHaveLength(before + 1);
    const [row] = await t.app.deps.db
      .select()
      .from(courtBookings)
      .where(eq(courtBookings.id, holdId));
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'mastercard', paidAt: clock.now() });
    expect(charges.find((charge) => charge.id === row?.paymentId)).toMatchObject({
      amountCents: 5200,
      succeeded: true,
    });
    expect(await outbox.sent()).toContainEqual(
      expect.objectContaining({
        room: rooms.user(alex.id),
        event: 'court-booking:changed',
        payload: { booking: expect.objectContaining({ id: holdId, status: 'paid' }) },
      }),
    );
  });

  it('answers the same status and body to the same key, and charges once', async () => {
    const holdId = await newHold();
    const key = randomUUID();
    const before = (await chargesOf(customerId)).length;

    const first = await payHold(t.app, alex, holdId, key);
    clock.advance(60_000);
    const again = await payHold(t.app, alex, holdId, key);

    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await chargesOf(customerId)).toHaveLength(before + 1);
  });

  it('charges once when the same key arrives several times at once', async () => {
    const holdId = await newHold();
    const key = randomUUID();
    const before = (await chargesOf(customerId)).length;

    const answers = await Promise.all(
      Array.from({ length: 5 }, () => payHold(t.app, alex, holdId, key)),
    );

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const bodies = new Set(answers.map((answer) => answer.body));
    expect(bodies.size).toBe(1);
    expect(await chargesOf(customerId)).toHaveLength(before + 1);
  });

  it('charges once when different keys pay one hold at once; the others hear it is paid', async () => {
    const holdId = await newHold();
    const before = (await chargesOf(customerId)).length;

    const answers = await Promise.all(
      Array.from({ length: 4 }, () => payHold(t.app, alex, holdId)),
    );

    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers.filter((entry) => entry.statusCode !== 201)) {
      expect(answer.json()).toMatchObject({ statusCode: 409, code: 'BOOKING_ALREADY_PAID' });
    }
    const charges = await chargesOf(customerId);
    expect(charges).toHaveLength(before + 1);
    expect(charges.every((charge) => charge.refundedCents === 0)).toBe(true);
  });

  it('refuses the same key for another request with 409', async () => {
    const key = randomUUID();
    const first = await payHold(t.app, alex, await newHold(), key);
    expect(first.statusCode).toBe(201);

    const otherHold = await payHold(t.app, alex, await newHold(), key);
    const otherMethod = await payHold(t.app, alex, first.json().data.id, key, 'android-pay');

    for (const refused of [otherHold, otherMethod]) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        message: 'This Idempotency-Key was already used for a different request',
      });
    }
  });

  it('answers 409 BOOKING_ALREADY_PAID to another key for a paid booking, charging nothing', async () => {
    const holdId = await newHold();
    expect((await payHold(t.app, alex, holdId)).statusCode).toBe(201);
    const before = (await chargesOf(customerId)).length;

    const again = await payHold(t.app, alex, holdId);

    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'BOOKING_ALREADY_PAID',
      message: 'This booking is already paid',
    });
    expect(await chargesOf(customerId)).toHaveLength(before);
  });

  it('answers 409 HOLD_EXPIRED once the hold has run out, charging nothing', async () => {
    const holdId = await newHold({ holdExpiresAt: new Date(clock.now().getTime() - 1000) });
    const before = (await chargesOf(customerId)).length;

    const response = await payHold(t.app, alex, holdId);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'HOLD_EXPIRED',
      message: 'Your hold on this court has expired. Please choose a time again.',
    });
    expect(await chargesOf(customerId)).toHaveLength(before);
  });

  it("answers 404 HOLD_NOT_FOUND for someone else's hold or an unknown one", async () => {
    const holdId = await newHold();
    for (const id of [holdId, randomUUID()]) {
      const response = await payHold(t.app, sam, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'HOLD_NOT_FOUND', message: 'Hold not found' });
    }
  });

  it('answers 400 with a clear message without an Idempotency-Key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/court/bookings',
      headers: alex.auth,
      payload: { holdId: await newHold(), paymentMethod: 'apple-pay' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Send an Idempotency-Key header',
    });
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/court/bookings',
      headers: { 'idempotency-key': randomUUID() },
      payload: { holdId: await newHold(), paymentMethod: 'apple-pay' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('paying with a chosen payment method (a wallet, with Stripe)', () => {
  it("charges the caller's own card named by paymentMethodId, and the key covers the method", async () => {
    const pat = await signUp(t.app, 'Pat');
    const first = await saveTestCard(t.app, pat.token);
    // A second card becomes the default: the first one is asked for by id.
    await saveTestCard(t.app, pat.token, '5555 5555 5555 4444');
    const holdId = await newHold({ userId: pat.id });
    const key = randomUUID();

    const paid = await payHold(t.app, pat, holdId, key, 'apple-pay', first.paymentMethodId);

    expect(paid.statusCode).toBe(201);
    const [row] = await t.app.deps.db
      .select({ paymentId: courtBookings.paymentId })
      .from(courtBookings)
      .where(eq(courtBookings.id, holdId));
    const charges = await chargesOf(first.customerId);
    expect(charges.find((charge) => charge.id === row?.paymentId)?.paymentMethodId).toBe(
      first.paymentMethodId,
    );
    // The same key without the method (or with another) is another request.
    const without = await payHold(t.app, pat, holdId, key, 'apple-pay');
    expect(without.statusCode).toBe(409);
    expect(without.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it("answers 404 to a method that is not the caller's (the sandbox has no wallets), and the hold stays", async () => {
    const pat = await signUp(t.app, 'Pat');
    await saveTestCard(t.app, pat.token);
    const holdId = await newHold({ userId: pat.id });
    const before = (await chargesOf(customerId)).length;

    for (const foreign of [alexCardId, 'pm_1WalletFromApplePay']) {
      const response = await payHold(t.app, pat, holdId, randomUUID(), 'apple-pay', foreign);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'PAYMENT_METHOD_NOT_FOUND',
        message: 'Payment method not found',
      });
    }
    const [hold] = await t.app.deps.db
      .select({ status: courtBookings.status })
      .from(courtBookings)
      .where(eq(courtBookings.id, holdId));
    expect(hold?.status).toBe('held');
    expect(await chargesOf(customerId)).toHaveLength(before);
    // The player then pays with their saved card.
    expect((await payHold(t.app, pat, holdId)).statusCode).toBe(201);
  });

  it('answers 400 to a paymentMethodId that is not a payment method id', async () => {
    for (const paymentMethodId of ['card_123', `pm_${'x'.repeat(200)}`, 'pm_ spaces']) {
      const response = await payHold(
        t.app,
        alex,
        await newHold(),
        randomUUID(),
        'apple-pay',
        paymentMethodId,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('a refused card', () => {
  it("answers 402 with the provider's message, keeps the hold, and the player can pay again", async () => {
    const pat = await signUp(t.app, 'Pat');
    const refused = await saveTestCard(t.app, pat.token, '4000 0000 0000 9995');
    const holdId = await newHold({ userId: pat.id });
    const key = randomUUID();

    const declined = await payHold(t.app, pat, holdId, key);

    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({
      statusCode: 402,
      code: 'PAYMENT_DECLINED',
      message: 'Your card has insufficient funds.',
    });
    const [hold] = await t.app.deps.db
      .select({ status: courtBookings.status })
      .from(courtBookings)
      .where(eq(courtBookings.id, holdId));
    expect(hold?.status).toBe('held');
    // The same key answers the same refusal, without trying the card again.
    expect((await payHold(t.app, pat, holdId, key)).json()).toEqual(declined.json());
    expect(await chargesOf(refused.customerId)).toHaveLength(1);

    // A working card, a new attempt: paid.
    const working = await saveTestCard(t.app, pat.token);
    expect(working.customerId).toBe(refused.customerId);
    const paid = await payHold(t.app, pat, holdId);
    expect(paid.statusCode).toBe(201);
    const charges = await chargesOf(refused.customerId);
    expect(charges.map((charge) => charge.succeeded).sort()).toEqual([false, true]);
  });

  it('asks for a card (409 NO_PAYMENT_METHOD) from a player who never saved one', async () => {
    const response = await payHold(t.app, sam, await newHold({ userId: sam.id }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'NO_PAYMENT_METHOD',
      message: 'Add a payment card on your profile before paying',
    });
  });
});
