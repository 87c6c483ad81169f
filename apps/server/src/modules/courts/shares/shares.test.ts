import { randomUUID } from 'node:crypto';
import { rooms, type CourtBooking } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../../clock.ts';
import type { Deps } from '../../../deps.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { sandboxCharges } from '../../payments/payments.schema.ts';
import {
  bookPaid,
  follow,
  hoursFrom,
  insertOpenCourt,
  payShareOf,
  split,
} from '../courts-test-kit.ts';
import { courtBookingShares, courtBookings } from '../courts.schema.ts';
import { expireSharesJob } from '../jobs/expire-shares.job.ts';

const clock = manualClock(new Date());
let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let sam: TestUser;
let courtId: string;
let oliviaCustomer: string;
let oliviaCard: string;
let alexCard: string;
let nextSlot = 30;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alex, olivia, sam] = await Promise.all([
    signUp(t.app, 'Alex'),
    signUp(t.app, 'Olivia'),
    signUp(t.app, 'Sam'),
  ]);
  ({ paymentMethodId: alexCard } = await saveTestCard(t.app, alex.token));
  ({ customerId: oliviaCustomer, paymentMethodId: oliviaCard } = await saveTestCard(
    t.app,
    olivia.token,
  ));
  await saveTestCard(t.app, sam.token);
  ({ courtId } = await insertOpenCourt(t.app.deps.db));
  await follow(t.app.deps.db, alex.id, [olivia.id, sam.id]);
});
afterAll(() => t.close());

/** Alex books two hours ($52) and splits them with Olivia and Sam: $17.33 each. */
async function splitBooking(startsAt = hoursFrom(clock.now(), (nextSlot += 3))) {
  const bookingId = await bookPaid(t.app, alex, { courtId, startsAt, now: clock.now(), hours: 2 });
  const response = await split(t.app, alex, bookingId, [olivia.id, sam.id]);
  if (response.statusCode !== 201) throw new Error(`split failed: ${response.body}`);
  const booking: CourtBooking = response.json().data;
  const shareOf = (user: TestUser) => {
    const share = booking.shares.find((entry) => entry.user.id === user.id);
    if (!share) throw new Error('no share');
    return share.id;
  };
  return { bookingId, oliviaShare: shareOf(olivia), samShare: shareOf(sam) };
}

async function chargeOfBooking(bookingId: string) {
  const [booking] = await t.app.deps.db
    .select({ paymentId: courtBookings.paymentId, refundedCents: courtBookings.refundedCents })
    .from(courtBookings)
    .where(eq(courtBookings.id, bookingId));
  const [charge] = await t.app.deps.db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, booking?.paymentId ?? ''));
  return { booking, charge };
}

