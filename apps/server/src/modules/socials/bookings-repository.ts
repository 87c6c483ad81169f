import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialBookings, socials, users } from '../../db/schema/index.ts';

const attendeeColumns = {
  bookingId: socialBookings.id,
  socialId: socialBookings.socialId,
  bookingDate: socialBookings.bookingDate,
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  avatar: users.avatar,
  phone: users.phone,
};

/** Who holds a place in each of the given socials, in booking order. */
export async function findAttendeesBySocialIds(db: Database, socialIds: string[]) {
  if (socialIds.length === 0) return new Map<string, AttendeeRow[]>();
  const rows = await db
    .select(attendeeColumns)
    .from(socialBookings)
    .innerJoin(users, eq(users.id, socialBookings.userId))
    .where(inArray(socialBookings.socialId, socialIds))
    .orderBy(asc(socialBookings.bookingDate));
  const bySocial = new Map<string, AttendeeRow[]>();
  for (const row of rows) bySocial.set(row.socialId, [...(bySocial.get(row.socialId) ?? []), row]);
  return bySocial;
}
export type AttendeeRow = {
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

export async function findByUserId(db: Database, userId: string) {
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
export async function findByOrganizerId(db: Database, organizerId: string) {
  return db
    .select({
      id: socialBookings.id,
      socialId: socialBookings.socialId,
      userEmail: users.email,
      phone: users.phone,
      name: socials.name,
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
