import { SOCIAL_SPORTS } from '@betterplay/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { courts, stadiums, trainingVenues } from '../schema/index.ts';
import { coachProfiles } from '../../modules/training/training.schema.ts';
import { joinRequests } from '../../modules/join-requests/join-requests.schema.ts';
import { notifications } from '../../modules/notifications/notifications.schema.ts';
import { socialBookings, socials } from '../../modules/socials/socials.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { seedDemoData, seedIfEmpty } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tableCounts = async () => {
  const db = t.app.deps.db;
  const [u] = await db.select({ n: count() }).from(users);
  const [s] = await db.select({ n: count() }).from(socials);
  const [b] = await db.select({ n: count() }).from(socialBookings);
  const [c] = await db.select({ n: count() }).from(courts);
  return { users: u?.n, socials: s?.n, bookings: b?.n, courts: c?.n };
};

describe('demo data', () => {
  it('seeds an empty database once, and running the seed again changes nothing', async () => {
    expect(await seedIfEmpty(t.app.deps.db)).toBe(true);
    const first = await tableCounts();
    expect(await seedIfEmpty(t.app.deps.db)).toBe(false);
    await seedDemoData(t.app.deps.db);
    expect(await tableCounts()).toEqual(first);
  });

  it('has Alex, Olivia and at least 8 more players', async () => {
    const rows = await t.app.deps.db
      .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users);
    expect(rows).toContainEqual({
      email: 'player@example.com',
      firstName: 'Alex',
      lastName: 'Morgan',
    });
    expect(rows).toContainEqual({
      email: 'organiser@example.com',
      firstName: 'Olivia',
      lastName: 'Chen',
    });
    expect(rows.length).toBeGreaterThanOrEqual(10);
  });

  it.each(SOCIAL_SPORTS)(
    'has at least 12 mixed %s socials, some full and some past',
    async (sport) => {
      const rows = await t.app.deps.db
        .select({
          eventType: socials.eventType,
          capacity: socials.capacity,
          attendees: socials.attendeesCount,
          past: sql<boolean>`${socials.date} < current_date`,
          organizer: users.email,
        })
        .from(socials)
        .innerJoin(users, eq(users.id, socials.organizerId))
        .where(eq(socials.category, sport.toLowerCase()));
      expect(rows.length).toBeGreaterThanOrEqual(12);
      expect(new Set(rows.map((row) => row.eventType))).toEqual(
        new Set(['oneTime', 'weekly', 'monthly']),
      );
      expect(rows.some((row) => row.attendees === row.capacity)).toBe(true);
      expect(rows.some((row) => row.attendees < row.capacity)).toBe(true);
      expect(rows.some((row) => row.past)).toBe(true);
      expect(rows.some((row) => row.organizer === 'organiser@example.com')).toBe(true);
      expect(rows.some((row) => row.organizer !== 'organiser@example.com')).toBe(true);
    },
  );

  it('leaves a few join requests waiting for Olivia, with unread notifications', async () => {
    const olivia = await t.app.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'organiser@example.com'));
    const pending = await t.app.deps.db
      .select({ id: joinRequests.id })
      .from(joinRequests)
      .innerJoin(socials, eq(socials.id, joinRequests.socialId))
      .where(sql`${joinRequests.status} = 'pending' and ${socials.organizerId} = ${olivia[0]?.id}`);
    expect(pending.length).toBeGreaterThanOrEqual(1);
    const bell = await t.app.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, olivia[0]?.id ?? ''));
    expect(bell).toHaveLength(pending.length);
  });

  it('keeps every social’s attendee count equal to its bookings', async () => {
    const rows = await t.app.deps.db
      .select({
        attendees: socials.attendeesCount,
        booked: sql<number>`(select count(*)::int from social_bookings b where b.social_id = "socials"."id")`,
      })
      .from(socials);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.attendees !== row.booked)).toEqual([]);
  });

  it('has the three stadiums with courts, and the training venues with coaches', async () => {
    const stadiumRows = await t.app.deps.db
      .select({ id: stadiums.id, name: stadiums.name })
      .from(stadiums);
    expect(stadiumRows).toEqual(
      expect.arrayContaining([
        { id: 'msac', name: 'MSAC' },
        { id: 'monash', name: 'Monash Sports' },
        { id: 'melbourne-uni', name: 'Melbourne Uni Sports' },
      ]),
    );
    const msacBadminton = await t.app.deps.db
      .select({ number: courts.number })
      .from(courts)
      .where(sql`${courts.stadiumId} = 'msac' and ${courts.sport} = 'badminton'`);
    expect(msacBadminton.map((court) => court.number).sort()).toEqual([1, 2, 3]);
    const venues = await t.app.deps.db.select({ id: trainingVenues.id }).from(trainingVenues);
    expect(venues.map((venue) => venue.id).sort()).toEqual(['eagle-stadium', 'msac']);
    const [coachCount] = await t.app.deps.db.select({ n: count() }).from(coachProfiles);
    expect(coachCount?.n).toBeGreaterThanOrEqual(6);
  });
});
