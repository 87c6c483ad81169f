import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialBookings, socials } from './socials.schema.ts';
import { users } from '../users/users.schema.ts';

/** The one repository of social_bookings: the places players hold at socials. */

/**
 * Takes one place if one is left. The condition lives in the UPDATE, so concurrent accepts can
 * never push attendees past capacity; no row back means the social is full.
 */
export async function takePlace(db: Database, socialId: string) {
  const [row] = await db
    .update(socials)
    .set({ attendeesCount: sql`${socials.attendeesCount} + 1` })
    .where(and(eq(socials.id, socialId), lt(socials.attendeesCount, socials.capacity)))
    .returning({
      attendees: socials.attendeesCount,
      capacity: socials.capacity,
      category: socials.category,
    });
  return row;
}

/**
 * Gives back the places a player holds at other people's socials, before their account (and with
 * it their bookings) is deleted; their own socials go with the account.
 */
export async function releasePlacesOfUser(db: Database, userId: string) {
  const held = db
    .select({ socialId: socialBookings.socialId })
    .from(socialBookings)
    .where(eq(socialBookings.userId, userId));
  return db
    .update(socials)
    .set({ attendeesCount: sql`${socials.attendeesCount} - 1` })
    .where(and(inArray(socials.id, held), ne(socials.organizerId, userId)))
    .returning({
      socialId: socials.id,
      attendees: socials.attendeesCount,
      capacity: socials.capacity,
      category: socials.category,
    });
}

export async function insertPlace(
  db: Database,
  place: { socialId: string; userId: string; pricePaidCents: number },
) {
  const [row] = await db
    .insert(socialBookings)
    .values(place)
    .returning({ id: socialBookings.id, bookingDate: socialBookings.bookingDate });
  if (!row) throw new Error('insert into social_bookings returned no row');
  return row;
}

export async function hasPlace(db: Database, socialId: string, userId: string) {
  const [row] = await db
    .select({ id: socialBookings.id })
    .from(socialBookings)
    .where(and(eq(socialBookings.socialId, socialId), eq(socialBookings.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export type Attendee = {
  bookingId: string;
  socialId: string;
  bookingDate: Date;
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatar: string;
  phone: string;
};

/** Who holds a place in each of the given socials, in booking order, by social id. */
export async function findAttendeesBySocialIds(
  db: Database,
  socialIds: string[],
): Promise<Map<string, Attendee[]>> {
  const bySocial = new Map<string, Attendee[]>();
  if (socialIds.length === 0) return bySocial;
  const rows = await db
    .select({
      bookingId: socialBookings.id,
      socialId: socialBookings.socialId,
      bookingDate: socialBookings.bookingDate,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      avatar: users.avatar,
      phone: users.phone,
    })
    .from(socialBookings)
    .innerJoin(users, eq(users.id, socialBookings.userId))
    .where(inArray(socialBookings.socialId, socialIds))
    .orderBy(asc(socialBookings.bookingDate));
  for (const row of rows) bySocial.set(row.socialId, [...(bySocial.get(row.socialId) ?? []), row]);
  return bySocial;
}

/** The places one player holds, newest first. */
export async function findPlacesByUserId(db: Database, userId: string) {
  return db
    .select({
      id: socialBookings.id,
      socialId: socialBookings.socialId,
      bookingDate: socialBookings.bookingDate,
      pricePaidCents: socialBookings.pricePaidCents,
    })
    .from(socialBookings)
    .where(eq(socialBookings.userId, userId))
    .orderBy(desc(socialBookings.bookingDate));
}

/** Places on an organiser's socials, newest first (the dashboard's Bookings table). */
export async function findPlacesByOrganizerId(db: Database, organizerId: string) {
  return db
    .select({
      id: socialBookings.id,
      socialId: socialBookings.socialId,
      userEmail: users.email,
      phone: users.phone,
      name: socials.name,
      socialDate: socials.date,
      socialTime: socials.time,
      attendees: socials.attendeesCount,
      capacity: socials.capacity,
      firstName: users.firstName,
      lastName: users.lastName,
      bookingDate: socialBookings.bookingDate,
    })
    .from(socialBookings)
    .innerJoin(socials, eq(socials.id, socialBookings.socialId))
    .innerJoin(users, eq(users.id, socialBookings.userId))
    .where(eq(socials.organizerId, organizerId))
    .orderBy(desc(socialBookings.bookingDate));
}
