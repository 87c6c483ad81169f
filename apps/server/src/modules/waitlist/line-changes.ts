import { nextOccurrence, rooms } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox, outboxEvent, type OutboxEvent } from '../../realtime/outbox.ts';
import type { NotificationRow } from '../notifications/notification-dto.ts';
import { notificationCreated } from '../notifications/push-notifications.ts';
import { attendeesChanged } from '../socials/social-rooms.ts';
import { offerAndCount } from './offer-statement.ts';
import { offerDeadline } from './offer-window.ts';
import {
  deleteEntry,
  endOffer,
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
    const startsAt = nextOccurrence(after, now);
    const expiresAt = startsAt ? offerDeadline(now, startsAt, deps.config.waitlistOffers) : now;
    const { offers, line } = await offerAndCount(db, {
      social: after,
      // A social that has started offers nothing more.
      free: startsAt ? after.capacity - after.attendees - after.offersOpen : 0,
      expiresAt,
      now,
      change: { attendees: places?.attendees ?? 0, offersOpen: places?.offersOpen ?? 0 },
    });
    const made = offers.map((offer) => ({ ...offer, socialId: social.id, expiresAt }));
    events.push(...made.flatMap(offerEvents), ...lineEvents(social, line));
    await outbox(db).emitAll(events);
    return { result, offers: made, placesChanged: Boolean(places?.attendees) };
  });
  if (placesChanged) deps.socialsList.changed();
  return { result, offers, now };
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
function lineEvents(social: LockedSocial, line: readonly string[]): OutboxEvent[] {
  return [
    ...line.map((userId, index) =>
      outboxEvent(rooms.user(userId), 'waitlist:position', {
        socialId: social.id,
        position: index + 1,
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
