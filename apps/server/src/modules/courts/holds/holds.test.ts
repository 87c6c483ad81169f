import { BOOKING_HORIZON_DAYS, HOLD_MINUTES, rooms } from '@betterplay/contracts';
import { describe, expect, it } from 'vitest';
import { withQueue } from '../../../jobs/job-test-kit.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { type TestUser } from '../../../test/factories.ts';
import {
  bookingStatus,
  hold,
  hoursBetween,
  insertBooking,
  localDateAfter,
} from '../courts-test-kit.ts';
import { localDateTime } from '../../../local-time.ts';
import { useHoldsWorld } from './holds-test-world.ts';

const w = useHoldsWorld();

describe('POST /user/court/holds', () => {
  it('holds a court for 10 minutes at the court’s price, and the slot is no longer free', async () => {
    const courtId = await w.newCourt();
    const response = await hold(w.t.app, w.alex.auth, {
      courtId,
      date: w.tomorrow,
      time: '10:00',
      durationHours: 1,
    });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Created');
    expect(data).toEqual({
      id: expect.any(String),
      courtId,
      date: w.tomorrow,
      time: '10:00',
      durationHours: 1,
      priceCents: 2800,
      expiresAt: new Date(w.startOfTest.getTime() + HOLD_MINUTES * 60_000).toISOString(),
      // The server's own time, so the page counts down what is left on the server's w.clock.
      serverNow: w.startOfTest.toISOString(),
    });
    expect(await bookingStatus(w.t.app.deps.db, data.id)).toBe('held');
    expect(await w.freeTimesOf(courtId, w.tomorrow)).toEqual([
      ...hoursBetween(8, 10),
      ...hoursBetween(11, 20),
    ]);
  });

  it('holds two hours at the two-hour price from the court’s price list', async () => {
    const courtId = await w.newCourt({ 1: 3000, 2: 5500 });
    const response = await hold(w.t.app, w.alex.auth, {
      courtId,
      date: w.tomorrow,
      time: '18:00',
      durationHours: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ durationHours: 2, priceCents: 5500 });
    expect(await w.freeTimesOf(courtId, w.tomorrow)).toEqual(hoursBetween(8, 18));
  });

  it('refuses an overlapping hold with 409 and the court’s free start times that day for the same duration', async () => {
    const courtId = await w.newCourt();
    const place = (user: TestUser, time: string, durationHours: 1 | 2) =>
      hold(w.t.app, user.auth, { courtId, date: w.tomorrow, time, durationHours });
    expect((await place(w.alex, '10:00', 1)).statusCode).toBe(201);
    expect((await place(w.alex, '13:00', 2)).statusCode).toBe(201);

    const refused = await place(w.olivia, '09:00', 2);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      statusCode: 409,
      code: 'COURT_UNAVAILABLE',
      message: 'This court is no longer available at that time',
      // Two consecutive free hours: not 09:00 (10:00 is held) nor 12:00 (13:00 is held).
      details: ['08:00', '11:00', '15:00', '16:00', '17:00', '18:00'].map((message) => ({
        path: 'freeTimes',
        message,
      })),
    });
    const oneHour = await place(w.olivia, '14:00', 1);
    expect(oneHour.statusCode).toBe(409);
    expect(oneHour.json().details.map((detail: { message: string }) => detail.message)).toEqual([
      '08:00',
      '09:00',
      '11:00',
      '12:00',
      ...hoursBetween(15, 20),
    ]);
    // The same player is refused an overlapping time too: a court is held once. (The very slot
    // and duration they hold answers their own hold: my-holds.test.ts.)
    expect((await place(w.alex, '10:00', 2)).statusCode).toBe(409);
  });

  it('refuses a slot already paid for', async () => {
    const courtId = await w.newCourt();
    await insertBooking(w.t.app.deps.db, {
      courtId,
      userId: w.olivia.id,
      date: w.tomorrow,
      time: '11:00',
      status: 'paid',
    });
    const response = await hold(w.t.app, w.alex.auth, {
      courtId,
      date: w.tomorrow,
      time: '10:00',
      durationHours: 2,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('COURT_UNAVAILABLE');
  });

  it('lets a player hold another court at the same time', async () => {
    const [first, second] = [await w.newCourt(), await w.newCourt()];
    for (const courtId of [first, second]) {
      const response = await hold(w.t.app, w.alex.auth, {
        courtId,
        date: w.tomorrow,
        time: '16:00',
        durationHours: 1,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('takes a slot whose previous hold ran out, marking that hold expired', async () => {
    const courtId = await w.newCourt();
    const first = await hold(w.t.app, w.alex.auth, {
      courtId,
      date: w.tomorrow,
      time: '12:00',
      durationHours: 1,
    });
    w.clock.advance(HOLD_MINUTES * 60_000);
    const second = await hold(w.t.app, w.olivia.auth, {
      courtId,
      date: w.tomorrow,
      time: '12:00',
      durationHours: 1,
    });
    expect(second.statusCode).toBe(201);
    expect(await bookingStatus(w.t.app.deps.db, first.json().data.id)).toBe('expired');
    expect(await bookingStatus(w.t.app.deps.db, second.json().data.id)).toBe('held');
  });

  it('refuses a time outside opening hours, saying when the stadium is open', async () => {
    const courtId = await w.newCourt();
    for (const [time, durationHours] of [
      ['07:00', 1],
      ['19:00', 2],
      ['20:00', 1],
    ] as const) {
      const response = await hold(w.t.app, w.alex.auth, {
        courtId,
        date: w.tomorrow,
        time,
        durationHours,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'SLOT_OUTSIDE_HOURS',
        message: 'Choose a time the stadium is open: bookings run from 08:00 to 20:00',
      });
    }
    const lastHour = await hold(w.t.app, w.alex.auth, {
      courtId,
      date: w.tomorrow,
      time: '19:00',
      durationHours: 1,
    });
    expect(lastHour.statusCode).toBe(201);
  });

  it('refuses a time that has begun or passed', async () => {
    const courtId = await w.newCourt();
    for (const [date, time] of [
      [w.today, '10:00'],
      [w.today, '08:00'],
      [localDateAfter(w.startOfTest, -1), '12:00'],
    ] as const) {
      const response = await hold(w.t.app, w.alex.auth, { courtId, date, time, durationHours: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'SLOT_IN_PAST',
        message: 'Choose a time later than now',
      });
    }
    expect(
      (
        await hold(w.t.app, w.alex.auth, {
          courtId,
          date: w.today,
          time: '11:00',
          durationHours: 1,
        })
      ).statusCode,
    ).toBe(201);
  });

  it('gives back my own hold once its hour has begun, instead of refusing it as past', async () => {
    const courtId = await w.newCourt();
    const slot = { courtId, date: w.today, time: '11:00', durationHours: 1 } as const;
    w.clock.set(localDateTime(w.today, '10:59'));
    const first = await hold(w.t.app, w.alex.auth, slot);
    expect(first.statusCode).toBe(201);
    w.clock.set(localDateTime(w.today, '11:01'));
    const again = await hold(w.t.app, w.alex.auth, slot);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    // Anyone else's request for that hour is refused as past.
    const other = await hold(w.t.app, w.olivia.auth, slot);
    expect(other.json()).toMatchObject({ code: 'SLOT_IN_PAST' });
  });

  it('answers 409 with no free times beyond the booking horizon', async () => {
    const courtId = await w.newCourt();
    const date = localDateAfter(w.startOfTest, BOOKING_HORIZON_DAYS + 1);
    const response = await hold(w.t.app, w.alex.auth, {
      courtId,
      date,
      time: '10:00',
      durationHours: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'COURT_UNAVAILABLE', details: [] });
  });

  it('answers 404 COURT_NOT_FOUND for an unknown court, and 400 for a malformed hold', async () => {
    const unknown = await hold(w.t.app, w.alex.auth, {
      courtId: '00000000-0000-4000-8000-000000000000',
      date: w.tomorrow,
      time: '10:00',
      durationHours: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COURT_NOT_FOUND', message: 'Court not found' });
    const courtId = await w.newCourt();
    for (const body of [
      { courtId, date: w.tomorrow, time: '10:30', durationHours: 1 },
      { courtId, date: w.tomorrow, time: '10:00', durationHours: 3 },
      { courtId, date: '2031-02-30', time: '10:00', durationHours: 1 },
      { courtId: 'court-1', date: w.tomorrow, time: '10:00', durationHours: 1 },
    ]) {
      const response = await w.t.app.inject({
        method: 'POST',
        url: '/api/v1/user/court/holds',
        headers: w.alex.auth,
        payload: body,
      });
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
  });

  it('tells the court’s day, through the outbox, which times are still free', async () => {
    const courtId = await w.newCourt();
    const outbox = await recordOutbox(w.t.app.deps.db);
    await hold(w.t.app, w.alex.auth, {
      courtId,
      date: w.tomorrow,
      time: '09:00',
      durationHours: 2,
    });
    const sent = (await outbox.sent()).filter(
      (event) => event.room === rooms.courtDay(courtId, w.tomorrow),
    );
    expect(sent).toEqual([
      {
        room: rooms.courtDay(courtId, w.tomorrow),
        event: 'court:availability-changed',
        payload: { courtId, date: w.tomorrow, freeTimes: ['08:00', ...hoursBetween(11, 20)] },
      },
    ]);
  });

  it('queues the hold’s release for when it expires, once', async () => {
    const courtId = await w.newCourt();
    const response = await hold(w.t.app, w.alex.auth, {
      courtId,
      date: w.tomorrow,
      time: '11:00',
      durationHours: 1,
    });
    const holdId: string = response.json().data.id;
    const queued = await withQueue(w.t.config.redis.keyPrefix, async (queue) =>
      (await queue.getDelayed()).filter((job) => job.data?.holdId === holdId),
    );
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      name: 'courts.release-hold',
      data: { holdId },
      delay: HOLD_MINUTES * 60_000,
    });
  });
});
