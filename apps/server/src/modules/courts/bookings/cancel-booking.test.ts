import { randomUUID } from 'node:crypto';
import { FULL_REFUND_HOURS_BEFORE, rooms, type CourtBooking } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { toLocalDate } from '../../../local-time.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { saveTestCard } from '../../payments/payments-test-kit.ts';
import { sandboxCharges } from '../../payments/payments.schema.ts';
import {
  bookPaid,
  DAY_MS,
  follow,
  HOUR_MS,
  hoursFrom,
  insertOpenCourt,
  insertHold,
  payShareOf,
  split,
} from '../courts-test-kit.ts';
import { courtBookingShares, courtBookings } from '../courts.schema.ts';

const clock = manualClock(new Date());
let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let sam: TestUser;
let courtId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alex, olivia, sam] = await Promise.all([
    signUp(t.app, 'Alex'),
    signUp(t.app, 'Olivia'),
    signUp(t.app, 'Sam'),
  ]);
  await Promise.all([alex, olivia, sam].map((user) => saveTestCard(t.app, user.token)));
  ({ courtId } = await insertOpenCourt(t.app.deps.db));
  await follow(t.app.deps.db, alex.id, [olivia.id, sam.id]);
});
afterAll(() => t.close());

const cancel = (user: TestUser, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/user/court/bookings/${id}`, headers: user.auth });

/**
 * Alex's two-hour booking ($52) split with Olivia (paid her $17.33) and Sam (pending), starting
 * `hoursAhead` from now.
 */
async function splitAndHalfPaid(hoursAhead: number) {
  const startsAt = hoursFrom(clock.now(), hoursAhead);
  const bookingId = await bookPaid(t.app, alex, { courtId, startsAt, now: clock.now(), hours: 2 });
  const booking: CourtBooking = (await split(t.app, alex, bookingId, [olivia.id, sam.id])).json()
    .data;
  const shareOf = (user: TestUser) => booking.shares.find((share) => share.user.id === user.id);
  const oliviaShare = shareOf(olivia)?.id ?? '';
  const samShare = shareOf(sam)?.id ?? '';
  expect((await payShareOf(t.app, olivia, oliviaShare)).statusCode).toBe(200);
  return { bookingId, startsAt, oliviaShare, samShare };
}

async function paymentsOf(bookingId: string, oliviaShare: string) {
  const [booking] = await t.app.deps.db
    .select()
    .from(courtBookings)
    .where(eq(courtBookings.id, bookingId));
  const [share] = await t.app.deps.db
    .select()
    .from(courtBookingShares)
    .where(eq(courtBookingShares.id, oliviaShare));
  const charge = async (id: string | null | undefined) => {
    const [row] = await t.app.deps.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, id ?? ''));
    return row;
  };
  return {
    booking,
    owner: await charge(booking?.paymentId),
    olivia: await charge(share?.paymentId),
  };
}

describe('cancelling a booking', () => {
  it(`${FULL_REFUND_HOURS_BEFORE} hours or more ahead refunds everything: the owner's part and friends' paid shares`, async () => {
    const { bookingId, startsAt, oliviaShare, samShare } = await splitAndHalfPaid(
      FULL_REFUND_HOURS_BEFORE + 3,
    );
    // Exactly 24 hours before the start still refunds in full.
    const saved = clock.now();
    clock.set(new Date(startsAt.getTime() - FULL_REFUND_HOURS_BEFORE * HOUR_MS));
    try {
      const outbox = await recordOutbox(t.app.deps.db);
      const response = await cancel(alex, bookingId);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        message: 'Booking cancelled',
        data: {
          id: bookingId,
          status: 'cancelled',
          refundedCents: 5200 - 1733,
          sharesRefundedCents: 1733,
        },
      });
      const { booking, owner, olivia: oliviaCharge } = await paymentsOf(bookingId, oliviaShare);
      expect(booking).toMatchObject({ status: 'cancelled', refundedCents: 5200 });
      // All of Alex's $52 back (Olivia's share earlier, the rest now), and all of Olivia's.
      expect(owner).toMatchObject({ amountCents: 5200, refundedCents: 5200 });
      expect(oliviaCharge).toMatchObject({ amountCents: 1733, refundedCents: 1733 });
      const [pending] = await t.app.deps.db
        .select({ status: courtBookingShares.status })
        .from(courtBookingShares)
        .where(eq(courtBookingShares.id, samShare));
      expect(pending?.status).toBe('expired');

      const sent = await outbox.sent();
      for (const person of [alex.id, olivia.id, sam.id]) {
        expect(sent).toContainEqual(
          expect.objectContaining({
            room: rooms.user(person),
            event: 'court-booking:changed',
            payload: {
              booking: expect.objectContaining({ id: bookingId, status: 'cancelled' }),
            },
          }),
        );
      }
      // The slot is free again, and every open page on that court's day hears so.
      const date = toLocalDate(startsAt);
      const freed = sent.find((event) => event.room === rooms.courtDay(courtId, date));
      expect(freed?.event).toBe('court:availability-changed');
      const time = `${String(startsAt.getHours()).padStart(2, '0')}:00`;
      expect(freed?.payload).toMatchObject({
        courtId,
        date,
        freeTimes: expect.arrayContaining([time]),
      });
    } finally {
      clock.set(saved);
    }
  });

  it(`later than ${FULL_REFUND_HOURS_BEFORE} hours ahead refunds nothing more`, async () => {
    const { bookingId, startsAt, oliviaShare } = await splitAndHalfPaid(
      FULL_REFUND_HOURS_BEFORE + 3,
    );
    const saved = clock.now();
    clock.set(new Date(startsAt.getTime() - FULL_REFUND_HOURS_BEFORE * HOUR_MS + 1000));
    try {
      const listed = await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/court/bookings',
        headers: alex.auth,
      });
      expect(listed.json().data.upcoming).toContainEqual(
        expect.objectContaining({ id: bookingId, fullRefundIfCancelled: false }),
      );

      const response = await cancel(alex, bookingId);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: bookingId,
        status: 'cancelled',
        refundedCents: 0,
        sharesRefundedCents: 0,
      });
      const { booking, owner, olivia: oliviaCharge } = await paymentsOf(bookingId, oliviaShare);
      // Only Olivia's share came back to Alex (when she paid it); she keeps having paid it.
      expect(booking).toMatchObject({ status: 'cancelled', refundedCents: 1733 });
      expect(owner).toMatchObject({ refundedCents: 1733 });
      expect(oliviaCharge).toMatchObject({ refundedCents: 0 });
    } finally {
      clock.set(saved);
    }
  });

  it('refuses a cancelled booking (409) and a started one (409)', async () => {
    const startsAt = hoursFrom(clock.now(), 60);
    const bookingId = await bookPaid(t.app, alex, { courtId, startsAt, now: clock.now() });
    expect((await cancel(alex, bookingId)).statusCode).toBe(200);
    const again = await cancel(alex, bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_CANCELLED' });

    const started = await bookPaid(t.app, alex, {
      courtId,
      startsAt: hoursFrom(clock.now(), 64),
      now: clock.now(),
    });
    const saved = clock.now();
    clock.set(new Date(clock.now().getTime() + 3 * DAY_MS));
    try {
      const response = await cancel(alex, started);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'BOOKING_STARTED' });
    } finally {
      clock.set(saved);
    }
  });

  it("answers 404 BOOKING_NOT_FOUND for someone else's booking, a hold or an unknown id", async () => {
    const bookingId = await bookPaid(t.app, alex, {
      courtId,
      startsAt: hoursFrom(clock.now(), 70),
      now: clock.now(),
    });
    const hold = await insertHold(t.app.deps.db, {
      userId: alex.id,
      courtId,
      startsAt: hoursFrom(clock.now(), 74),
      now: clock.now(),
    });
    for (const [caller, id] of [
      [olivia, bookingId],
      [alex, hold],
      [alex, randomUUID()],
    ] as const) {
      const response = await cancel(caller, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'BOOKING_NOT_FOUND',
        message: 'Booking not found',
      });
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/court/bookings/${randomUUID()}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('cancelling with the refund the player was shown', () => {
  const cancelExpecting = (user: TestUser, id: string, expectRefund: string) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/court/bookings/${id}?expectRefund=${expectRefund}`,
      headers: user.auth,
    });
  const statusOf = async (id: string) =>
    (
      await t.app.deps.db
        .select({ status: courtBookings.status })
        .from(courtBookings)
        .where(eq(courtBookings.id, id))
    )[0]?.status;

  it('answers 409 REFUND_POLICY_CHANGED and cancels nothing once a promised full refund no longer holds; confirming again cancels', async () => {
    const startsAt = hoursFrom(clock.now(), 100);
    const bookingId = await bookPaid(t.app, alex, { courtId, startsAt, now: clock.now() });
    const saved = clock.now();
    // The dialog opened a day and a bit before the start; the player confirmed a minute late.
    clock.set(new Date(startsAt.getTime() - FULL_REFUND_HOURS_BEFORE * HOUR_MS + 60_000));
    try {
      const changed = await cancelExpecting(alex, bookingId, 'full');
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({
        statusCode: 409,
        code: 'REFUND_POLICY_CHANGED',
        message:
          'The refund for this booking has changed: it now starts within 24 hours, so cancelling refunds nothing. Please confirm again.',
      });
      expect(await statusOf(bookingId)).toBe('paid');

      const confirmed = await cancelExpecting(alex, bookingId, 'none');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data).toMatchObject({ refundedCents: 0, sharesRefundedCents: 0 });
    } finally {
      clock.set(saved);
    }
  });

  it('cancels when the promise holds, and answers 409 for a promise of none that would refund in full', async () => {
    const full = await bookPaid(t.app, alex, {
      courtId,
      startsAt: hoursFrom(clock.now(), 104),
      now: clock.now(),
    });
    const wrongPromise = await cancelExpecting(alex, full, 'none');
    expect(wrongPromise.statusCode).toBe(409);
    expect(wrongPromise.json()).toMatchObject({
      code: 'REFUND_POLICY_CHANGED',
      message:
        'The refund for this booking has changed: cancelling now refunds everything. Please confirm again.',
    });
    expect(await statusOf(full)).toBe('paid');

    const kept = await cancelExpecting(alex, full, 'full');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ refundedCents: 2800 });
  });

  it('refuses an expectRefund that is neither full nor none (400)', async () => {
    const response = await cancelExpecting(alex, randomUUID(), 'some');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expectRefund must be one of: full, none');
  });
});

