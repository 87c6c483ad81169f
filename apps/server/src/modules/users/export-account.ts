import { ACCOUNT_EXPORT_FORMAT, type AccountExport } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findSentForExport } from '../chat/messages-repository.ts';
import { courtNameOf } from '../courts/bookings/booking-dto.ts';
import { findOwnedForExport } from '../courts/bookings/bookings-repository.ts';
import { findInvitedForExport, findViewsByBookingIds } from '../courts/shares/shares-repository.ts';
import { findFriendsForExport } from '../friends/friends-repository.ts';
import { findForExport as findRequestsForExport } from '../join-requests/join-requests-repository.ts';
import { findPaymentsForExport } from '../ledger/ledger-repository.ts';
import { findPlacesForExport } from '../socials/social-places-repository.ts';
import { findOrganisedForExport } from '../socials/socials-repository.ts';
import { findEntriesForExport, findOffersForExport } from '../waitlist/waitlist-repository.ts';
import { findExportProfileById } from './users-repository.ts';

const iso = (at: Date) => at.toISOString();
const isoOrNull = (at: Date | null) => (at === null ? null : at.toISOString());

/** The social a row was for, as the export names it. */
const socialOf = (row: {
  socialId: string;
  socialName: string;
  socialDate: string;
  socialTime: string;
}) => ({
  id: row.socialId,
  name: row.socialName,
  date: row.socialDate,
  time: row.socialTime,
});

/**
 * Everything the account holds about its person (GET /user/export), read in one snapshot so the
 * parts agree with each other. No password hash, session version, payment provider id or card
 * number: the queries never read them.
 */
export async function exportAccount({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<AccountExport> {
  const exportedAt = deps.clock.now();
  return deps.db.transaction((db) => readExport(db, userId, exportedAt), {
    isolationLevel: 'repeatable read',
    accessMode: 'read only',
  });
}

async function readExport(db: Database, userId: string, exportedAt: Date): Promise<AccountExport> {
  const profile = await findExportProfileById(db, userId);
  if (!profile) throw appError('ACCOUNT_GONE');
  const organised = await findOrganisedForExport(db, userId);
  const places = await findPlacesForExport(db, userId);
  const requests = await findRequestsForExport(db, userId);
  const entries = await findEntriesForExport(db, userId);
  const offers = await findOffersForExport(db, userId);
  const bookings = await findOwnedForExport(db, userId);
  const shares = await findViewsByBookingIds(
    db,
    bookings.map((booking) => booking.id),
  );
  const invited = await findInvitedForExport(db, userId);
  const payments = await findPaymentsForExport(db, userId);
  const friends = await findFriendsForExport(db, userId);
  const messages = await findSentForExport(db, userId);

  return {
    format: ACCOUNT_EXPORT_FORMAT,
    exportedAt: iso(exportedAt),
    profile: {
      ...profile,
      emailVerifiedAt: isoOrNull(profile.emailVerifiedAt),
      createdAt: iso(profile.createdAt),
    },
    socialsOrganised: organised.map((social) => ({ ...social, createdAt: iso(social.createdAt) })),
    places: places.map((place) => ({
      id: place.id,
      social: socialOf(place),
      pricePaidCents: place.pricePaidCents,
      bookedAt: iso(place.bookedAt),
    })),
    joinRequests: requests.map((request) => ({
      id: request.id,
      social: socialOf(request),
      message: request.message,
      status: request.status,
      createdAt: iso(request.createdAt),
      decidedAt: isoOrNull(request.decidedAt),
    })),
    waitlist: entries.map((entry) => ({
      social: socialOf(entry),
      message: entry.message,
      joinedAt: iso(entry.joinedAt),
    })),
    waitlistOffers: offers.map((offer) => ({
      id: offer.id,
      social: socialOf(offer),
      status: offer.status,
      expiresAt: iso(offer.expiresAt),
      createdAt: iso(offer.createdAt),
      endedAt: isoOrNull(offer.endedAt),
    })),
    courtBookings: bookings.map((booking) => ({
      id: booking.id,
      status: booking.status,
      stadium: booking.stadium,
      court: courtNameOf(booking),
      sport: booking.sport,
      startsAt: iso(booking.startsAt),
      endsAt: iso(booking.endsAt),
      priceCents: booking.priceCents,
      paymentMethod: booking.paymentMethod,
      refundedCents: booking.refundedCents,
      createdAt: iso(booking.createdAt),
      paidAt: isoOrNull(booking.paidAt),
      cancelledAt: isoOrNull(booking.cancelledAt),
      shares: shares
        .filter((share) => share.bookingId === booking.id)
        .map((share) => ({
          id: share.id,
          friend: { id: share.userId, firstName: share.firstName, lastName: share.lastName },
          amountCents: share.amountCents,
          status: share.status,
        })),
    })),
    courtShares: invited.map((share) => ({
      id: share.id,
      bookingId: share.bookingId,
      owner: { id: share.ownerId, firstName: share.ownerFirstName, lastName: share.ownerLastName },
      stadium: share.stadium,
      court: courtNameOf(share),
      sport: share.sport,
      startsAt: iso(share.startsAt),
      endsAt: iso(share.endsAt),
      amountCents: share.amountCents,
      status: share.status,
      invitedAt: iso(share.invitedAt),
      decidedAt: isoOrNull(share.decidedAt),
    })),
    payments: payments.map((payment) => ({ ...payment, createdAt: iso(payment.createdAt) })),
    friends: friends.map((friend) => ({ ...friend, addedAt: iso(friend.addedAt) })),
    messages: messages.map((message) => ({
      id: message.id.toString(),
      conversationId: message.conversationId,
      body: message.body,
      sentAt: iso(message.sentAt),
    })),
  };
}