const decline = (user: TestUser, shareId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/user/court/shares/${shareId}/decline`,
    headers: user.auth,
  });

describe("paying a friend's share", () => {
  it('charges the friend, refunds the owner as much, and tells everyone', async () => {
    const { bookingId, oliviaShare } = await splitBooking();
    const outbox = await recordOutbox(t.app.deps.db);

    const paid = await payShareOf(t.app, olivia, oliviaShare);

    expect(paid.statusCode).toBe(200);
    const booking: CourtBooking = paid.json().data;
    expect(booking).toMatchObject({ id: bookingId, refundedCents: 1733 });
    expect(booking.shares).toContainEqual(
      expect.objectContaining({ id: oliviaShare, status: 'paid', amountCents: 1733 }),
    );
    // Olivia's card paid her share; Alex's payment was refunded that much.
    const oliviaCharges = await t.app.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.customerId, oliviaCustomer));
    expect(oliviaCharges).toContainEqual(
      expect.objectContaining({ amountCents: 1733, succeeded: true, refundedCents: 0 }),
    );
    const { charge } = await chargeOfBooking(bookingId);
    expect(charge).toMatchObject({ amountCents: 5200, refundedCents: 1733 });
    const [share] = await t.app.deps.db
      .select()
      .from(courtBookingShares)
      .where(eq(courtBookingShares.id, oliviaShare));
    expect(share?.ownerRefundId).toMatch(/^re_/);

    const sent = await outbox.sent();
    for (const person of [alex.id, olivia.id, sam.id]) {
      expect(sent).toContainEqual(
        expect.objectContaining({
          room: rooms.user(person),
          event: 'court-booking:changed',
          payload: { booking: expect.objectContaining({ id: bookingId, refundedCents: 1733 }) },
        }),
      );
    }
  });

  it('the same key again answers the same and charges once; both shares paid leave the owner the remainder', async () => {
    const { bookingId, oliviaShare, samShare } = await splitBooking();
    const key = randomUUID();
    const first = await payShareOf(t.app, olivia, oliviaShare, key);
    const again = await payShareOf(t.app, olivia, oliviaShare, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const concurrent = await Promise.all([
      payShareOf(t.app, sam, samShare, 'same-key-for-sam'),
      payShareOf(t.app, sam, samShare, 'same-key-for-sam'),
    ]);
    expect(concurrent.map((answer) => answer.statusCode)).toEqual([200, 200]);

    const { booking, charge } = await chargeOfBooking(bookingId);
    // $52.00 less two shares of $17.33: Alex paid $17.34.
    expect(booking?.refundedCents).toBe(3466);
    expect(charge).toMatchObject({ amountCents: 5200, refundedCents: 3466 });
    const shareCharges = await t.app.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.amountCents, 1733));
    const forThisBooking = shareCharges.filter((row) =>
      [oliviaShare, samShare].some((id) => row.idempotencyKey.startsWith(`court-share:${id}:`)),
    );
    expect(forThisBooking).toHaveLength(2);
  });

  it('refuses a share already paid or declined with 409 and its status', async () => {
    const { oliviaShare, samShare } = await splitBooking();
    expect((await payShareOf(t.app, olivia, oliviaShare)).statusCode).toBe(200);
    expect((await decline(sam, samShare)).statusCode).toBe(200);

    const paidAgain = await payShareOf(t.app, olivia, oliviaShare);
    expect(paidAgain.statusCode).toBe(409);
    expect(paidAgain.json()).toMatchObject({
      code: 'SHARE_NOT_PENDING',
      message: 'This share is already paid',
    });
    const afterDecline = await payShareOf(t.app, sam, samShare);
    expect(afterDecline.json()).toMatchObject({
      code: 'SHARE_NOT_PENDING',
      message: 'This share is already declined',
    });
  });

  it('answers 404 SHARE_NOT_FOUND to anyone but the invitee', async () => {
    const { oliviaShare } = await splitBooking();
    for (const [caller, id] of [
      [alex, oliviaShare],
      [sam, oliviaShare],
      [olivia, randomUUID()],
    ] as const) {
      for (const response of [await payShareOf(t.app, caller, id), await decline(caller, id)]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'SHARE_NOT_FOUND',
          message: 'Share not found',
        });
      }
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    for (const action of ['pay', 'decline']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/v1/user/court/shares/${randomUUID()}/${action}`,
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(response.statusCode).toBe(401);
    }
  });

  it("answers 402 with the provider's message to a declined card, leaving the share pending", async () => {
    const broke = await signUp(t.app, 'Broke');
    await saveTestCard(t.app, broke.token, '4000 0000 0000 9995');
    await follow(t.app.deps.db, alex.id, [broke.id]);
    const bookingId = await bookPaid(t.app, alex, {
      courtId,
      startsAt: hoursFrom(clock.now(), (nextSlot += 3)),
      now: clock.now(),
    });
    const booking: CourtBooking = (await split(t.app, alex, bookingId, [broke.id])).json().data;
    const shareId = booking.shares[0]?.id ?? '';

    const response = await payShareOf(t.app, broke, shareId);

    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ message: 'Your card has insufficient funds.' });
    const [share] = await t.app.deps.db
      .select({ status: courtBookingShares.status })
      .from(courtBookingShares)
      .where(eq(courtBookingShares.id, shareId));
    expect(share?.status).toBe('pending');
  });
});

