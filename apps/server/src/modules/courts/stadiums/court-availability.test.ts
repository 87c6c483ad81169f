import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../clock.ts';
import { localDateTime } from '../../../local-time.ts';
import { signUp, type TestUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { BOOKING_HORIZON_DAYS } from '@betterplay/contracts';
import {
  availability,
  hoursBetween,
  insertBooking,
  insertCourt,
  insertStadium,
  localDateAfter,
} from '../courts-test-kit.ts';

// Three days ahead at 10:30 local time: "today" for these tests.
const today = localDateAfter(new Date(), 3);
const tomorrow = localDateAfter(localDateTime(today, '12:00'), 1);
const yesterday = localDateAfter(localDateTime(today, '12:00'), -1);
const clock = manualClock(localDateTime(today, '10:30'));

let t: TestApp;
let alex: TestUser;
let stadiumId: string;
let court1: string;
let court2: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  const db = t.app.deps.db;
  alex = await signUp(t.app, 'Alex');
  stadiumId = await insertStadium(db, { name: 'MSAC', opensAtHour: 8, closesAtHour: 20 });
  // Inserted out of order: the answer goes by number.
  court2 = await insertCourt(db, { stadiumId, number: 2, prices: { 1: 3000, 2: 5500 } });
  court1 = await insertCourt(db, { stadiumId, number: 1 });
  // Only a one-hour price: it cannot be offered for both durations, so it is left out.
  await insertCourt(db, { stadiumId, number: 3, prices: { 1: 2800 } });
  await insertCourt(db, { stadiumId, sport: 'tennis', number: 1, name: 'Centre Court' });

  const booking = (values: Omit<Parameters<typeof insertBooking>[1], 'courtId' | 'userId'>) =>
    insertBooking(db, { courtId: court1, userId: alex.id, ...values });
  const now = clock.now();
  await booking({
    date: today,
    time: '12:00',
    status: 'held',
    holdExpiresAt: new Date(now.getTime() + 60_000),
  });
  // A hold whose time is up frees its slot even before anything marks it expired.
  await booking({ date: today, time: '13:00', status: 'held', holdExpiresAt: now });
  await booking({ date: today, time: '15:00', durationHours: 2, status: 'paid' });
  await booking({ date: today, time: '17:00', status: 'cancelled' });
  await booking({ date: today, time: '18:00', status: 'expired' });
  // The day before and after do not leak into today.
  await booking({ date: yesterday, time: '23:00', durationHours: 1, status: 'paid' });
  await booking({ date: tomorrow, time: '08:00', status: 'paid' });
});
beforeEach(() => clock.set(localDateTime(today, '10:30')));
afterAll(() => t?.close());

describe('GET /stadiums/{stadiumId}/{sport}/availability', () => {
  it('lists the sport’s courts by number, each with its price list and free start times', async () => {
    const response = await availability(t.app, stadiumId, 'badminton', today);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toEqual([
      {
        id: court1,
        name: 'Court 1',
        number: 1,
        priceCents: { 1: 2800, 2: 5200 },
        // 08:00 to 10:00 have begun; 12:00 is held; 15:00 and 16:00 are paid for.
        freeTimes: ['11:00', '13:00', '14:00', '17:00', '18:00', '19:00'],
      },
      {
        id: court2,
        name: 'Court 2',
        number: 2,
        priceCents: { 1: 3000, 2: 5500 },
        freeTimes: hoursBetween(11, 20),
      },
    ]);
  });

  it('keeps a slot that starts right now, and drops it once it has begun', async () => {
    clock.set(localDateTime(today, '11:00'));
    const atEleven = (await availability(t.app, stadiumId, 'badminton', today)).json().data;
    expect(atEleven[1].freeTimes[0]).toBe('11:00');
    clock.set(localDateTime(today, '11:00:01'));
    const justAfter = (await availability(t.app, stadiumId, 'badminton', today)).json().data;
    expect(justAfter[1].freeTimes[0]).toBe('12:00');
  });

  it('opens every hour of opening time on a later day, but what is paid for', async () => {
    const { data } = (await availability(t.app, stadiumId, 'badminton', tomorrow)).json();
    expect(data[0].freeTimes).toEqual(hoursBetween(9, 20));
    expect(data[1].freeTimes).toEqual(hoursBetween(8, 20));
  });

  it('answers no free times for a past date, or beyond the booking horizon', async () => {
    const past = (await availability(t.app, stadiumId, 'badminton', yesterday)).json().data;
    expect(past.map((court: { freeTimes: string[] }) => court.freeTimes)).toEqual([[], []]);
    const now = clock.now();
    const lastDay = localDateAfter(now, BOOKING_HORIZON_DAYS);
    const tooFar = localDateAfter(now, BOOKING_HORIZON_DAYS + 1);
    const last = (await availability(t.app, stadiumId, 'badminton', lastDay)).json().data;
    expect(last[1].freeTimes).toEqual(hoursBetween(8, 20));
    const beyond = (await availability(t.app, stadiumId, 'badminton', tooFar)).json().data;
    expect(beyond[1].freeTimes).toEqual([]);
  });

  it('takes the sport in any case, and names a court that has a name of its own', async () => {
    const response = await availability(t.app, stadiumId, 'Badminton', tomorrow);
    expect(response.json().data).toHaveLength(2);
    const tennis = (await availability(t.app, stadiumId, 'TENNIS', tomorrow)).json().data;
    expect(tennis).toEqual([expect.objectContaining({ name: 'Centre Court', number: 1 })]);
  });

  it('answers 404 UNKNOWN_STADIUM_SPORT with the stadium’s sports for a sport it has no courts for', async () => {
    const response = await availability(t.app, stadiumId, 'swimming', today);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      code: 'UNKNOWN_STADIUM_SPORT',
      message: 'MSAC has no courts for "swimming". Choose one of: badminton, tennis',
    });
  });

  it('answers 404 STADIUM_NOT_FOUND for an unknown stadium', async () => {
    const response = await availability(t.app, 'nowhere', 'badminton', today);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('STADIUM_NOT_FOUND');
  });

  it('refuses a date that is not a real YYYY-MM-DD date', async () => {
    for (const date of ['2031-02-30', '2031-2-3', 'tomorrow', '']) {
      const response = await availability(t.app, stadiumId, 'badminton', date);
      expect({ date, status: response.statusCode }).toEqual({ date, status: 400 });
    }
  });

  it('counts a booking that runs into the day from the day before', async () => {
    const night = await insertStadium(t.app.deps.db, { opensAtHour: 0, closesAtHour: 24 });
    const court = await insertCourt(t.app.deps.db, { stadiumId: night, number: 1 });
    await insertBooking(t.app.deps.db, {
      courtId: court,
      userId: alex.id,
      date: today,
      time: '23:00',
      durationHours: 2,
      status: 'paid',
    });
    const { data } = (await availability(t.app, night, 'badminton', tomorrow)).json();
    expect(data[0].freeTimes.slice(0, 2)).toEqual(['01:00', '02:00']);
    expect(data[0].freeTimes).toHaveLength(23);
  });
});
