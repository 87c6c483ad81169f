import type { MyBooking, MyBookings, MyJoinRequest, Social } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import {
  findAttendeesBySocialIds,
  findByUserId as findBookingsByUserId,
} from './bookings-repository.ts';
import { findByUserId as findRequestsByUserId } from './join-requests-repository.ts';
import { centsToDollars } from './social-dto.ts';
import { findByIds } from './socials-repository.ts';

/** Recurring socials have their own tab; the rest are upcoming until their start has passed. */
export function groupOf(social: Social, isPast: boolean): keyof MyBookings {
  if (social.eventType !== 'oneTime') return 'recurringBookings';
  return isPast ? 'pastBookings' : 'upcomingBookings';
}

export async function listMyBookings({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<MyBookings> {
  const bookings = await findBookingsByUserId(db, userId);
  const socialIds = bookings.map((booking) => booking.socialId);
  const [found, attendees] = await Promise.all([
    findByIds(db, socialIds),
    findAttendeesBySocialIds(db, socialIds),
  ]);
  const socialsById = new Map(found.map((entry) => [entry.social.id, entry]));
  const grouped: MyBookings = { upcomingBookings: [], recurringBookings: [], pastBookings: [] };
  for (const booking of bookings) {
    const entry = socialsById.get(booking.socialId);
    if (!entry) continue;
    const item: MyBooking = {
      id: booking.id,
      bookingDate: booking.bookingDate.toISOString(),
      pricePaid: centsToDollars(booking.pricePaidCents),
      social: entry.social,
      attendees: (attendees.get(booking.socialId) ?? []).map(
        ({ id, firstName, lastName, avatar }) => ({ id, firstName, lastName, avatar }),
      ),
    };
    grouped[groupOf(entry.social, entry.isPast)].push(item);
  }
  return grouped;
}

export async function listMyJoinRequests({
  db,
  userId,
}: {
  db: Database;
  userId: string;
}): Promise<MyJoinRequest[]> {
  const requests = await findRequestsByUserId(db, userId);
  const found = await findByIds(db, [...new Set(requests.map((request) => request.socialId))]);
  const socialsById = new Map(found.map((entry) => [entry.social.id, entry.social]));
  return requests.flatMap((request) => {
    const social = socialsById.get(request.socialId);
    return social
      ? [
          {
            id: request.id,
            status: request.status,
            message: request.message,
            createdAt: request.createdAt.toISOString(),
            social,
          },
        ]
      : [];
  });
}
