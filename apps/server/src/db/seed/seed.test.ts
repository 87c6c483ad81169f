import { SOCIAL_SPORTS, type ConversationSummary } from '@betterplay/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { trainingVenues } from '../../modules/training/training.schema.ts';
import { courts, stadiums } from '../../modules/courts/courts.schema.ts';
import { coachProfiles } from '../../modules/training/training.schema.ts';
import { conversationMembers, conversations, messages } from '../../modules/chat/chat.schema.ts';
import { friendships } from '../../modules/friends/friends.schema.ts';
import { joinRequests } from '../../modules/join-requests/join-requests.schema.ts';
import { notifications } from '../../modules/notifications/notifications.schema.ts';
import { sandboxPaymentMethods } from '../../modules/payments/payments.schema.ts';
import { socialBookings, socials } from '../../modules/socials/socials.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
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
  const [cards] = await db.select({ n: count() }).from(sandboxPaymentMethods);
  const people = await peopleCounts();
  return { users: u?.n, socials: s?.n, bookings: b?.n, courts: c?.n, cards: cards?.n, ...people };
};

const signIn = async (email: string): Promise<string> => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
};

const peopleCounts = async () => {
  const db = t.app.deps.db;
  const [f] = await db.select({ n: count() }).from(friendships);
  const [conv] = await db.select({ n: count() }).from(conversations);
  const [mem] = await db.select({ n: count() }).from(conversationMembers);
  const [msg] = await db.select({ n: count() }).from(messages);
  const [read] = await db
    .select({ sum: sql<string>`coalesce(sum(${conversationMembers.lastReadMessageId}), 0)::text` })
    .from(conversationMembers);
  const [latest] = await db
    .select({ at: sql<string>`max(${conversations.lastMessageAt})::text` })
    .from(conversations);
  return {
    friendships: f?.n,
    conversations: conv?.n,
    members: mem?.n,
    messages: msg?.n,
    readMarkers: read?.sum,
    latestActivity: latest?.at,
  };
};

describe('demo data', () => {
  it('seeds an empty database once, and running the seed again changes nothing', async () => {
    expect(await seedIfEmpty(t.app.deps.db)).toBe(true);
    const first = await tableCounts();
    expect(await seedIfEmpty(t.app.deps.db)).toBe(false);
    // A day later, as a developer re-running `npm run seed` would: nothing moves.
    await seedDemoData(t.app.deps.db, new Date(Date.now() + 86_400_000));
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

  it('gives Alex friends and direct conversations with history, some of it unread', async () => {
    const token = await signIn('player@example.com');
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/conversations',
      headers: { authorization: `Bearer ${token}` },
    });
    const mine: ConversationSummary[] = listed.json().data;
    const direct = mine.filter((conversation) => conversation.kind === 'direct');
    expect(direct.length).toBeGreaterThanOrEqual(3);
    expect(direct.every((conversation) => conversation.lastMessage !== null)).toBe(true);
    expect(direct.map((conversation) => conversation.title)).toContain('Olivia Chen');
    expect(direct.some((conversation) => conversation.unreadCount > 0)).toBe(true);
    const updated = mine.map((conversation) => conversation.updatedAt);
    expect(updated).toEqual([...updated].sort().reverse());
    const [alexFollows] = await t.app.deps.db
      .select({ n: count() })
      .from(friendships)
      .innerJoin(users, eq(users.id, friendships.followerId))
      .where(eq(users.email, 'player@example.com'));
    expect(alexFollows?.n).toBeGreaterThanOrEqual(3);
  });

  it('gives every demo player a saved default visa ending 4242', async () => {
    const token = await signIn('player@example.com');
    const alex = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    const { id, stripeCustomerId } = alex.json().data;
    expect(stripeCustomerId).toMatch(/^cus_sbx_/);
    const cards = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/payment/methods/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cards.json().data.data).toEqual([
      expect.objectContaining({
        card: expect.objectContaining({ brand: 'visa', last4: '4242' }),
        isDefault: true,
        cardholderName: 'Alex Morgan',
      }),
    ]);
    const withCustomer = await t.app.deps.db
      .select({ n: count() })
      .from(users)
      .where(sql`${users.stripeCustomerId} like 'cus_sbx_%'`);
    expect(withCustomer[0]?.n).toBe(DEMO_USERS.length);
  });

  it('gives every social a group of its organiser and the players holding a place', async () => {
    const rows = await t.app.deps.db
      .select({
        members: sql<number>`(select count(*)::int from conversation_members m where m.conversation_id = ${conversations.id})`,
        expected: sql<number>`(select count(*)::int + 1 from social_bookings b where b.social_id = ${socials.id})`,
        organizerIn: sql<boolean>`exists (select 1 from conversation_members m where m.conversation_id = ${conversations.id} and m.user_id = ${socials.organizerId})`,
      })
      .from(socials)
      .leftJoin(conversations, eq(conversations.socialId, socials.id));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.members !== row.expected || !row.organizerIn)).toEqual([]);
    const [groupMessages] = await t.app.deps.db
      .select({ n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(eq(conversations.kind, 'social'));
    expect(groupMessages?.n).toBeGreaterThan(0);
  });
});
