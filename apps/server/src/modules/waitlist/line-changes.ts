import { nextOccurrence, rooms } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox, outboxEvent, type OutboxEvent } from '../../realtime/outbox.ts';
import { insertNotifications } from '../notifications/notifications-repository.ts';
import { pushNotifications } from '../notifications/push-notifications.ts';
import { announceAttendees } from '../socials/social-rooms.ts';
import { offerDeadline } from './offer-window.ts';
import {
  changePlaces,
  deleteEntry,
  endOffer,
  insertOffer,
  lineOf,
  lockSocial,
  nextWithoutOffer,
  type LockedSocial,
  type OfferRow,
} from './waitlist-repository.ts';

export type MadeOffer = { offerId: string; userId: string; expiresAt: Date };

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
  const { result, offers, attendeesChanged } = await deps.db.transaction(async (db) => {
    const social = await lockSocial(db, socialId);
    if (!social) throw appError('SOCIAL_NOT_FOUND');
    const { result, places } = await change({ db, social, now });
    const after = {
      ...social,
      attendees: social.attendees + (places?.attendees ?? 0),
      offersOpen: social.offersOpen + (places?.offersOpen ?? 0),
    };
    if (places) await changePlaces(db, social.id, places);
    if (places?.attendees) {
      await announceAttendees(db, {
        socialId: social.id,
        category: social.category,
        attendees: after.attendees,
        capacity: social.capacity,
      });
    }
    const offers = await offerFreePlaces(db, deps, after, now);
    await announceLine(db, social);
    return { result, offers, attendeesChanged: Boolean(places?.attendees) };
  });
  if (attendeesChanged) deps.socialsList.changed();
  return { result, offers, now };
}

/** Each free place goes to the next in line who has none yet, held until the offer's deadline. */
async function offerFreePlaces(
  db: Database,
  deps: Deps,
  social: LockedSocial,
  now: Date,
): Promise<MadeOffer[]> {
  const startsAt = nextOccurrence(social, now);
  if (!startsAt) return [];
  const made: MadeOffer[] = [];
  let free = social.capacity - social.attendees - social.offersOpen;
  while (free > 0) {
    const next = await nextWithoutOffer(db, social.id);
    if (!next) break;
    const expiresAt = offerDeadline(now, startsAt, deps.config.waitlistOffers);
    const offer = await insertOffer(db, {
      socialId: social.id,
      userId: next.userId,
      expiresAt,
      createdAt: now,
    });
    await changePlaces(db, social.id, { offersOpen: 1 });
    await outbox(db).to(rooms.user(next.userId)).emit('waitlist:offered', {
      offerId: offer.id,
      socialId: social.id,
      expiresAt: expiresAt.toISOString(),
    });
    await ringBell(db, { social, userId: next.userId, offerId: offer.id, expiresAt });
    made.push({ offerId: offer.id, userId: next.userId, expiresAt });
    free -= 1;
  }
  return made;
}

/**
 * The player's bell entry for the offer, from the social's organiser, gone with the offer's
 * deadline (nothing is left to take after it).
 */
async function ringBell(
  db: Database,
  offer: { social: LockedSocial; userId: string; offerId: string; expiresAt: Date },
) {
  const created = await insertNotifications(db, [
    {
      userId: offer.userId,
      kind: 'waitlist-offer',
      socialId: offer.social.id,
      actorId: offer.social.organizerId,
      dedupeKey: `waitlist-offer:${offer.offerId}`,
      expiresAt: offer.expiresAt,
    },
  ]);
  await pushNotifications(
    db,
    created.map((row) => row.id),
  );
}

/** Every player in the line hears their position; the organiser, that the line changed. */
async function announceLine(db: Database, social: LockedSocial) {
  const line = await lineOf(db, social.id);
  const events: OutboxEvent[] = line.map((entry) =>
    outboxEvent(rooms.user(entry.userId), 'waitlist:position', {
      socialId: social.id,
      position: entry.position,
    }),
  );
  events.push(
    outboxEvent(rooms.user(social.organizerId), 'waitlist:changed', { socialId: social.id }),
  );
  await outbox(db).emitAll(events);
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
