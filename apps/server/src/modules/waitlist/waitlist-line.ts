import { nextOccurrence, rooms } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox } from '../../realtime/outbox.ts';
import { hasPendingRequest } from '../join-requests/join-requests-repository.ts';
import { holdsPlace } from '../socials/social-places-repository.ts';
import { changeLine } from './change-line.ts';
import { endOfferAndLeave } from './line-changes.ts';
import {
  deleteEntry,
  insertEntry,
  lineOf,
  openOfferOf,
  type LockedSocial,
} from './waitlist-repository.ts';

/**
 * A player joins the line of a full social (places taken + open offers ≥ capacity). Answers
 * their position. Refused when a place is free, when the social is over, for its organiser, and
 * for a player already in the line, holding a place or waiting for a decision on a request.
 */
export async function joinWaitlist(input: {
  deps: Deps;
  userId: string;
  socialId: string;
  message: string;
}): Promise<{ position: number }> {
  const { deps, userId, socialId, message } = input;
  return changeLine(deps, socialId, async ({ db, social, now }) => {
    if (nextOccurrence(social, now) === null) throw appError('WAITLIST_CLOSED');
    if (social.organizerId === userId) throw appError('OWN_SOCIAL');
    if (await holdsPlace(db, socialId, userId)) throw appError('ALREADY_ATTENDING');
    if (await hasPendingRequest(db, socialId, userId)) throw appError('ALREADY_REQUESTED');
    if (social.attendees + social.offersOpen < social.capacity) throw appError('SOCIAL_NOT_FULL');
    if (!(await insertEntry(db, { socialId, userId, message, createdAt: now })))
      throw appError('ALREADY_WAITING');
    const line = await lineOf(db, socialId);
    const position = line.find((entry) => entry.userId === userId)?.position;
    if (position === undefined) throw new Error('the new waitlist entry was not found');
    return { result: { position } };
  });
}

/** Takes a player out of a line; an open offer of theirs is withdrawn and passes on. */
async function takeOutOfLine(db: Database, social: LockedSocial, userId: string, now: Date) {
  const offer = await openOfferOf(db, social.id, userId);
  if (offer) {
    await endOfferAndLeave(db, offer, 'withdrawn', now);
    return { offersOpen: -1 };
  }
  if (!(await deleteEntry(db, social.id, userId))) return undefined;
  await outbox(db)
    .to(rooms.user(userId))
    .emit('waitlist:position', { socialId: social.id, position: null });
  return {};
}

/** The player leaves the line (with an open offer, it passes to the next). */
export async function leaveWaitlist({
  deps,
  userId,
  socialId,
}: {
  deps: Deps;
  userId: string;
  socialId: string;
}) {
  await changeLine(deps, socialId, async ({ db, social, now }) => {
    const places = await takeOutOfLine(db, social, userId, now);
    if (!places) throw appError('NOT_WAITING');
    return { result: undefined, places };
  });
}

/** The organiser takes a player out of one of their socials' lines. */
export async function removeFromWaitlist({
  deps,
  organizerId,
  socialId,
  userId,
}: {
  deps: Deps;
  organizerId: string;
  socialId: string;
  userId: string;
}) {
  await changeLine(deps, socialId, async ({ db, social, now }) => {
    // Someone else's social answers as an unknown one.
    if (social.organizerId !== organizerId) throw appError('SOCIAL_NOT_FOUND');
    const places = await takeOutOfLine(db, social, userId, now);
    if (!places) throw appError('WAITLIST_ENTRY_NOT_FOUND');
    return { result: undefined, places };
  });
}
