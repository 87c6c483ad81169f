import { and, eq, gte, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courtBookingShares, courtBookings, courts, stadiums } from '../courts/courts.schema.ts';
import { joinRequests } from '../join-requests/join-requests.schema.ts';
import { socialBookings, socials } from '../socials/socials.schema.ts';
import { waitlistEntries } from '../waitlist/waitlist.schema.ts';

/**
 * The reads behind a person's calendar feed: one indexed read per kind of item (socials they
 * organise, hold a place at, asked to join, wait for; courts they booked or share). One-time
 * items that started before `since` are left out; recurring socials never are.
 */

const socialColumns = {
  id: socials.id,
  name: socials.name,
  venue: socials.venue,
  address: socials.address,
  category: socials.category,
  date: socials.date,
  time: socials.time,
  eventType: socials.eventType,
  recurrenceDay: socials.recurrenceDay,
};
export type SocialItemRow = {
  id: string;
  name: string;
  venue: string;
  address: string;
  category: string;
  date: string;
  time: string;
  eventType: 'oneTime' | 'weekly' | 'monthly';
  recurrenceDay: number | null;
};

const recentOrRecurring = (sinceDate: string): SQL | undefined =>
  or(inArray(socials.eventType, ['weekly', 'monthly']), gte(socials.date, sinceDate));

export type SocialRole = 'organising' | 'attending' | 'requested' | 'waiting';

export async function findSocialItems(db: Database, userId: string, sinceDate: string) {
  const [organising, attending, requested, waiting] = await Promise.all([
    db
      .select(socialColumns)
      .from(socials)
      .where(and(eq(socials.organizerId, userId), recentOrRecurring(sinceDate))),
    db
      .select(socialColumns)
      .from(socialBookings)
      .innerJoin(socials, eq(socials.id, socialBookings.socialId))
      .where(and(eq(socialBookings.userId, userId), recentOrRecurring(sinceDate))),
    db
      .select(socialColumns)
      .from(joinRequests)
      .innerJoin(socials, eq(socials.id, joinRequests.socialId))
      .where(
        and(
          eq(joinRequests.userId, userId),
          eq(joinRequests.status, 'pending'),
          recentOrRecurring(sinceDate),
        ),
      ),
    db
      .select(socialColumns)
      .from(waitlistEntries)
      .innerJoin(socials, eq(socials.id, waitlistEntries.socialId))
      .where(and(eq(waitlistEntries.userId, userId), recentOrRecurring(sinceDate))),
  ]);
  // Read with the columns above, whose types drizzle widens (the enum of eventType included).
  return { organising, attending, requested, waiting } as Record<SocialRole, SocialItemRow[]>;
}

const courtColumns = {
  id: courtBookings.id,
  startsAt: courtBookings.startsAt,
  endsAt: courtBookings.endsAt,
  sport: courts.sport,
  courtName: courts.name,
  courtNumber: courts.number,
  stadiumName: stadiums.name,
  address: stadiums.address,
};

/** Paid bookings the person made, and those they were invited to share (pending or paid). */
export async function findCourtItems(db: Database, userId: string, since: Date) {
  const booked = and(eq(courtBookings.status, 'paid'), gte(courtBookings.startsAt, since));
  const [owned, shared] = await Promise.all([
    db
      .select(courtColumns)
      .from(courtBookings)
      .innerJoin(courts, eq(courts.id, courtBookings.courtId))
      .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
      .where(and(eq(courtBookings.userId, userId), booked)),
    db
      .select({ ...courtColumns, shareStatus: courtBookingShares.status })
      .from(courtBookingShares)
      .innerJoin(courtBookings, eq(courtBookings.id, courtBookingShares.bookingId))
      .innerJoin(courts, eq(courts.id, courtBookings.courtId))
      .innerJoin(stadiums, eq(stadiums.id, courts.stadiumId))
      .where(
        and(
          eq(courtBookingShares.userId, userId),
          inArray(courtBookingShares.status, ['pending', 'paid']),
          booked,
        ),
      ),
  ]);
  return { owned, shared };
}
