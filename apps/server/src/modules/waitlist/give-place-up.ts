import { nextOccurrence, rooms, type ExpectedRefund } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { leaveSocialGroup } from '../chat/group-membership.ts';
import { refundsInFull } from '../courts/bookings/booking-dto.ts';
import { deleteBooking } from '../socials/social-places-repository.ts';
import { oweFullRefund } from '../ledger/ledger-claims.ts';
import { settleSoon } from '../ledger/settle-soon.ts';
import { outbox } from '../../realtime/outbox.ts';
import { changeLine } from './change-line.ts';
import type { LockedSocial } from './waitlist-repository.ts';

type Refund = ExpectedRefund;

/**
 * A player gives up their place: it goes to the first in line as an offer, or opens to everyone.
 * `expectRefund` is the refund the player was shown; if the start has since come within 24 hours
 * (or the other way) nothing changes and 409 REFUND_POLICY_CHANGED says what it is now. Without
 * it (their account's deletion) the refund is whatever the rule gives at that moment.
 */
export async function givePlaceUp(input: {
  deps: Deps;
  userId: string;
  socialId: string;
  expectRefund?: Refund | undefined;
}): Promise<{ refund: Refund }> {
  const { deps, userId, socialId, expectRefund } = input;
  const { refund, paymentId } = await changeLine(deps, socialId, async ({ db, social, now }) => {
    const startsAt = nextOccurrence(social, now);
    if (startsAt === null) throw appError('SOCIAL_PAST');
    // As for courts: a full refund 24 hours or more before the start, none later.
    const refund: Refund = refundsInFull(startsAt, now) ? 'full' : 'none';
    const place = await deleteBooking(db, socialId, userId);
    if (!place) throw appError('PLACE_NOT_FOUND');
    if (expectRefund !== undefined && refund !== expectRefund) {
      throw appError('REFUND_POLICY_CHANGED', { refund });
    }
    await leaveSocialGroup(db, { socialId, userId, conversationId: social.conversationId });
    const owed = refund === 'full' ? place.paymentId : null;
    if (owed) await refundPlace(db, { paymentId: owed, userId, social, now });
    return { result: { refund, paymentId: owed }, places: { attendees: -1 } };
  });
  if (paymentId) await settleSoon(deps, paymentId);
  return { refund };
}

/** The organiser removes a player from one of their socials (always a full refund). */
export async function removePlayer(input: {
  deps: Deps;
  organizerId: string;
  socialId: string;
  userId: string;
}): Promise<void> {
  const { deps, organizerId, socialId, userId } = input;
  const paymentId = await changeLine(deps, socialId, async ({ db, social, now }) => {
    if (social.organizerId !== organizerId) throw appError('SOCIAL_NOT_FOUND');
    const place = await deleteBooking(db, socialId, userId);
    if (!place) throw appError('PLAYER_NOT_ATTENDING');
    await leaveSocialGroup(db, { socialId, userId, conversationId: social.conversationId });
    if (place.paymentId) {
      await refundPlace(db, { paymentId: place.paymentId, userId, social, now });
    }
    return { result: place.paymentId, places: { attendees: -1 } };
  });
  if (paymentId) await settleSoon(deps, paymentId);
}

/** The place's payment given back in full, and the player told how much (their refund mail). */
async function refundPlace(
  db: Database,
  input: { paymentId: string; userId: string; social: LockedSocial; now: Date },
) {
  const { refundCents } = await oweFullRefund(db, input.paymentId, input.now);
  if (refundCents === 0) return;
  await outbox(db).to(rooms.user(input.userId)).emit('social:refunded', {
    socialId: input.social.id,
    socialName: input.social.name,
    amountCents: refundCents,
  });
}

/**
 * A place whose payment the provider would not take (the card hold lapsed before the capture):
 * it is not kept unpaid. It goes back to the line like a place given up, with nothing to refund.
 * Answers whether a place was freed.
 */
export async function freeUnpaidPlace(
  deps: Deps,
  place: { socialId: string; userId: string },
): Promise<boolean> {
  const { socialId, userId } = place;
  return changeLine(deps, socialId, async ({ db, social }) => {
    if (!(await deleteBooking(db, socialId, userId))) return { result: false };
    await leaveSocialGroup(db, { socialId, userId, conversationId: social.conversationId });
    return { result: true, places: { attendees: -1 } };
  });
}
