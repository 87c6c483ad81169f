import { rooms, WAITLIST_TEXTS } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox } from '../../realtime/outbox.ts';
import {
  replayAnswer,
  saveAnswer,
  type IdempotentRequest,
  type StoredAnswer,
} from '../idempotency/idempotent-answers.ts';
import { joinSocialGroup } from '../chat/group-membership.ts';
import { holdPrice } from '../join-requests/hold-price.ts';
import { claimPayment, owePayment } from '../ledger/ledger-claims.ts';
import { releaseHoldSoon, settleSoon } from '../ledger/settle-soon.ts';
import { findById } from '../socials/socials-repository.ts';
import { changeLine } from './change-line.ts';
import { endOfferAndLeave } from './line-changes.ts';
import { bookPlace } from '../socials/social-places-repository.ts';
import { deleteEntry, endOffer, findOffer, type OfferRow } from './waitlist-repository.ts';

export type AcceptAnswer = { status: 200; body: { message: string; data: { socialId: string } } };

const readAnswer = (stored: StoredAnswer) => stored as AcceptAnswer;

/** The player's own offer, or 404 for an unknown id or someone else's (the same answer). */
async function offerOfPlayer(db: Database, offerId: string, userId: string): Promise<OfferRow> {
  const offer = await findOffer(db, offerId);
  if (!offer || offer.userId !== userId) throw appError('OFFER_NOT_FOUND');
  return offer;
}

/** Under the social's lock: the offer as it is now, refused unless it is still open and due later. */
async function openOffer(db: Database, offerId: string, now: Date): Promise<OfferRow> {
  const offer = await findOffer(db, offerId);
  if (!offer) throw appError('OFFER_NOT_FOUND');
  if (offer.status !== 'open') throw appError('OFFER_ENDED', { status: offer.status });
  if (offer.expiresAt <= now) throw appError('OFFER_EXPIRED');
  return offer;
}

/**
 * Takes the place an offer holds: it is booked at once, with no second decision by the
 * organiser; at a paid social the price is held on the player's card first and captured after
 * the commit (released if the take is refused). With an Idempotency-Key the same key answers
 * the first result again; another key after the place was taken answers 409.
 */
export async function acceptOffer(input: {
  deps: Deps;
  userId: string;
  offerId: string;
  idempotencyKey: string;
}): Promise<AcceptAnswer> {
  const { deps, userId, offerId } = input;
  const request: IdempotentRequest = {
    userId,
    scope: 'waitlist-offer:accept',
    key: input.idempotencyKey,
    fingerprint: `offer=${offerId}`,
  };
  const earlier = await replayAnswer(deps.db, request, readAnswer);
  if (earlier) return earlier;
  const offer = await offerOfPlayer(deps.db, offerId, userId);
  const { socialId } = offer;
  let paymentId: string | null = null;
  try {
    paymentId = await holdPriceToTake(deps, offer);
    const answer = await changeLine(deps, socialId, async ({ db, social, now }) => {
      await openOffer(db, offerId, now);
      await endOffer(db, offerId, 'taken', now);
      await deleteEntry(db, socialId, userId);
      const booked = await bookPlace(db, {
        socialId,
        userId,
        pricePaidCents: social.priceCents,
        bookingDate: now,
        paymentId,
      });
      if (!booked) throw appError('ALREADY_ATTENDING');
      if (paymentId) {
        // Taking the place takes the money held for it, right after the commit.
        await claimPayment(db, paymentId, now);
        await owePayment(db, { ledgerId: paymentId, due: 'capture', now });
      }
      await joinSocialGroup(db, { socialId, userId });
      await outbox(db)
        .to(rooms.user(userId))
        .emit('waitlist:offer-ended', { offerId, socialId, reason: 'taken' });
      const answer: AcceptAnswer = {
        status: 200,
        body: { message: WAITLIST_TEXTS.taken, data: { socialId } },
      };
      await saveAnswer(db, request, answer, now);
      return { result: answer, places: { attendees: 1, offersOpen: -1 } };
    });
    if (paymentId) await settleSoon(deps, paymentId);
    return answer;
  } catch (error) {
    if (paymentId) await releaseHoldSoon(deps, paymentId);
    // The same key sent twice at once: the first commits, the second replays it.
    const finished = await replayAnswer(deps.db, request, readAnswer);
    if (finished) return finished;
    throw error;
  }
}

/**
 * A paid social's price held for the player taking its offer (hold-price.ts), after the checks
 * that need no lock, so an offer already over holds nothing.
 */
async function holdPriceToTake(deps: Deps, offer: OfferRow): Promise<string | null> {
  const now = deps.clock.now();
  if (offer.status !== 'open') throw appError('OFFER_ENDED', { status: offer.status });
  if (offer.expiresAt <= now) throw appError('OFFER_EXPIRED');
  const social = await findById(deps.db, offer.socialId, now);
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  return holdPrice(deps, {
    userId: offer.userId,
    social,
    for: { kind: 'waitlist-offer', id: offer.id },
  });
}

/** Says no to an offer: the place passes to the next in line, or opens to everyone. */
export async function declineOffer({
  deps,
  userId,
  offerId,
}: {
  deps: Deps;
  userId: string;
  offerId: string;
}): Promise<{ socialId: string }> {
  const { socialId } = await offerOfPlayer(deps.db, offerId, userId);
  return changeLine(deps, socialId, async ({ db, now }) => {
    const offer = await findOffer(db, offerId);
    if (offer?.status !== 'open')
      throw appError('OFFER_ENDED', { status: offer?.status ?? 'ended' });
    await endOfferAndLeave(db, offer, 'declined', now);
    return { result: { socialId }, places: { offersOpen: -1 } };
  });
}
