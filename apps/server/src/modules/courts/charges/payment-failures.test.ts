import { randomUUID } from 'node:crypto';
import type { CourtBooking } from '@betterplay/contracts';
import { asc, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { appError } from '../../../errors.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { sandboxCharges } from '../../payments/payments.schema.ts';
import {
  bookPaid,
  follow,
  hoursFrom,
  insertOpenCourt,
  insertHold,
  payHold,
  payShareOf,
  split,
} from '../courts-test-kit.ts';
import { courtBookingShares, courtBookings } from '../courts.schema.ts';
import { settleRefundsJob } from '../jobs/settle-refunds.job.ts';
import { undoChargeJob } from '../jobs/undo-charge.job.ts';
import { undoCharge } from './undo-charge.ts';

/** What happens to money when something fails between the provider and the database. */

const clock = manualClock(new Date());
let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let alexCustomer: string;
let courtId: string;
let nextSlot = 30;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alex, olivia] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Olivia')]);
  ({ customerId: alexCustomer } = await saveTestCard(t.app, alex.token));
  await saveTestCard(t.app, olivia.token);
  ({ courtId } = await insertOpenCourt(t.app.deps.db));
  await follow(t.app.deps.db, alex.id, [olivia.id]);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

/**
 * Fails the next `times` transactions the payment opens with a lost connection. The outbox
 * relay opens transactions of its own on its timers and wake-ups (a hold's event wakes it),
 * on the same database object, and the payment ledger records each provider call in its own:
 * those pass, so the failures land where the test means them.
 */
function failTransactions(times: number) {
  const db = t.app.deps.db;
  const transaction = db.transaction.bind(db);
  let left = times;
  vi.spyOn(db, 'transaction').mockImplementation(((...args: Parameters<typeof transaction>) => {
    const stack = new Error().stack ?? '';
    const passes = stack.includes('positionCommittedEvents') || stack.includes('payment-ledger');
    if (left === 0 || passes) return transaction(...args);
    left -= 1;
    return Promise.reject(new Error('connection lost'));
  }) as typeof transaction);
}

const newHold = () =>
  insertHold(t.app.deps.db, {
    userId: alex.id,
    courtId,
    startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
    now: clock.now(),
  });

/** Alex's charges, oldest first. */
const chargesOfAlex = () =>
  t.app.deps.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.customerId, alexCustomer))
    .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.id));

async function holdRow(holdId: string) {
  const [row] = await t.app.deps.db
    .select({ status: courtBookings.status, paymentId: courtBookings.paymentId })
    .from(courtBookings)
    .where(eq(courtBookings.id, holdId));
  return row;
}

