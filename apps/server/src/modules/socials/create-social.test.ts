import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inDays, signUp, type TestUser } from '../../test/factories.ts';

let t: TestApp;
let olivia: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  olivia = await signUp(t.app, 'Olivia');
});
afterAll(() => t.close());

const valid = () => ({
  name: 'Tuesday Smash',
  venue: 'MSAC',
  address: 'Aughtie Dr, Albert Park',
  description: 'Fast doubles',
  category: 'badminton',
  date: inDays(5),
  time: '19:30:00',
  capacity: 8,
  price: 12.5,
  level: 'intermediate',
  eventType: 'weekly',
  recurrenceDay: 2,
  recurrenceWeekday: true,
});

const create = (payload: Record<string, unknown>, user: TestUser | null = olivia) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/organizer/social',
    headers: user ? user.auth : {},
    payload,
  });

describe('POST /organizer/social', () => {
  it('creates the social, keeping the price in cents and showing it in dollars', async () => {
    const response = await create(valid());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      message: 'Created',
      data: {
        name: 'Tuesday Smash',
        price: 12.5,
        attendees: 0,
        organizer: { id: olivia.id },
        recurrenceDay: 2,
      },
    });
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/v1/organizer/social', headers: olivia.auth })
    ).json().data;
    expect(mine).toContainEqual(
      expect.objectContaining({ name: 'Tuesday Smash', socialBookings: [] }),
    );
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/v1/cms/socials/badminton?q=Tuesday' })
    ).json().data;
    expect(list.total).toBe(1);
  });

  it('takes a one-time social with both recurrence fields null', async () => {
    const response = await create({
      ...valid(),
      eventType: 'oneTime',
      recurrenceDay: null,
      recurrenceWeekday: null,
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ name: '' }, 'Enter the name'],
    [{ category: 'Badminton' }, 'Choose a sport: badminton, basketball, tennis, soccer'],
    [{ time: '19:30' }, 'Time must be HH:MM:SS (24-hour)'],
    [{ date: '2026-13-40' }, 'Choose a real date'],
    [{ date: inDays(-10) }, 'Choose a date that is today or later'],
    [{ capacity: '8' }, 'Enter the capacity as a number'],
    [{ capacity: 0 }, 'Capacity must be at least 1'],
    [{ price: -1 }, 'Price cannot be negative'],
    [{ level: 'pro' }, 'Level must be one of: beginner, intermediate, advanced'],
    [{ eventType: 'yearly' }, 'Event type must be one of: oneTime, daily, weekly, monthly'],
    [{ recurrenceDay: 8 }, 'Choose the day of the week it repeats on'],
    [{ eventType: 'monthly', recurrenceDay: 31 }, 'Choose the day of the month it repeats on'],
    [
      { eventType: 'oneTime', recurrenceWeekday: null },
      'recurrenceDay must be null unless the social is weekly or monthly',
    ],
    [{ recurrenceWeekday: null }, 'recurrenceWeekday must be true for weekly and monthly socials'],
  ])('answers 400 naming the field for %j', async (change, message) => {
    const response = await create({ ...valid(), ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('needs a signed-in organiser', async () => {
    expect((await create(valid(), null)).statusCode).toBe(401);
  });
});

describe('a social must start after now, in the server time zone', () => {
  it('refuses a date before today and a time already passed today', async () => {
    // 8 pm local time on 15 June 2030.
    const clock = manualClock(new Date(2030, 5, 15, 20, 0, 0));
    const app = await createTestApp({ clock });
    try {
      const organiser = await signUp(app.app, 'Olivia');
      const createAt = (date: string, time: string) =>
        app.app.inject({
          method: 'POST',
          url: '/api/v1/organizer/social',
          headers: organiser.auth,
          payload: {
            ...valid(),
            date,
            time,
            eventType: 'oneTime',
            recurrenceDay: null,
            recurrenceWeekday: null,
          },
        });

      const yesterday = await createAt('2030-06-14', '21:00:00');
      expect(yesterday.statusCode).toBe(400);
      expect(yesterday.json().details).toEqual([
        { path: 'date', message: 'Choose a date that is today or later' },
      ]);
      const earlierToday = await createAt('2030-06-15', '18:00:00');
      expect(earlierToday.statusCode).toBe(400);
      expect(earlierToday.json().details).toEqual([
        { path: 'time', message: 'Choose a time later than now' },
      ]);
      expect((await createAt('2030-06-15', '21:00:00')).statusCode).toBe(201);
    } finally {
      await app.close();
    }
  });
});