describe('declining a share', () => {
  it('marks it declined and tells the owner live; the owner still pays it', async () => {
    const { bookingId, samShare } = await splitBooking();
    const outbox = await recordOutbox(t.app.deps.db);

    const response = await decline(sam, samShare);

    expect(response.statusCode).toBe(200);
    expect(response.json().data.shares).toContainEqual(
      expect.objectContaining({ id: samShare, status: 'declined' }),
    );
    expect(await outbox.sent()).toContainEqual(
      expect.objectContaining({
        room: rooms.user(alex.id),
        event: 'court-booking:changed',
        payload: {
          booking: expect.objectContaining({
            id: bookingId,
            refundedCents: 0,
            shares: expect.arrayContaining([
              expect.objectContaining({ id: samShare, status: 'declined' }),
            ]),
          }),
        },
      }),
    );
  });
});

describe('shares unpaid when the booking starts', () => {
  it('expire through the job, once; everyone is told; paying is refused after', async () => {
    const startsAt = hoursFrom(clock.now(), (nextSlot += 3));
    const { bookingId, oliviaShare, samShare } = await splitBooking(startsAt);
    expect((await payShareOf(t.app, olivia, oliviaShare)).statusCode).toBe(200);
    const deps: Deps = t.app.deps;

    // Run early (another process's clock), it changes nothing.
    const early = await expireSharesJob.handler({ deps, payload: { bookingId } });
    expect(early).toMatchObject({ expired: 0, requeued: 1 });

    const saved = clock.now();
    clock.set(startsAt);
    try {
      const outbox = await recordOutbox(t.app.deps.db);
      const summary = await expireSharesJob.handler({ deps, payload: { bookingId } });
      expect(summary).toMatchObject({ expired: 1 });
      const again = await expireSharesJob.handler({ deps, payload: { bookingId } });
      expect(again).toMatchObject({ expired: 0 });

      const shares = await t.app.deps.db
        .select({ id: courtBookingShares.id, status: courtBookingShares.status })
        .from(courtBookingShares)
        .where(eq(courtBookingShares.bookingId, bookingId));
      expect(new Map(shares.map((share) => [share.id, share.status]))).toEqual(
        new Map([
          [oliviaShare, 'paid'],
          [samShare, 'expired'],
        ]),
      );
      const told = (await outbox.sent()).filter((event) => event.event === 'court-booking:changed');
      expect(told.map((event) => event.room).sort()).toEqual(
        [alex.id, olivia.id, sam.id].map(rooms.user).sort(),
      );

      const late = await payShareOf(t.app, sam, samShare);
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({
        code: 'SHARE_NOT_PENDING',
        message: 'This share is already expired',
      });
    } finally {
      clock.set(saved);
    }
  });

  it('are queued to expire at the start when the booking is split', async () => {
    const enqueue = vi.spyOn(t.app.deps.jobs, 'enqueue');
    try {
      const startsAt = hoursFrom(clock.now(), (nextSlot += 3));
      const { bookingId } = await splitBooking(startsAt);
      expect(enqueue).toHaveBeenCalledWith(
        'courts.expire-shares',
        { bookingId },
        {
          delayMs: startsAt.getTime() - clock.now().getTime(),
          dedupeKey: `courts.expire-shares:${bookingId}`,
        },
      );
    } finally {
      enqueue.mockRestore();
    }
  });
});

describe('paying a share with a chosen payment method', () => {
  it("answers 404 to a method that is not the friend's, then charges the one named", async () => {
    const { oliviaShare } = await splitBooking();
    const refused = await payShareOf(t.app, olivia, oliviaShare, randomUUID(), alexCard);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_METHOD_NOT_FOUND' });
    const [pending] = await t.app.deps.db
      .select({ status: courtBookingShares.status })
      .from(courtBookingShares)
      .where(eq(courtBookingShares.id, oliviaShare));
    expect(pending?.status).toBe('pending');

    const paid = await payShareOf(t.app, olivia, oliviaShare, randomUUID(), oliviaCard);
    expect(paid.statusCode).toBe(200);
    const [share] = await t.app.deps.db
      .select({ paymentId: courtBookingShares.paymentId })
      .from(courtBookingShares)
      .where(eq(courtBookingShares.id, oliviaShare));
    const [charge] = await t.app.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, share?.paymentId ?? ''));
    expect(charge).toMatchObject({ customerId: oliviaCustomer, paymentMethodId: oliviaCard });
  });
});
