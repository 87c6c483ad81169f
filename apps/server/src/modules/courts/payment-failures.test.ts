import { randomUUID } from 'node:crypto';
import type { CourtBooking } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../clock.ts';
import { signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { appError } from '../../errors.ts';
import { saveTestCard } from '../payments/payments-test-kit.ts';
import { sandboxCharges } from '../payments/payments.schema.ts';
import {
  bookPaid,
  follow,
  hoursFrom,
  insertCourt,
  insertHold,
  payHold,
  payShareOf,
  split,
} from './bookings-test-kit.ts';
import { courtBookingShares, courtBookings } from './courts.schema.ts';
import { settleRefundsJob } from './jobs/settle-refunds.job.ts';

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
  ({ courtId } = await insertCourt(t.app.deps.db));
  await follow(t.app.deps.db, alex.id, [olivia.id]);
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => t.close());

const newHold = () =>
  insertHold(t.app.deps.db, {
    userId: alex.id,
    courtId,
    startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
    now: clock.now(),
  });

const chargesOfAlex = () =>
  t.app.deps.db.select().from(sandboxCharges).where(eq(sandboxCharges.customerId, alexCustomer));

describe('paying for a hold', () => {
  it('a retry after the database failed past a successful charge charges once', async () => {
    const holdId = await newHold();
    const key = randomUUID();
    const before = (await chargesOfAlex()).length;
    vi.spyOn(t.app.deps.db, 'transaction').mockRejectedValueOnce(new Error('connection lost'));

    const failed = await payHold(t.app, alex, holdId, key);
    expect(failed.statusCode).toBe(500);
    const retried = await payHold(t.app, alex, holdId, key);

    expect(retried.statusCode).toBe(201);
    const charges = await chargesOfAlex();
    expect(charges).toHaveLength(before + 1);
    const [row] = await t.app.deps.db
      .select({ paymentId: courtBookings.paymentId })
      .from(courtBookings)
      .where(eq(courtBookings.id, holdId));
    expect(charges.map((charge) => charge.id)).toContain(row?.paymentId);
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
