import { BOOKING_HORIZON_DAYS, HOLD_MINUTES, rooms } from '@betterplay/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { withQueue } from '../../../jobs/job-test-kit.ts';
import { localDateTime } from '../../../local-time.ts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  availability,
  bookingStatus,
  hold,
  hoursBetween,
  insertBooking,
  insertCourt,
  insertStadium,
  localDateAfter,
  releaseHoldRequest,
} from '../courts-test-kit.ts';

const today = localDateAfter(new Date(), 3);
const tomorrow = localDateAfter(localDateTime(today, '12:00'), 1);
const startOfTest = localDateTime(today, '10:30');
const clock = manualClock(startOfTest);

let t: TestApp;
let alex: TestUser;
let olivia: TestUser;
let stadiumId: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  [alex, olivia] = await Promise.all([signUp(t.app, 'Alex'), signUp(t.app, 'Olivia')]);
  stadiumId = await insertStadium(t.app.deps.db, { opensAtHour: 8, closesAtHour: 20 });
});
beforeEach(() => clock.set(startOfTest));
afterAll(() => t?.close());

let courtNumber = 0;
/** A fresh badminton court of the stadium, so each test starts from a free day. */
const newCourt = (prices?: Record<number, number>) =>
  insertCourt(t.app.deps.db, { stadiumId, number: ++courtNumber, ...(prices ? { prices } : {}) });

async function freeTimesOf(courtId: string, date: string): Promise<string[]> {
  const { data } = (await availability(t.app, stadiumId, 'badminton', date)).json();
  return data.find((court: { id: string }) => court.id === courtId)?.freeTimes ?? [];
}

