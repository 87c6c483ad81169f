import type { JoinRequestDecisionResult } from '@betterplay/contracts';
import { constraintOf, isUniqueViolation } from '../../db/errors.ts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { ensureSocialGroup } from '../chat/group-membership.ts';
import { settleSoon } from '../ledger/settle-soon.ts';
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
 * Only the social's organiser may decide a pending request. One statement does it all, its own
 * transaction (decision-statement.ts): accepting takes a place through the guarded update, and
 * the events for the player and the social's watchers are stored with the change, published
 * once it commits. One round trip: the statement writes only when every rule holds, and the
 * outcome says which did not. A social made before chat existed gets its group first (rare).
 */
async function decideJoinRequest(
  input: DecisionInput & { decision: Decision },
): Promise<JoinRequestDecisionResult> {
  let outcome = await decide(input);
  assertDecidable(outcome.request, input.organizerId);
  if (input.decision === 'accepted' && outcome.request.conversationId === null) {
    await ensureSocialGroup(input.deps.db, outcome.request.socialId);
    outcome = await decide(input);
    assertDecidable(outcome.request, input.organizerId);
  }
  const request = outcome.request;
  if (input.decision === 'accepted') assertPlaceGiven(request, outcome);
  if (!outcome.decided) throw appError('REQUEST_ALREADY_DECIDED', { status: 'decided' });
  // The card hold is taken with the place, or released with the refusal, now it is committed.
  if (request.paymentId) await settleSoon(input.deps, request.paymentId);
  return { id: request.id, status: input.decision };
}

async function decide({
  deps,
  requestId,
  organizerId,
  decision,
}: DecisionInput & { decision: Decision }): Promise<DecisionOutcome> {
  const now = deps.clock.now();
  try {
    return await decideRequest(deps.db, {
      requestId,
      organizerId,
      status: decision,
      now,
      notificationExpiresAt: new Date(now.getTime() + deps.config.notificationTtlMs),
    });
  } catch (error) {
    // Booked by another statement since it was read: PostgreSQL undid everything.
    if (isUniqueViolation(error) && constraintOf(error) === 'social_bookings_social_user_unique') {
      throw appError('PLAYER_ALREADY_ATTENDING');
    }
    throw error;
  }
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

/** Why a pending request's accept wrote nothing, in the order of the rules: past, full, booked. */
function assertPlaceGiven(request: LockedRequest, outcome: DecisionOutcome) {
  if (outcome.decided) return;
  if (request.isPast) throw appError('SOCIAL_PAST');
  if (outcome.alreadyBooked && !outcome.fullWhenRead) throw appError('PLAYER_ALREADY_ATTENDING');
  throw appError('SOCIAL_FULL_ON_ACCEPT');
}
