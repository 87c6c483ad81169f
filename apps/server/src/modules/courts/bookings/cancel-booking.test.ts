import { randomUUID } from 'node:crypto';
import { FULL_REFUND_HOURS_BEFORE, rooms } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toLocalDate } from '../../../local-time.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { type TestUser } from '../../../test/factories.ts';
import { bookPaid, DAY_MS, HOUR_MS, hoursFrom, insertHold } from '../courts-test-kit.ts';
import { courtBookingShares, courtBookings } from '../courts.schema.ts';
import { useBookingsWorld } from './bookings-test-world.ts';

const w = useBookingsWorld();

describe('cancelling a booking', () => {
  it(`${FULL_REFUND_HOURS_BEFORE} hours or more ahead refunds everything: the owner's part and friends' paid shares`, async () => {
    const { bookingId, startsAt, oliviaShare, samShare } = await w.splitAndHalfPaid(
      FULL_REFUND_HOURS_BEFORE + 3,
    );
    // Exactly 24 hours before the start still refunds in full.
    const saved = w.clock.now();
    w.clock.set(new Date(startsAt.getTime() - FULL_REFUND_HOURS_BEFORE * HOUR_MS));
    try {
      const outbox = await recordOutbox(w.t.app.deps.db);
      const response = await w.cancel(w.alex, bookingId);

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
      const { booking, owner, olivia: oliviaCharge } = await w.paymentsOf(bookingId, oliviaShare);
      expect(booking).toMatchObject({ status: 'cancelled', refundedCents: 5200 });
      // All of Alex's $52 back (Olivia's share earlier, the rest now), and all of Olivia's.
      expect(owner).toMatchObject({ amountCents: 5200, refundedCents: 5200 });
      expect(oliviaCharge).toMatchObject({ amountCents: 1733, refundedCents: 1733 });
      const [pending] = await w.t.app.deps.db
        .select({ status: courtBookingShares.status })
        .from(courtBookingShares)
        .where(eq(courtBookingShares.id, samShare));
      expect(pending?.status).toBe('expired');

      const sent = await outbox.sent();
      for (const person of [w.alex.id, w.olivia.id, w.sam.id]) {
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
      const freed = sent.find((event) => event.room === rooms.courtDay(w.courtId, date));
      expect(freed?.event).toBe('court:availability-changed');
      const time = `${String(startsAt.getHours()).padStart(2, '0')}:00`;
      expect(freed?.payload).toMatchObject({
        courtId: w.courtId,
        date,
        freeTimes: expect.arrayContaining([time]),
      });
    } finally {
      w.clock.set(saved);
    }
  });

  it(`later than ${FULL_REFUND_HOURS_BEFORE} hours ahead refunds nothing more`, async () => {
    const { bookingId, startsAt, oliviaShare } = await w.splitAndHalfPaid(
      FULL_REFUND_HOURS_BEFORE + 3,
    );
    const saved = w.clock.now();
    w.clock.set(new Date(startsAt.getTime() - FULL_REFUND_HOURS_BEFORE * HOUR_MS + 1000));
    try {
      const listed = await w.t.app.inject({
        method: 'GET',
        url: '/api/v1/user/court/bookings',
        headers: w.alex.auth,
      });
      expect(listed.json().data.upcoming).toContainEqual(
        expect.objectContaining({ id: bookingId, fullRefundIfCancelled: false }),
      );

      const response = await w.cancel(w.alex, bookingId);

      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: bookingId,
        status: 'cancelled',
        refundedCents: 0,
        sharesRefundedCents: 0,
      });
      const { booking, owner, olivia: oliviaCharge } = await w.paymentsOf(bookingId, oliviaShare);
      // Only Olivia's share came back to Alex (when she paid it); she keeps having paid it.
      expect(booking).toMatchObject({ status: 'cancelled', refundedCents: 1733 });
      expect(owner).toMatchObject({ refundedCents: 1733 });
      expect(oliviaCharge).toMatchObject({ refundedCents: 0 });
    } finally {
      w.clock.set(saved);
    }
  });

  it('refuses a cancelled booking (409) and a started one (409)', async () => {
    const startsAt = hoursFrom(w.clock.now(), 60);
    const bookingId = await bookPaid(w.t.app, w.alex, {
      courtId: w.courtId,
      startsAt,
      now: w.clock.now(),
    });
    expect((await w.cancel(w.alex, bookingId)).statusCode).toBe(200);
    const again = await w.cancel(w.alex, bookingId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_CANCELLED' });

    const started = await bookPaid(w.t.app, w.alex, {
      courtId: w.courtId,
      startsAt: hoursFrom(w.clock.now(), 64),
      now: w.clock.now(),
    });
    const saved = w.clock.now();
    w.clock.set(new Date(w.clock.now().getTime() + 3 * DAY_MS));
    try {
      const response = await w.cancel(w.alex, started);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'BOOKING_STARTED' });
    } finally {
      w.clock.set(saved);
    }
  });

  it("answers 404 BOOKING_NOT_FOUND for someone else's booking, a hold or an unknown id", async () => {
    const bookingId = await bookPaid(w.t.app, w.alex, {
      courtId: w.courtId,
      startsAt: hoursFrom(w.clock.now(), 70),
      now: w.clock.now(),
    });
    const hold = await insertHold(w.t.app.deps.db, {
      userId: w.alex.id,
      courtId: w.courtId,
      startsAt: hoursFrom(w.clock.now(), 74),
      now: w.clock.now(),
    });
    for (const [caller, id] of [
      [w.olivia, bookingId],
      [w.alex, hold],
      [w.alex, randomUUID()],
    ] as const) {
      const response = await w.cancel(caller, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        code: 'BOOKING_NOT_FOUND',
        message: 'Booking not found',
      });
    }
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const response = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/court/bookings/${randomUUID()}`,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('cancelling with the refund the player was shown', () => {
  const cancelExpecting = (user: TestUser, id: string, expectRefund: string) =>
    w.t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/court/bookings/${id}?expectRefund=${expectRefund}`,
      headers: user.auth,
    });
  const statusOf = async (id: string) =>
    (
      await w.t.app.deps.db
        .select({ status: courtBookings.status })
        .from(courtBookings)
        .where(eq(courtBookings.id, id))
    )[0]?.status;

  it('answers 409 REFUND_POLICY_CHANGED and cancels nothing once a promised full refund no longer holds; confirming again cancels', async () => {
    const startsAt = hoursFrom(w.clock.now(), 100);
    const bookingId = await bookPaid(w.t.app, w.alex, {
      courtId: w.courtId,
      startsAt,
      now: w.clock.now(),
    });
    const saved = w.clock.now();
    // The dialog opened a day and a bit before the start; the player confirmed a minute late.
    w.clock.set(new Date(startsAt.getTime() - FULL_REFUND_HOURS_BEFORE * HOUR_MS + 60_000));
    try {
      const changed = await cancelExpecting(w.alex, bookingId, 'full');
      expect(changed.statusCode).toBe(409);
      expect(changed.json()).toEqual({
        statusCode: 409,
        code: 'REFUND_POLICY_CHANGED',
        message:
          'The refund for this booking has changed: it now starts within 24 hours, so cancelling refunds nothing. Please confirm again.',
      });
      expect(await statusOf(bookingId)).toBe('paid');

      const confirmed = await cancelExpecting(w.alex, bookingId, 'none');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data).toMatchObject({ refundedCents: 0, sharesRefundedCents: 0 });
    } finally {
      w.clock.set(saved);
    }
  });

  it('cancels when the promise holds, and answers 409 for a promise of none that would refund in full', async () => {
    const full = await bookPaid(w.t.app, w.alex, {
      courtId: w.courtId,
      startsAt: hoursFrom(w.clock.now(), 104),
      now: w.clock.now(),
    });
    const wrongPromise = await cancelExpecting(w.alex, full, 'none');
    expect(wrongPromise.statusCode).toBe(409);
    expect(wrongPromise.json()).toMatchObject({
      code: 'REFUND_POLICY_CHANGED',
      message:
        'The refund for this booking has changed: cancelling now refunds everything. Please confirm again.',
    });
    expect(await statusOf(full)).toBe('paid');

    const kept = await cancelExpecting(w.alex, full, 'full');
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ refundedCents: 2800 });
  });

  it('refuses an expectRefund that is neither full nor none (400)', async () => {
    const response = await cancelExpecting(w.alex, randomUUID(), 'some');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('expectRefund must be one of: full, none');
  });
});
