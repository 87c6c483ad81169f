import { randomUUID } from 'node:crypto';
import { rooms, type MyJoinRequest, type OrganizerJoinRequest } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox, outboxEvent } from '../../realtime/outbox.ts';
import { claimPayment } from '../ledger/ledger-claims.ts';
import { releaseHoldSoon } from '../ledger/settle-soon.ts';
import { notificationCreated } from '../notifications/push-notifications.ts';
import { findById } from '../socials/socials-repository.ts';
import { holdPrice, priceCentsOf } from './hold-price.ts';
import { insertJoinRequestChecked } from './request-statement.ts';
import { assertCooldownOver } from './rejection-cooldown.ts';

type JoinInput = { userId: string; socialId: string; organizerId: string; message: string };

/**
 * A player asks to join a social. At a paid social the price is held on their card first, and
 * released if the request is refused. The request, the organiser's bell entry and the events
 * telling the organiser about both are stored in one transaction. Answers the request as the
 * player's list shows it, from what the transaction read and wrote: the events too are built
 * from it, so nothing is read back. Six round trips for a free social: the social's price, then
 * begin, the social, the request with its checks, the events, commit.
 */
export async function requestToJoin({
  deps,
  ...input
}: JoinInput & { deps: Deps }): Promise<MyJoinRequest> {
  const id = randomUUID();
  const paymentId = await holdPriceToAsk(deps, input, id);
  try {
    return await storeRequest(deps, { ...input, id, paymentId });
  } catch (error) {
    if (paymentId) await releaseHoldSoon(deps, paymentId);
    throw error;
  }
}

/**
 * A paid social's price held before the request is stored (see hold-price.ts), after the checks
 * that need no transaction, so a request bound to fail holds nothing.
 */
async function holdPriceToAsk(deps: Deps, input: JoinInput, requestId: string) {
  const social = await findById(deps.db, input.socialId, deps.clock.now());
  if (!social || priceCentsOf(social) === 0) return null;
  assertAskable(social, input);
  return holdPrice(deps, {
    userId: input.userId,
    social,
    for: { kind: 'social-request', id: requestId },
  });
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
  input: JoinInput & { id: string; paymentId: string | null },
): Promise<MyJoinRequest> {
  const now = deps.clock.now();
  return deps.db.transaction(async (db) => {
    const social = await findById(db, input.socialId, now);
    if (!social) throw appError('SOCIAL_NOT_FOUND');
    assertAskable(social, input);
    const asked = await insertJoinRequestChecked(
      db,
      { ...input },
      new Date(now.getTime() + deps.config.notificationTtlMs),
    );
    // The checks in their usual order; whatever the statement wrote is rolled back with the error.
    if (asked.hasPlace) throw appError('ALREADY_ATTENDING');
    assertCooldownOver(asked.rejectedAt, now);
    if (asked.full) throw appError('SOCIAL_FULL');
    const { created, player } = asked;
    if (!created) throw appError('ALREADY_REQUESTED');
    if (input.paymentId) await claimPayment(db, input.paymentId, now);
    const forOrganizer: OrganizerJoinRequest = {
      id: created.id,
      socialId: social.id,
      userId: input.userId,
      ...player,
      socialName: social.name,
      socialDate: social.date,
      socialTime: social.time,
      attendees: social.attendees,
      capacity: social.capacity,
      message: created.message,
      status: created.status,
      createdAt: created.createdAt.toISOString(),
      organizerReadFlag: created.organizerReadFlag,
    };
    const events = [
      outboxEvent(rooms.user(input.organizerId), 'join-request:created', forOrganizer),
    ];
    if (asked.notification) {
      events.push(
        notificationCreated({
          id: asked.notification.id,
          recipientId: input.organizerId,
          kind: 'join-request',
          socialId: social.id,
          socialName: social.name,
          joinRequestId: created.id,
          ...player,
          createdAt: asked.notification.createdAt,
          organizerReadFlag: true,
        }),
      );
    }
    await outbox(db).emitAll(events);
    return {
      id: created.id,
      status: created.status,
      message: created.message,
      createdAt: created.createdAt.toISOString(),
      social,
    };
  });
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