describe('paying for a hold', () => {
  it('a charge whose record fails is refunded at once; a retry charges anew and records it', async () => {
    const holdId = await newHold();
    const key = randomUUID();
    const before = (await chargesOfAlex()).length;
    failTransactions(1);

    const failed = await payHold(t.app, alex, holdId, key);
    expect(failed.statusCode).toBe(500);
    // The player may walk away now: the money is back, the hold still held.
    const [lost] = (await chargesOfAlex()).slice(before);
    expect(lost).toMatchObject({ amountCents: 2800, refundedCents: 2800 });
    expect(await holdRow(holdId)).toMatchObject({ status: 'held', paymentId: null });

    const retried = await payHold(t.app, alex, holdId, key);

    expect(retried.statusCode).toBe(201);
    const charges = (await chargesOfAlex()).slice(before);
    expect(charges).toHaveLength(2);
    const row = await holdRow(holdId);
    expect(row?.status).toBe('paid');
    const kept = charges.find((charge) => charge.id === row?.paymentId);
    expect(kept).toMatchObject({ amountCents: 2800, refundedCents: 0 });
    expect(kept?.id).not.toBe(lost?.id);
    // Once charged in all: the same key again answers the booking, charging nothing.
    expect((await payHold(t.app, alex, holdId, key)).statusCode).toBe(201);
    expect(await chargesOfAlex()).toHaveLength(before + 2);
  });

  it('a charge whose record and refund both fail is refunded by the job, once', async () => {
    const holdId = await newHold();
    const before = (await chargesOfAlex()).length;
    failTransactions(1);
    vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(
      appError('PAYMENT_PROVIDER_UNAVAILABLE'),
    );
    const enqueue = vi.spyOn(t.app.deps.jobs, 'enqueue');

    expect((await payHold(t.app, alex, holdId)).statusCode).toBe(500);

    const [lost] = (await chargesOfAlex()).slice(before);
    expect(lost).toMatchObject({ refundedCents: 0 });
    const chargeKey = `court-booking:${holdId}:charge:0`;
    expect(enqueue).toHaveBeenCalledWith(
      'courts.undo-charge',
      expect.objectContaining({
        paymentId: lost?.id,
        amountCents: 2800,
        chargeKey,
        target: { kind: 'booking', id: holdId },
      }),
      { dedupeKey: `courts.undo-charge:${lost?.id}` },
    );
    const payload = enqueue.mock.calls.find(([name]) => name === 'courts.undo-charge')?.[1];
    const job = () => undoChargeJob.run(t.app.deps, payload);
    await job();
    await job();
    const [refunded] = (await chargesOfAlex()).slice(before);
    expect(refunded).toMatchObject({ amountCents: 2800, refundedCents: 2800 });
    // The player can still pay the hold, with a new charge.
    expect((await payHold(t.app, alex, holdId)).statusCode).toBe(201);
  });

  it('with the database down for the undo too, the job marks and refunds the charge later', async () => {
    const holdId = await newHold();
    const before = (await chargesOfAlex()).length;
    failTransactions(2);
    const enqueue = vi.spyOn(t.app.deps.jobs, 'enqueue');

    expect((await payHold(t.app, alex, holdId)).statusCode).toBe(500);
    expect((await chargesOfAlex()).slice(before)).toMatchObject([{ refundedCents: 0 }]);

    const payload = enqueue.mock.calls.find(([name]) => name === 'courts.undo-charge')?.[1];
    expect(await undoChargeJob.run(t.app.deps, payload)).toEqual({ refunded: 1 });
    expect((await chargesOfAlex()).slice(before)).toMatchObject([{ refundedCents: 2800 }]);
  });

  it('a charge undone while another request records it is not recorded: that request fails and the next pays', async () => {
    const holdId = await newHold();
    const before = (await chargesOfAlex()).length;
    const gateway = t.app.deps.payments;
    const charge = gateway.charge.bind(gateway);
    vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
      const paid = await charge(input);
      // Another request for the same charge key failed to record it and undid it meanwhile.
      await undoCharge({
        deps: t.app.deps,
        charge: {
          request: { userId: alex.id, scope: 'court-booking:pay', key: 'k', fingerprint: 'f' },
          target: { kind: 'booking', id: holdId },
          chargeKey: input.idempotencyKey,
          paymentId: paid.paymentId,
          amountCents: input.amountCents,
        },
      });
      return paid;
    });

    expect((await payHold(t.app, alex, holdId)).statusCode).toBe(500);
    expect(await holdRow(holdId)).toMatchObject({ status: 'held', paymentId: null });
    expect((await chargesOfAlex()).slice(before)).toMatchObject([{ refundedCents: 2800 }]);

    expect((await payHold(t.app, alex, holdId)).statusCode).toBe(201);
    const row = await holdRow(holdId);
    const charges = (await chargesOfAlex()).slice(before);
    expect(charges.find((entry) => entry.id === row?.paymentId)).toMatchObject({
      refundedCents: 0,
    });
  });

  it('leaves alone a charge its row uses after all', async () => {
    const holdId = await newHold();
    expect((await payHold(t.app, alex, holdId)).statusCode).toBe(201);
    const row = await holdRow(holdId);

    const undone = await undoCharge({
      deps: t.app.deps,
      charge: {
        request: { userId: alex.id, scope: 'court-booking:pay', key: 'k', fingerprint: 'f' },
        target: { kind: 'booking', id: holdId },
        chargeKey: `court-booking:${holdId}:charge:0`,
        paymentId: row?.paymentId ?? '',
        amountCents: 2800,
      },
    });

    expect(undone).toEqual({ refunded: 0 });
    const [kept] = await t.app.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, row?.paymentId ?? ''));
    expect(kept?.refundedCents).toBe(0);
  });

  it('a hold released while its card was charged is refunded in full and answers 409', async () => {
    const holdId = await newHold();
    const gateway = t.app.deps.payments;
    const charge = gateway.charge.bind(gateway);
    vi.spyOn(gateway, 'charge').mockImplementationOnce(async (input) => {
      const paid = await charge(input);
      // The player let the hold go (another tab) while the provider was charging.
      await t.app.deps.db
        .update(courtBookings)
        .set({ status: 'expired' })
        .where(eq(courtBookings.id, holdId));
      return paid;
    });

    const response = await payHold(t.app, alex, holdId);

    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'HOLD_EXPIRED' });
    const [row] = await t.app.deps.db
      .select({ status: courtBookings.status, paymentId: courtBookings.paymentId })
      .from(courtBookings)
      .where(eq(courtBookings.id, holdId));
    expect(row?.status).toBe('expired');
    const [refunded] = await t.app.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, row?.paymentId ?? ''));
    expect(refunded).toMatchObject({ amountCents: 2800, refundedCents: 2800 });
  });

  it('a provider that cannot be reached answers 502 and charges nothing', async () => {
    vi.spyOn(t.app.deps.payments, 'charge').mockRejectedValueOnce(
      appError('PAYMENT_PROVIDER_UNAVAILABLE'),
    );
    const holdId = await newHold();
    const key = randomUUID();

    const response = await payHold(t.app, alex, holdId, key);

    expect(response.statusCode).toBe(502);
    // Not a refusal: the same key tries again, and pays.
    expect((await payHold(t.app, alex, holdId, key)).statusCode).toBe(201);
  });
});

