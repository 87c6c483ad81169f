import type { OrganizerBooking, OrganizerSocial, SocialGroup } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { findLastGroupMessages } from '../chat/social-groups-repository.ts';
import { findAttendeesBySocialIds, findPlacesByOrganizerId } from './social-places-repository.ts';
import { findByOrganizerId } from './socials-repository.ts';

/** The organiser's socials, each with who holds a place. */
export async function listOrganizerSocials({
  deps,
  organizerId,
}: {
  deps: Deps;
  organizerId: string;
}): Promise<OrganizerSocial[]> {
  const socials = await findByOrganizerId(deps.db, organizerId, deps.clock.now());
  const attendees = await findAttendeesBySocialIds(
    deps.db,
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

/** Each social's group: its organiser and everyone with a place (the chat's Social tab). */
export async function listSocialGroups({
  deps,
  organizerId,
}: {
  deps: Deps;
  organizerId: string;
}): Promise<SocialGroup[]> {
  const socials = await listOrganizerSocials({ deps, organizerId });
  const lastMessages = await findLastGroupMessages(
    deps.db,
    socials.map((social) => social.id),
  );
  return socials.map((social) => ({
    id: social.id,
    title: social.name,
    avatar: '',
    description: social.description,
    socialId: social.id,
    members: social.socialBookings.length + 1,
    participants: social.socialBookings.map((booking) => ({ user: booking.user })),
    lastMessage: lastMessages.get(social.id)?.body ?? null,
    time: lastMessages.get(social.id)?.createdAt.toISOString() ?? null,
  }));
}

/** Places taken on the organiser's socials, newest first. */
export async function listOrganizerBookings({
  deps,
  organizerId,
}: {
  deps: Deps;
  organizerId: string;
}): Promise<OrganizerBooking[]> {
  const rows = await findPlacesByOrganizerId(deps.db, organizerId);
  return rows.map((row) => ({ ...row, bookingDate: row.bookingDate.toISOString() }));
}
