import type { OrganizerSocial } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import { findAttendeesBySocialIds } from '../socials/bookings-repository.ts';
import { findByOrganizerId } from '../socials/socials-repository.ts';

/** The organiser's socials, each with who holds a place. */
export async function listOrganizerSocials({
  db,
  organizerId,
}: {
  db: Database;
  organizerId: string;
}): Promise<OrganizerSocial[]> {
  const socials = await findByOrganizerId(db, organizerId);
  const attendees = await findAttendeesBySocialIds(
    db,
    socials.map((social) => social.id),
  );
  return socials.map((social) => ({
    ...social,
    socialBookings: (attendees.get(social.id) ?? []).map((attendee) => ({
      id: attendee.bookingId,
      bookingDate: attendee.bookingDate.toISOString(),
      user: {
        id: attendee.id,
        firstName: attendee.firstName,
        lastName: attendee.lastName,
        email: attendee.email,
        avatar: attendee.avatar,
      },
    })),
  }));
}
