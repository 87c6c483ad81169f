import { and, asc, desc, eq, inArray, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { payments } from '../ledger/ledger.schema.ts';
import { isPastAt } from './socials-repository.ts';
import { socialBookings, socials } from './socials.schema.ts';
import { users } from '../users/users.schema.ts';

/** The one repository of social_bookings: the places players hold at socials. */

/**
 * Takes one place if one is left (places held for waitlist offers count as taken), and books it
 * for the player, as two CTEs of a statement that does more in the same round trip (the
 * accept). The condition lives in the UPDATE, so
 * concurrent accepts can never push attendees past capacity: `taken` (attendees, capacity,
 * category) has no row when the social is full, and `booked` (id) none when it was. A player who
 * holds a place already breaks the booking's unique key, which undoes the whole statement (a
 * place counted is always a place booked): the caller checks for one first. Each value is a
 * parameter, or an expression on an earlier CTE.
 */
export function takePlaceCtes(place: {
  socialId: string | SQL;
  userId: string | SQL;
  pricePaidCents: number | SQL;
  /** the ledger's payment for a paid social's place (captured once the place is given) */
  paymentId?: string | SQL | null;
}) {
  const value = (input: string | number | SQL, type: SQL) =>
    typeof input === 'object' ? input : sql`${input}::${type}`;
  const socialId = value(place.socialId, sql.raw('uuid'));
  return sql`
    taken as (
      update socials set attendees_count = attendees_count + 1
      where id = ${socialId} and attendees_count + offers_open < capacity
      returning attendees_count as attendees, capacity, category
    ),
    booked as (
      insert into social_bookings (social_id, user_id, price_paid_cents, payment_id)
      select ${socialId}, ${value(place.userId, sql.raw('uuid'))},
        ${value(place.pricePaidCents, sql.raw('int'))},
        ${place.paymentId ? value(place.paymentId, sql.raw('uuid')) : sql`null::uuid`} from taken
      returning id
    )` as SQL;
}

/** Whether players other than the organiser hold places at this social. */
export async function othersHoldPlaceAt(db: Database, socialId: string, organizerId: string) {
  const rows = await db
    .select({ id: socialBookings.id })
    .from(socialBookings)
    .where(and(eq(socialBookings.socialId, socialId), ne(socialBookings.userId, organizerId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The organiser's socials that have not taken place (recurring ones never have), soonest first,
 * each with whether other players hold places in it: what an account's deletion waits for, or
 * cancels. Every one, however many.
 */
export async function findUpcomingOfOrganizer(db: Database, organizerId: string, now: Date) {
  const upcoming = await db
    .select({
      id: socials.id,
      name: socials.name,
      category: socials.category,
      date: socials.date,
      time: socials.time,
      eventType: socials.eventType,
      recurrenceDay: socials.recurrenceDay,
    })
    .from(socials)
    .where(and(eq(socials.organizerId, organizerId), not(isPastAt(now))))
    .orderBy(asc(socials.date), asc(socials.time), asc(socials.id));
  if (upcoming.length === 0) return [];
  const going = await db
    .selectDistinct({ socialId: socialBookings.socialId })
    .from(socialBookings)
    .where(
      and(
        inArray(
          socialBookings.socialId,
          upcoming.map((social) => social.id),
        ),
        ne(socialBookings.userId, organizerId),
      ),
    );
  const withOthers = new Set(going.map((row) => row.socialId));
  return upcoming.map((social) => ({ ...social, othersGoing: withOthers.has(social.id) }));
}

/**
 * The socials, not yet taken place, at which the player holds a place and someone else
 * organises: what their account's deletion gives up.
 */
export async function findUpcomingPlacesOfUser(db: Database, userId: string, now: Date) {
  const rows = await db
    .select({ socialId: socialBookings.socialId })
    .from(socialBookings)
    .innerJoin(socials, eq(socials.id, socialBookings.socialId))
    .where(
      and(eq(socialBookings.userId, userId), ne(socials.organizerId, userId), not(isPastAt(now))),
    );
  return rows.map((row) => row.socialId);
}

/** Every place the person held, with its social, oldest first, for their data export. */
export async function findPlacesForExport(db: Database, userId: string) {
  return db
    .select({
      id: socialBookings.id,
      socialId: socials.id,
      socialName: socials.name,
      socialDate: socials.date,
      socialTime: socials.time,
      pricePaidCents: socialBookings.pricePaidCents,
      bookedAt: socialBookings.bookingDate,
    })
    .from(socialBookings)
    .innerJoin(socials, eq(socials.id, socialBookings.socialId))
    .where(eq(socialBookings.userId, userId))
    .orderBy(asc(socialBookings.bookingDate), asc(socialBookings.id));
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

/** Whether the player holds a place in the social (the unique (social, user) index answers). */
export async function holdsPlace(db: Database, socialId: string, userId: string) {
  const rows = await db
    .select({ id: socialBookings.id })
    .from(socialBookings)
    .where(and(eq(socialBookings.socialId, socialId), eq(socialBookings.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** A player's activity and an organiser's bookings table list this many places at most. */
export const MAX_PLACES_LISTED = 200;

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
    .orderBy(desc(socialBookings.bookingDate))
    .limit(MAX_PLACES_LISTED);
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
    .orderBy(desc(socialBookings.bookingDate))
    .limit(MAX_PLACES_LISTED);
}

/** Books the place for the player: false when they held one already. */
export async function bookPlace(
  db: Database,
  place: {
    socialId: string;
    userId: string;
    pricePaidCents: number;
    bookingDate: Date;
    paymentId?: string | null;
  },
) {
  const booked = await db
    .insert(socialBookings)
    .values(place)
    .onConflictDoNothing()
    .returning({ id: socialBookings.id });
  return booked.length > 0;
}

/** Gives the place back: false when the player held none. */
export async function deleteBooking(db: Database, socialId: string, userId: string) {
  const deleted = await db
    .delete(socialBookings)
    .where(and(eq(socialBookings.socialId, socialId), eq(socialBookings.userId, userId)))
    .returning({
      pricePaidCents: socialBookings.pricePaidCents,
      paymentId: socialBookings.paymentId,
    });
  return deleted[0];
}

/**
 * Places whose payment the provider refused for good (a card hold that lapsed before its
 * capture): the reconciliation job frees them, so no place is held unpaid.
 */
export async function findPlacesWithRefusedPayment(db: Database, limit: number) {
  return db
    .select({ socialId: socialBookings.socialId, userId: socialBookings.userId })
    .from(socialBookings)
    .innerJoin(payments, eq(payments.id, socialBookings.paymentId))
    .where(eq(payments.status, 'failed'))
    .limit(limit);
}