describe('my court bookings', () => {
  it('lists upcoming (soonest first), past (latest first) and invitations, without holds', async () => {
    const casey = await signUp(t.app, 'Casey');
    await saveTestCard(t.app, casey.token);
    await follow(t.app.deps.db, casey.id, [sam.id]);
    const book = (hoursAhead: number) =>
      bookPaid(t.app, casey, {
        courtId,
        startsAt: hoursFrom(clock.now(), hoursAhead),
        now: clock.now(),
      });
    const past = await book(80);
    const later = await book(90);
    const sooner = await book(84);
    const split1 = await book(86);
    await split(t.app, casey, split1, [sam.id]);
    await insertHold(t.app.deps.db, {
      userId: casey.id,
      courtId,
      startsAt: hoursFrom(clock.now(), 95),
      now: clock.now(),
    });
    const saved = clock.now();
    clock.set(hoursFrom(clock.now(), 82));
    try {
      const mine = (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/user/court/bookings',
          headers: casey.auth,
        })
      ).json();
      expect(mine.message).toBe('OK');
      expect(mine.data.upcoming.map((booking: CourtBooking) => booking.id)).toEqual([
        sooner,
        split1,
        later,
      ]);
      expect(mine.data.past.map((booking: CourtBooking) => booking.id)).toEqual([past]);
      expect(mine.data.invitations).toEqual([]);

      const sams = (
        await t.app.inject({ method: 'GET', url: '/api/v1/user/court/bookings', headers: sam.auth })
      ).json();
      const invitation = sams.data.invitations.find(
        (booking: CourtBooking) => booking.id === split1,
      );
      expect(invitation).toMatchObject({
        owner: { id: casey.id, firstName: 'Casey' },
        shares: [
          expect.objectContaining({
            user: expect.objectContaining({ id: sam.id }),
            status: 'pending',
            amountCents: 1400,
          }),
        ],
      });
    } finally {
      clock.set(saved);
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/user/court/bookings' });
    expect(response.statusCode).toBe(401);
  });
});
