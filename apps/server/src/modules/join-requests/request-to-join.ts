import { randomUUID } from 'node:crypto';
import type { MyJoinRequest, Social } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { releaseHoldSoon } from '../ledger/settle-soon.ts';
import { findById } from '../socials/socials-repository.ts';
import { holdPrice, priceCentsOf } from './hold-price.ts';
import { insertJoinRequestChecked } from './request-statement.ts';
import { assertCooldownOver } from './rejection-cooldown.ts';

type JoinInput = { userId: string; socialId: string; organizerId: string; message: string };

/**
 * A player asks to join a social. At a paid social the price is held on their card first, and
 * released if the request is refused. The request, the organiser's bell entry and the events
 * telling the organiser about both are stored by one statement (request-statement.ts), its own
 * transaction. Answers the request as the player's list shows it. Two round trips for a free
 * social: the social (the answer shows it), then the statement.
 */
export async function requestToJoin({
  deps,
  ...input
}: JoinInput & { deps: Deps }): Promise<MyJoinRequest> {
  const id = randomUUID();
  const social = await findById(deps.db, input.socialId, deps.clock.now());
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  assertAskable(social, input);
  // A paid social's price is held before the request is stored (see hold-price.ts), after the
  // checks that need no statement, so a request bound to fail holds nothing.
  const paymentId =
    priceCentsOf(social) === 0
      ? null
      : await holdPrice(deps, {
          userId: input.userId,
          social,
          for: { kind: 'social-request', id },
        });
  try {
    return await storeRequest(deps, { ...input, id, paymentId, social });
  } catch (error) {
    if (paymentId) await releaseHoldSoon(deps, paymentId);
    throw error;
  }
}

function assertAskable(
  social: { organizer: { id: string }; isPast: boolean },
  input: Pick<JoinInput, 'organizerId' | 'userId'>,
) {
  if (social.organizer.id !== input.organizerId) throw appError('ORGANIZER_MISMATCH');
  if (social.organizer.id === input.userId) throw appError('OWN_SOCIAL');
  if (social.isPast) throw appError('SOCIAL_PAST');
}

async function storeRequest(
  deps: Deps,
  input: JoinInput & { id: string; paymentId: string | null; social: Social },
): Promise<MyJoinRequest> {
  const now = deps.clock.now();
  const { social } = input;
  const asked = await insertJoinRequestChecked(
    deps.db,
    {
      id: input.id,
      social: {
        id: social.id,
        name: social.name,
        date: social.date,
        time: social.time,
        attendees: social.attendees,
        capacity: social.capacity,
      },
      userId: input.userId,
      message: input.message,
      organizerId: input.organizerId,
      paymentId: input.paymentId,
    },
    { now, notificationExpiresAt: new Date(now.getTime() + deps.config.notificationTtlMs) },
  );
  // Nothing was written unless every rule held; the rules in their usual order.
  if (!asked.socialStands) throw appError('SOCIAL_NOT_FOUND');
  if (asked.hasPlace) throw appError('ALREADY_ATTENDING');
  assertCooldownOver(asked.rejectedAt, now);
  if (asked.full) throw appError('SOCIAL_FULL');
  if (asked.pendingAlready) throw appError('ALREADY_REQUESTED');
  if (!asked.claimable) throw appError('AUTHORISATION_ENDED');
  const { created } = asked;
  // Another request stored between the statement's read and its insert.
  if (!created) throw appError('ALREADY_REQUESTED');
  return {
    id: created.id,
    status: created.status,
    message: created.message,
    createdAt: created.createdAt.toISOString(),
    social,
  };
}

/** Booking a social means asking its organiser: a place is only ever given by an accept. */
export async function requestPlace({
  deps,
  userId,
  socialId,
}: {
  deps: Deps;
  userId: string;
  socialId: string;
}): Promise<MyJoinRequest> {
  const social = await findById(deps.db, socialId, deps.clock.now());
  if (!social) throw appError('SOCIAL_NOT_FOUND');
  return requestToJoin({ deps, userId, socialId, organizerId: social.organizer.id, message: '' });
}
