import { rooms, type JoinRequestDecisionResult } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { outbox, outboxEvent, type OutboxEvent } from '../../realtime/outbox.ts';
import { joinSocialGroup } from '../chat/group-membership.ts';
import { owePayment } from '../ledger/ledger-claims.ts';
import { settleSoon } from '../ledger/settle-soon.ts';
import { notificationCreated } from '../notifications/push-notifications.ts';
import { attendeesChanged } from '../socials/social-rooms.ts';
import { decideRequest, type DecisionOutcome } from './decision-statement.ts';

type Decision = JoinRequestDecisionResult['status'];
type DecisionInput = { deps: Deps; requestId: string; organizerId: string };
type LockedRequest = NonNullable<DecisionOutcome['request']>;

/** The organiser gives the player a place, if one is left. */
export async function acceptJoinRequest(input: DecisionInput) {
  const result = await decideJoinRequest({ ...input, decision: 'accepted' });
  // A place was taken: the lists' attendee counts are out of date in this process from now on.
  input.deps.socialsList.changed();
  return result;
}

/** The organiser turns the player down. */
export const rejectJoinRequest = (input: DecisionInput) =>
  decideJoinRequest({ ...input, decision: 'rejected' });

/**
 * Only the social's organiser may decide a pending request. Accepting takes a place through the
 * guarded update, all in one transaction with the events for the player and the social's
 * watchers, which are published once it commits. Four round trips in all (begin, the decision
 * in one statement, its events in one statement, commit): the events are built from what the
 * decision answered, with no second read.
 */
async function decideJoinRequest({
  deps,
  requestId,
  organizerId,
  decision,
}: DecisionInput & { decision: Decision }): Promise<JoinRequestDecisionResult> {
  const now = deps.clock.now();
  const decided = await deps.db.transaction(async (db) => {
    const outcome = await decideRequest(db, {
      requestId,
      organizerId,
      status: decision,
      now,
      notificationExpiresAt: new Date(now.getTime() + deps.config.notificationTtlMs),
    });
    const request = outcome.request;
    assertDecidable(request, organizerId);
    const accepting = decision === 'accepted';
    // The same order of checks as one step at a time: past, the guarded update, the booking, the
    // status; whatever the statement wrote is rolled back with the error.
    if (accepting && request.isPast) throw appError('SOCIAL_PAST');
    if (accepting && !outcome.place) throw appError('SOCIAL_FULL_ON_ACCEPT');
    if (accepting && !outcome.booked) throw appError('PLAYER_ALREADY_ATTENDING');
    if (!outcome.decided) throw appError('REQUEST_ALREADY_DECIDED', { status: 'decided' });
    if (request.paymentId) {
      // The card hold is taken with the place, or released with the refusal, after the commit.
      await owePayment(db, {
        ledgerId: request.paymentId,
        due: accepting ? 'capture' : 'void',
        now,
      });
    }
    const events = eventsOf(request, decision, outcome);
    if (accepting && request.conversationId === null) {
      // A social made before chat existed has no group yet: made now, the slower way (rare),
      // its events in their usual place, between the place's and the bell entry's.
      const isBellEntry = (event: OutboxEvent) => event.event === 'notification:created';
      await outbox(db).emitAll(events.filter((event) => !isBellEntry(event)));
      await joinSocialGroup(db, { socialId: request.socialId, userId: request.userId });
      await outbox(db).emitAll(events.filter(isBellEntry));
    } else {
      await outbox(db).emitAll(events);
    }
    return { answer: { id: request.id, status: decision }, paymentId: request.paymentId };
  });
  if (decided.paymentId) await settleSoon(deps, decided.paymentId);
  return decided.answer;
}

/** What the player, the social's watchers and its group hear, from what the statements answered. */
function eventsOf(locked: LockedRequest, decision: Decision, outcome: DecisionOutcome) {
  const events = [
    outboxEvent(rooms.user(locked.userId), 'join-request:decided', {
      id: locked.id,
      socialId: locked.socialId,
      socialName: locked.socialName,
      status: decision,
    }),
  ];
  if (outcome.place) {
    events.push(attendeesChanged({ socialId: locked.socialId, ...outcome.place }));
  }
  if (outcome.joinedGroup && locked.conversationId) {
    const members = [...new Set([...outcome.groupMemberIds, locked.userId])];
    events.push(
      outboxEvent(members.map(rooms.user), 'conversation:updated', {
        conversationId: locked.conversationId,
      }),
    );
  }
  if (outcome.notification) {
    events.push(
      notificationCreated({
        id: outcome.notification.id,
        recipientId: locked.userId,
        kind: decision === 'accepted' ? 'request-accepted' : 'request-rejected',
        socialId: locked.socialId,
        socialName: locked.socialName,
        joinRequestId: locked.id,
        firstName: locked.organizerFirstName,
        lastName: locked.organizerLastName,
        avatar: locked.organizerAvatar,
        email: locked.organizerEmail,
        createdAt: outcome.notification.createdAt,
        organizerReadFlag: true,
      }),
    );
  }
  return events;
}

function assertDecidable(
  request: LockedRequest | undefined,
  organizerId: string,
): asserts request is LockedRequest {
  // Someone else's request answers as if it did not exist: a 403 would confirm the id is real.
  if (!request || request.organizerId !== organizerId) throw appError('JOIN_REQUEST_NOT_FOUND');
  if (request.status !== 'pending') {
    throw appError('REQUEST_ALREADY_DECIDED', { status: request.status });
  }
}