describe("a friend's share", () => {
  it('a share charge whose record fails is refunded at once, and paying again pays it', async () => {
    const bookingId = await bookPaid(t.app, alex, {
      courtId,
      startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
      now: clock.now(),
    });
    const booking: CourtBooking = (await split(t.app, alex, bookingId, [olivia.id])).json().data;
    const shareId = booking.shares[0]?.id ?? '';
    const key = randomUUID();
    const chargesOfShare = () =>
      t.app.deps.db
        .select()
        .from(sandboxCharges)
        .where(like(sandboxCharges.idempotencyKey, `court-share:${shareId}:%`))
        .orderBy(asc(sandboxCharges.createdAt));
    failTransactions(1);

    expect((await payShareOf(t.app, olivia, shareId, key)).statusCode).toBe(500);
    expect(await chargesOfShare()).toMatchObject([{ amountCents: 1400, refundedCents: 1400 }]);

    const paid = await payShareOf(t.app, olivia, shareId, key);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.shares[0]).toMatchObject({ status: 'paid' });
    expect(await chargesOfShare()).toMatchObject([
      { refundedCents: 1400 },
      { amountCents: 1400, refundedCents: 0 },
    ]);
  });

  it("pays even when the owner's refund fails; the job makes it later, once", async () => {
    const bookingId = await bookPaid(t.app, alex, {
      courtId,
      startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
      now: clock.now(),
    });
    const booking: CourtBooking = (await split(t.app, alex, bookingId, [olivia.id])).json().data;
    const shareId = booking.shares[0]?.id ?? '';
    vi.spyOn(t.app.deps.payments, 'refund').mockRejectedValueOnce(
      appError('PAYMENT_PROVIDER_UNAVAILABLE'),
    );
    const enqueue = vi.spyOn(t.app.deps.jobs, 'enqueue');

    const paid = await payShareOf(t.app, olivia, shareId);

    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.refundedCents).toBe(1400);
    expect(enqueue).toHaveBeenCalledWith(
      'courts.settle-refunds',
      { bookingId },
      { dedupeKey: `courts.settle-refunds:${bookingId}` },
    );
    const ownerCharge = async () => {
      const [row] = await t.app.deps.db
        .select({ refundedCents: sandboxCharges.refundedCents })
        .from(sandboxCharges)
        .innerJoin(courtBookings, eq(courtBookings.paymentId, sandboxCharges.id))
        .where(eq(courtBookings.id, bookingId));
      return row?.refundedCents;
    };
    expect(await ownerCharge()).toBe(0);

    await settleRefundsJob.handler({ deps: t.app.deps, payload: { bookingId } });
    await settleRefundsJob.handler({ deps: t.app.deps, payload: { bookingId } });

    expect(await ownerCharge()).toBe(1400);
    const [share] = await t.app.deps.db
      .select({ ownerRefundId: courtBookingShares.ownerRefundId })
      .from(courtBookingShares)
      .where(eq(courtBookingShares.id, shareId));
    expect(share?.ownerRefundId).toMatch(/^re_/);
  });
});
