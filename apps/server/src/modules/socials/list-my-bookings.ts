import type { MyBooking, MyBookings, Social } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { centsToDollars } from './social-dto.ts';
import { findAttendeesBySocialIds, findPlacesByUserId } from './social-places-repository.ts';
import { findByIds } from './socials-repository.ts';

/** Recurring socials have their own tab; the rest are upcoming until their start has passed. */
export function groupOf(social: Social): keyof MyBookings {
  if (social.eventType !== 'oneTime') return 'recurringBookings';
  return social.isPast ? 'pastBookings' : 'upcomingBookings';
}

/** The places a player holds, grouped as the activity page shows them, with who else is going. */
export async function listMyBookings({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<MyBookings> {
  const { db, clock } = deps;
  const places = await findPlacesByUserId(db, userId);
  const socialIds = places.map((place) => place.socialId);
  const [found, attendees] = await Promise.all([
    findByIds(db, socialIds, clock.now()),
    findAttendeesBySocialIds(db, socialIds),
  ]);
  const socialsById = new Map(found.map((social) => [social.id, social]));
  const grouped: MyBookings = { upcomingBookings: [], recurringBookings: [], pastBookings: [] };
  for (const place of places) {
    const social = socialsById.get(place.socialId);
    if (!social) continue;
    const item: MyBooking = {
      id: place.id,
      bookingDate: place.bookingDate.toISOString(),
      pricePaid: centsToDollars(place.pricePaidCents),
      social,
      attendees: (attendees.get(place.socialId) ?? []).map(
        ({ id, firstName, lastName, avatar }) => ({ id, firstName, lastName, avatar }),
      ),
    };
    grouped[groupOf(social)].push(item);
  }
  return grouped;
}
