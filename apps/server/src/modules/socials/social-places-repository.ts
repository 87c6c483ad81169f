import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { socialBookings, socials } from '../../db/schema/index.ts';

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

export async function insertBooking(
  db: Database,
  booking: { socialId: string; userId: string; pricePaidCents: number },
) {
  const [row] = await db
    .insert(socialBookings)
    .values(booking)
    .returning({ id: socialBookings.id, bookingDate: socialBookings.bookingDate });
  if (!row) throw new Error('insert into social_bookings returned no row');
  return row;
}

export async function hasBooking(db: Database, socialId: string, userId: string) {
  const [row] = await db
    .select({ id: socialBookings.id })
    .from(socialBookings)
    .where(and(eq(socialBookings.socialId, socialId), eq(socialBookings.userId, userId)))
    .limit(1);
  return row !== undefined;
}