describe('POST /user/court/holds', () => {
  it('holds a court for 10 minutes at the court’s price, and the slot is no longer free', async () => {
    const courtId = await newCourt();
    const response = await hold(t.app, alex.auth, {
      courtId,
      date: tomorrow,
      time: '10:00',
      durationHours: 1,
    });
    expect(response.statusCode).toBe(201);
    const { message, data } = response.json();
    expect(message).toBe('Created');
    expect(data).toEqual({
      id: expect.any(String),
      courtId,
      date: tomorrow,
      time: '10:00',
      durationHours: 1,
      priceCents: 2800,
      expiresAt: new Date(startOfTest.getTime() + HOLD_MINUTES * 60_000).toISOString(),
      // The server's own time, so the page counts down what is left on the server's clock.
      serverNow: startOfTest.toISOString(),
    });
    expect(await bookingStatus(t.app.deps.db, data.id)).toBe('held');
    expect(await freeTimesOf(courtId, tomorrow)).toEqual([
      ...hoursBetween(8, 10),
      ...hoursBetween(11, 20),
    ]);
  });

  it('holds two hours at the two-hour price from the court’s price list', async () => {
    const courtId = await newCourt({ 1: 3000, 2: 5500 });
    const response = await hold(t.app, alex.auth, {
      courtId,
      date: tomorrow,
      time: '18:00',
      durationHours: 2,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ durationHours: 2, priceCents: 5500 });
    expect(await freeTimesOf(courtId, tomorrow)).toEqual(hoursBetween(8, 18));
  });

  it('refuses an overlapping hold with 409 and the court’s free start times that day for the same duration', async () => {
    const courtId = await newCourt();
    const place = (user: TestUser, time: string, durationHours: 1 | 2) =>
      hold(t.app, user.auth, { courtId, date: tomorrow, time, durationHours });
    expect((await place(alex, '10:00', 1)).statusCode).toBe(201);
    expect((await place(alex, '13:00', 2)).statusCode).toBe(201);

    const refused = await place(olivia, '09:00', 2);
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
    const oneHour = await place(olivia, '14:00', 1);
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
    expect((await place(alex, '10:00', 2)).statusCode).toBe(409);
  });

  it('refuses a slot already paid for', async () => {
    const courtId = await newCourt();
    await insertBooking(t.app.deps.db, {
      courtId,
      userId: olivia.id,
      date: tomorrow,
      time: '11:00',
      status: 'paid',
    });
    const response = await hold(t.app, alex.auth, {
      courtId,
      date: tomorrow,
      time: '10:00',
      durationHours: 2,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('COURT_UNAVAILABLE');
  });

  it('lets a player hold another court at the same time', async () => {
    const [first, second] = [await newCourt(), await newCourt()];
    for (const courtId of [first, second]) {
      const response = await hold(t.app, alex.auth, {
        courtId,
        date: tomorrow,
        time: '16:00',
        durationHours: 1,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('takes a slot whose previous hold ran out, marking that hold expired', async () => {
    const courtId = await newCourt();
    const first = await hold(t.app, alex.auth, {
      courtId,
      date: tomorrow,
      time: '12:00',
      durationHours: 1,
    });
    clock.advance(HOLD_MINUTES * 60_000);
    const second = await hold(t.app, olivia.auth, {
      courtId,
      date: tomorrow,
      time: '12:00',
      durationHours: 1,
    });
    expect(second.statusCode).toBe(201);
    expect(await bookingStatus(t.app.deps.db, first.json().data.id)).toBe('expired');
    expect(await bookingStatus(t.app.deps.db, second.json().data.id)).toBe('held');
  });

  it('refuses a time outside opening hours, saying when the stadium is open', async () => {
    const courtId = await newCourt();
    for (const [time, durationHours] of [
      ['07:00', 1],
      ['19:00', 2],
      ['20:00', 1],
    ] as const) {
      const response = await hold(t.app, alex.auth, {
        courtId,
        date: tomorrow,
        time,
        durationHours,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'SLOT_OUTSIDE_HOURS',
        message: 'Choose a time the stadium is open: bookings run from 08:00 to 20:00',
      });
    }
    const lastHour = await hold(t.app, alex.auth, {
      courtId,
      date: tomorrow,
      time: '19:00',
      durationHours: 1,
    });
    expect(lastHour.statusCode).toBe(201);
  });

  it('refuses a time that has begun or passed', async () => {
    const courtId = await newCourt();
    for (const [date, time] of [
      [today, '10:00'],
      [today, '08:00'],
      [localDateAfter(startOfTest, -1), '12:00'],
    ] as const) {
      const response = await hold(t.app, alex.auth, { courtId, date, time, durationHours: 1 });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'SLOT_IN_PAST',
        message: 'Choose a time later than now',
      });
    }
    expect(
      (await hold(t.app, alex.auth, { courtId, date: today, time: '11:00', durationHours: 1 }))
        .statusCode,
    ).toBe(201);
  });

  it('answers 409 with no free times beyond the booking horizon', async () => {
    const courtId = await newCourt();
    const date = localDateAfter(startOfTest, BOOKING_HORIZON_DAYS + 1);
    const response = await hold(t.app, alex.auth, {
      courtId,
      date,
      time: '10:00',
      durationHours: 1,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'COURT_UNAVAILABLE', details: [] });
  });

  it('answers 404 COURT_NOT_FOUND for an unknown court, and 400 for a malformed hold', async () => {
    const unknown = await hold(t.app, alex.auth, {
      courtId: '00000000-0000-4000-8000-000000000000',
      date: tomorrow,
      time: '10:00',
      durationHours: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'COURT_NOT_FOUND', message: 'Court not found' });
    const courtId = await newCourt();
    for (const body of [
      { courtId, date: tomorrow, time: '10:30', durationHours: 1 },
      { courtId, date: tomorrow, time: '10:00', durationHours: 3 },
      { courtId, date: '2031-02-30', time: '10:00', durationHours: 1 },
      { courtId: 'court-1', date: tomorrow, time: '10:00', durationHours: 1 },
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/court/holds',
        headers: alex.auth,
        payload: body,
      });
      expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
    }
  });

  it('tells the court’s day, through the outbox, which times are still free', async () => {
    const courtId = await newCourt();
    const outbox = await recordOutbox(t.app.deps.db);
    await hold(t.app, alex.auth, { courtId, date: tomorrow, time: '09:00', durationHours: 2 });
    const sent = (await outbox.sent()).filter(
      (event) => event.room === rooms.courtDay(courtId, tomorrow),
    );
    expect(sent).toEqual([
      {
        room: rooms.courtDay(courtId, tomorrow),
        event: 'court:availability-changed',
        payload: { courtId, date: tomorrow, freeTimes: ['08:00', ...hoursBetween(11, 20)] },
      },
    ]);
  });

  it('queues the hold’s release for when it expires, once', async () => {
    const courtId = await newCourt();
    const response = await hold(t.app, alex.auth, {
      courtId,
      date: tomorrow,
      time: '11:00',
      durationHours: 1,
    });
    const holdId: string = response.json().data.id;
    const queued = await withQueue(t.config.redis.keyPrefix, async (queue) =>
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

describe('DELETE /user/court/holds/{id}', () => {
  async function placed(user: TestUser, courtId: string, time = '14:00') {
    const response = await hold(t.app, user.auth, {
      courtId,
      date: tomorrow,
      time,
      durationHours: 1,
    });
    return String(response.json().data.id);
  }

  it('lets the player go of their hold: the slot is free again and its day is told', async () => {
    const courtId = await newCourt();
    const holdId = await placed(alex, courtId);
    const outbox = await recordOutbox(t.app.deps.db);
    const response = await releaseHoldRequest(t.app, alex.auth, holdId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Hold released', data: { id: holdId } });
    expect(await bookingStatus(t.app.deps.db, holdId)).toBe('expired');
    expect(await freeTimesOf(courtId, tomorrow)).toEqual(hoursBetween(8, 20));
    expect(await outbox.sent()).toEqual([
      expect.objectContaining({
        room: rooms.courtDay(courtId, tomorrow),
        payload: { courtId, date: tomorrow, freeTimes: hoursBetween(8, 20) },
      }),
    ]);
    // Olivia can take it at once.
    const retaken = await hold(t.app, olivia.auth, {
      courtId,
      date: tomorrow,
      time: '14:00',
      durationHours: 1,
    });
    expect(retaken.statusCode).toBe(201);
  });

  it('answers the same for a hold already released or expired, telling no one again', async () => {
    const courtId = await newCourt();
    const holdId = await placed(alex, courtId);
    await releaseHoldRequest(t.app, alex.auth, holdId);
    const outbox = await recordOutbox(t.app.deps.db);
    const again = await releaseHoldRequest(t.app, alex.auth, holdId);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ id: holdId });
    expect(await outbox.sent()).toEqual([]);
  });

  it('answers 404 HOLD_NOT_FOUND for another player’s hold, and leaves it held', async () => {
    const courtId = await newCourt();
    const holdId = await placed(alex, courtId);
    const response = await releaseHoldRequest(t.app, olivia.auth, holdId);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'HOLD_NOT_FOUND', message: 'Hold not found' });
    expect(await bookingStatus(t.app.deps.db, holdId)).toBe('held');
    const unknown = await releaseHoldRequest(
      t.app,
      alex.auth,
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
    expect((await releaseHoldRequest(t.app, alex.auth, 'not-a-hold')).statusCode).toBe(400);
  });

  it('refuses to release a paid booking', async () => {
    const courtId = await newCourt();
    const bookingId = await insertBooking(t.app.deps.db, {
      courtId,
      userId: alex.id,
      date: tomorrow,
      time: '15:00',
      status: 'paid',
    });
    const response = await releaseHoldRequest(t.app, alex.auth, bookingId);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BOOKING_ALREADY_PAID');
    expect(await bookingStatus(t.app.deps.db, bookingId)).toBe('paid');
  });

  it('needs a signed-in player', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/user/court/holds/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(401);
  });
});
