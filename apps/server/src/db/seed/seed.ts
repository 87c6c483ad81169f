import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { trainingVenues } from '../../modules/training/training.schema.ts';
import { courtPrices, courts, stadiums } from '../../modules/courts/courts.schema.ts';
import { joinRequests } from '../../modules/join-requests/join-requests.schema.ts';
import { notifications } from '../../modules/notifications/notifications.schema.ts';
import { socialBookings, socials } from '../../modules/socials/socials.schema.ts';
import { users } from '../../modules/users/users.schema.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { demoSocials, type DemoSocial } from './demo-socials.ts';
import {
  DEMO_PASSWORD,
  DEMO_USERS,
  ORGANISER,
  OTHER_ORGANISERS,
  OTHER_PLAYERS,
  PLAYER,
} from './demo-users.ts';
import {
  COURT_PRICE_LIST_CENTS,
  COURTS_PER_SPORT,
  STADIUM_SPORTS,
  STADIUMS,
  TRAINING_VENUES,
} from './demo-venues.ts';
import { seedCoaches } from './seed-coaches.ts';
import { seedCourtBookings } from './seed-court-bookings.ts';
import { seedPayments } from './seed-payments.ts';
import { seedPeople } from './seed-people.ts';
import { stableId } from './stable-id.ts';

/** Seeds only a database with no users: the first start of a fresh checkout. */
export async function seedIfEmpty(db: Database, now = new Date()): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return false;
  await seedDemoData(db, now);
  return true;
}

/** Idempotent: rows have stable ids and existing ones are left as they are. */
export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values(
        DEMO_USERS.map(({ key, ...user }, index) => ({
          ...user,
          id: stableId(`user:${key}`),
          passwordHash: passwordHashes[index] ?? '',
          // The demo accounts' addresses are not real mailboxes: they count as verified.
          emailVerifiedAt: now,
        })),
      )
      .onConflictDoNothing();
    await seedVenues(tx);
    await seedCoaches(tx, passwordHashes[0] ?? '', now);
    await seedSocials(tx, now);
    await seedPeople(tx, now);
    await seedPayments(tx, now);
    await seedCourtBookings(tx, now);
  });
}

async function seedVenues(db: Database) {
  await db.insert(stadiums).values(STADIUMS).onConflictDoNothing();
  const courtRows = STADIUMS.flatMap((stadium) =>
    STADIUM_SPORTS.flatMap((sport) =>
      Array.from({ length: COURTS_PER_SPORT }, (_, index) => ({
        id: stableId(`court:${stadium.id}:${sport}:${index + 1}`),
        stadiumId: stadium.id,
        sport,
        number: index + 1,
        name: `Court ${index + 1}`,
      })),
    ),
  );
  await db.insert(courts).values(courtRows).onConflictDoNothing();
  await db
    .insert(courtPrices)
    .values(
      courtRows.flatMap((court) =>
        Object.entries(COURT_PRICE_LIST_CENTS).map(([hours, priceCents]) => ({
          courtId: court.id,
          durationHours: Number(hours),
          priceCents,
        })),
      ),
    )
    .onConflictDoNothing();
  await db.insert(trainingVenues).values(TRAINING_VENUES).onConflictDoNothing();
}

async function seedSocials(db: Database, now: Date) {
  const organisers = [ORGANISER, ...OTHER_ORGANISERS];
  const attendeePool = [...OTHER_PLAYERS, PLAYER, ORGANISER];
  const planned = demoSocials();
  const inserted = await db
    .insert(socials)
    .values(
      planned.map((social) => {
        const organizer = organisers[social.organizerSlot % organisers.length] ?? ORGANISER;
        return {
          id: stableId(`social:${social.key}`),
          organizerId: stableId(`user:${organizer.key}`),
          name: social.name,
          description: social.description,
          category: social.category,
          venue: social.venue,
          address: social.address,
          date: dateAfter(now, social.dayOffset),
          time: social.time,
          eventType: social.eventType,
          capacity: social.capacity,
          priceCents: social.priceCents,
          level: social.level,
          ...recurrenceOf(social, dateAfter(now, social.dayOffset)),
          attendeesCount: social.attendees,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: socials.id, organizerId: socials.organizerId });

  // Places are added only for socials created just now, so counts and bookings agree.
  const newIds = new Map(inserted.map((row) => [row.id, row.organizerId]));
  const bookings = planned.flatMap((social, socialIndex) => {
    const id = stableId(`social:${social.key}`);
    const organizerId = newIds.get(id);
    if (!organizerId) return [];
    return attendeePool
      .map((_, offset) => attendeePool[(socialIndex + offset) % attendeePool.length])
      .filter((user) => user && stableId(`user:${user.key}`) !== organizerId)
      .slice(0, social.attendees)
      .map((user) => ({
        socialId: id,
        userId: stableId(`user:${user?.key}`),
        pricePaidCents: social.priceCents,
        bookingDate: new Date(now.getTime() - (socialIndex % 10) * 86_400_000),
      }));
  });
  if (bookings.length > 0) await db.insert(socialBookings).values(bookings);
  await seedPendingRequests(db, planned, bookings, now);
}

/** A few requests waiting on Olivia's dashboard and in her bell, so the demo has some. */
async function seedPendingRequests(
  db: Database,
  planned: DemoSocial[],
  bookings: { socialId: string; userId: string }[],
  now: Date,
) {
  const requester = OTHER_PLAYERS[9] ?? PLAYER;
  const requesterId = stableId(`user:${requester.key}`);
  const booked = new Set(bookings.map((booking) => `${booking.socialId}:${booking.userId}`));
  const targets = planned
    .filter((social) => social.organizerSlot === 0 && social.dayOffset > 0)
    .filter((social) => social.attendees < social.capacity)
    .map((social) => stableId(`social:${social.key}`))
    .filter((socialId) => !booked.has(`${socialId}:${requesterId}`))
    .slice(0, 3);
  if (targets.length === 0) return;
  await db
    .insert(joinRequests)
    .values(
      targets.map((socialId) => ({
        id: stableId(`join-request:${socialId}:${requester.key}`),
        socialId,
        userId: requesterId,
        message: 'Keen to join, I play most weeks.',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(notifications)
    .values(
      targets.map((socialId) => ({
        userId: stableId(`user:${ORGANISER.key}`),
        kind: 'join-request' as const,
        socialId,
        joinRequestId: stableId(`join-request:${socialId}:${requester.key}`),
        actorId: requesterId,
        dedupeKey: `seed:join-request:${socialId}:${requester.key}`,
        expiresAt: new Date(now.getTime() + 30 * 86_400_000),
      })),
    )
    .onConflictDoNothing();
}

function dateAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function recurrenceOf(social: DemoSocial, isoDate: string) {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (social.eventType === 'weekly') {
    return {
      recurrenceDay: date.getUTCDay() === 0 ? 7 : date.getUTCDay(),
      recurrenceWeekday: true,
    };
  }
  if (social.eventType === 'monthly') {
    return { recurrenceDay: Math.min(date.getUTCDate(), 30), recurrenceWeekday: true };
  }
  return { recurrenceDay: null, recurrenceWeekday: null };
}
