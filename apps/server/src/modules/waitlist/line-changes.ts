import { nextOccurrence, rooms } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox, outboxEvent, type OutboxEvent } from '../../realtime/outbox.ts';
import type { NotificationRow } from '../notifications/notification-dto.ts';
import { notificationCreated } from '../notifications/push-notifications.ts';
import { attendeesChanged } from '../socials/social-rooms.ts';
import { offerToNextInLine } from './offer-statement.ts';
import { offerDeadline } from './offer-window.ts';
import {
  changePlaces,
  deleteEntry,
  endOffer,
  lineOf,
  lockSocial,
  type LockedSocial,
  type OfferRow,
} from './waitlist-repository.ts';

export type MadeOffer = { offerId: string; socialId: string; userId: string; expiresAt: Date };
type OfferWithBell = MadeOffer & { notification: NotificationRow };

/** What a change did to the places, so the line can follow. */
export type PlacesChange = { attendees?: number; offersOpen?: number };

type LineChange<T> = (input: {
  db: Database;
  social: LockedSocial;
  now: Date;
}) => Promise<{ result: T; places?: PlacesChange }>;

/**
 * A change to a social's places, line or offers (operations call it through `changeLine`, which
 * also queues the new offers' lapses). In one transaction: locks the social (so changes to it
 * run one at a time), runs `change`, applies what it did to the places, offers every free place
 * to the next in line, and tells the players in line where they now stand and the organiser
 * that the line moved.
 */
export async function applyLineChange<T>(
  deps: Deps,
  socialId: string,
  change: LineChange<T>,
): Promise<{ result: T; offers: MadeOffer[]; now: Date }> {
  const now = deps.clock.now();
  const { result, offers, placesChanged } = await deps.db.transaction(async (db) => {
    const social = await lockSocial(db, socialId);
    if (!social) throw appError('SOCIAL_NOT_FOUND');
    const { result, places } = await change({ db, social, now });
    const after = {
      ...social,
      attendees: social.attendees + (places?.attendees ?? 0),
      offersOpen: social.offersOpen + (places?.offersOpen ?? 0),
    };
    const events: OutboxEvent[] = [];
    if (places?.attendees) {
      events.push(
        attendeesChanged({
          socialId: social.id,
          category: social.category,
          attendees: after.attendees,
          capacity: social.capacity,
        }),
      );
    }
    const offers = await offerFreePlaces(db, deps, after, now);
    // The change and the offers made, in one update of the social's counts.
    const offersOpen = (places?.offersOpen ?? 0) + offers.length;
    if (places?.attendees || offersOpen) {
      await changePlaces(db, social.id, { attendees: places?.attendees, offersOpen });
    }
    events.push(...offers.flatMap(offerEvents), ...(await lineEvents(db, social)));
    await outbox(db).emitAll(events);
    return { result, offers, placesChanged: Boolean(places?.attendees) };
  });
  if (placesChanged) deps.socialsList.changed();
  return { result, offers, now };
}

/**
 * Each free place goes to the next in line who has none yet, held until the offer's deadline,
 * with a bell entry from the organiser. The social's counts and the events are the caller's to
 * write (`offerEvents`).
 */
async function offerFreePlaces(
  db: Database,
  deps: Deps,
  social: LockedSocial,
  now: Date,
): Promise<OfferWithBell[]> {
  const startsAt = nextOccurrence(social, now);
  if (!startsAt) return [];
  const made: OfferWithBell[] = [];
  const free = social.capacity - social.attendees - social.offersOpen;
  while (made.length < free) {
    const expiresAt = offerDeadline(now, startsAt, deps.config.waitlistOffers);
    // Skips those offered already, including the offers made in this loop.
    const offer = await offerToNextInLine(db, { social, expiresAt, now });
    if (!offer) break;
    made.push({ ...offer, socialId: social.id, expiresAt });
  }
  return made;
}

/** The offer to its player, and its bell entry. */
const offerEvents = (offer: OfferWithBell) => [
  outboxEvent(rooms.user(offer.userId), 'waitlist:offered', {
    offerId: offer.offerId,
    socialId: offer.socialId,
    expiresAt: offer.expiresAt.toISOString(),
  }),
  notificationCreated(offer.notification),
];

/** Every player in the line hears their position; the organiser, that the line changed. */
async function lineEvents(db: Database, social: LockedSocial): Promise<OutboxEvent[]> {
  const line = await lineOf(db, social.id);
  return [
    ...line.map((entry) =>
      outboxEvent(rooms.user(entry.userId), 'waitlist:position', {
        socialId: social.id,
        position: entry.position,
      }),
    ),
    outboxEvent(rooms.user(social.organizerId), 'waitlist:changed', { socialId: social.id }),
  ];
}

/** An offer not taken: the player leaves the line and hears how it ended. */
export async function endOfferAndLeave(
  db: Database,
  offer: OfferRow,
  how: 'declined' | 'lapsed' | 'withdrawn',
  now: Date,
) {
  await endOffer(db, offer.id, how, now);
  await deleteEntry(db, offer.socialId, offer.userId);
  await outbox(db).emitAll([
    outboxEvent(rooms.user(offer.userId), 'waitlist:offer-ended', {
      offerId: offer.id,
      socialId: offer.socialId,
      reason: how,
    }),
    outboxEvent(rooms.user(offer.userId), 'waitlist:position', {
      socialId: offer.socialId,
      position: null,
    }),
  ]);
}
