import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { inDays, signUp, type TestUser } from '../../test/social-factories.ts';

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
    [{ name: '' }, 'name is required'],
    [
      { category: 'Badminton' },
      'category must be one of: badminton, basketball, tennis, soccer (lower-case)',
    ],
    [{ time: '19:30' }, 'time must be HH:MM:SS (24-hour)'],
    [{ date: '2026-13-40' }, 'date must be a real date'],
    [{ date: inDays(-10) }, 'date cannot be in the past'],
    [{ capacity: '8' }, 'capacity must be a number'],
    [{ capacity: 0 }, 'capacity must be at least 1'],
    [{ price: -1 }, 'price cannot be negative'],
    [{ level: 'pro' }, 'level must be one of: beginner, intermediate, advanced'],
    [{ eventType: 'yearly' }, 'eventType must be one of: oneTime, daily, weekly, monthly'],
    [
      { recurrenceDay: 8 },
      'recurrenceDay must be a weekday from 1 (Monday) to 7 (Sunday) for weekly socials',
    ],
    [
      { eventType: 'monthly', recurrenceDay: 31 },
      'recurrenceDay must be a day of the month from 1 to 30 for monthly socials',
    ],
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
