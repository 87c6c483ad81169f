import type { MyBooking, MyBookings, MyJoinRequest, Social } from '@betterplay/contracts';

export type ActivityTab = 'upcoming' | 'past' | 'recurring';

/** One row of the activity tables: a place the player holds, or a request still waiting. */
export type ActivityEntry =
  | { kind: 'booking'; key: string; social: Social; booking: MyBooking }
  | { kind: 'pending'; key: string; social: Social; request: MyJoinRequest };

export type ActivityGroups = Record<ActivityTab, ActivityEntry[]>;

/** For ordering only: when a social starts, read in the browser's time zone. */
export function socialStartsAt(social: Social): number {
  return new Date(`${social.date}T${social.time}`).getTime();
}

/** Places taken: who holds one, for my bookings; the social's own count for a waiting request. */
export function placesTaken(entry: ActivityEntry): number {
  return entry.kind === 'booking' ? entry.booking.attendees.length : entry.social.attendees;
}

/** A waiting request is worth showing while its social can still happen (the server decides). */
const stillAhead = (social: Social) => social.eventType !== 'oneTime' || !social.isPast;

function bookingEntry(booking: MyBooking): ActivityEntry {
  return { kind: 'booking', key: `booking:${booking.id}`, social: booking.social, booking };
}

/**
 * The tabs' rows. The server groups the bookings (docs/product.md: recurring types, else the date
 * against now); pending join requests are shown under Upcoming (docs/product.md), soonest first
 * with the upcoming bookings.
 */
export function groupActivity(bookings: MyBookings, requests: MyJoinRequest[]): ActivityGroups {
  const held = new Set(
    [...bookings.upcomingBookings, ...bookings.recurringBookings, ...bookings.pastBookings].map(
      (booking) => booking.social.id,
    ),
  );
  const pending: ActivityEntry[] = requests
    .filter((request) => request.status === 'pending')
    .filter((request) => !held.has(request.social.id) && stillAhead(request.social))
    .map((request) => ({
      kind: 'pending',
      key: `request:${request.id}`,
      social: request.social,
      request,
    }));
  const upcoming = [...bookings.upcomingBookings.map(bookingEntry), ...pending].sort(
    (a, b) => socialStartsAt(a.social) - socialStartsAt(b.social),
  );
  return {
    upcoming,
    past: bookings.pastBookings.map(bookingEntry),
    recurring: bookings.recurringBookings.map(bookingEntry),
  };
}
