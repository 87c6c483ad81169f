import type { MyJoinRequest, OrganizerJoinRequest, SocialViewer } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { holdsPlace } from '../socials/social-places-repository.ts';
import { existsById, findByIds } from '../socials/socials-repository.ts';
import {
  findByUserId,
  findPendingByOrganizerId,
  hasPendingRequest,
} from './join-requests-repository.ts';

/** The player's requests, every status, newest first, each with its social. */
export async function listMyJoinRequests({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<MyJoinRequest[]> {
  const requests = await findByUserId(deps.db, userId);
  const socialIds = [...new Set(requests.map((request) => request.socialId))];
  const found = await findByIds(deps.db, socialIds, deps.clock.now());
  const socialsById = new Map(found.map((social) => [social.id, social]));
  return requests.flatMap(({ socialId, createdAt, ...request }) => {
    const social = socialsById.get(socialId);
    return social ? [{ ...request, createdAt: createdAt.toISOString(), social }] : [];
  });
}

/** The requests waiting for the organiser's decision, newest first. */
export function listPendingJoinRequests({
  deps,
  organizerId,
}: {
  deps: Deps;
  organizerId: string;
}): Promise<OrganizerJoinRequest[]> {
  return findPendingByOrganizerId(deps.db, organizerId);
}

/**
 * Where the player stands with one social, for its pages: a place held wins over a request (an
 * accepted request is no longer pending). Apart from the public social, so that stays anonymous.
 */
export async function getSocialViewer({
  deps,
  userId,
  socialId,
}: {
  deps: Deps;
  userId: string;
  socialId: string;
}): Promise<SocialViewer> {
  const [exists, going, requested] = await Promise.all([
    existsById(deps.db, socialId),
    holdsPlace(deps.db, socialId, userId),
    hasPendingRequest(deps.db, socialId, userId),
  ]);
  if (!exists) throw appError('SOCIAL_NOT_FOUND');
  return { status: going ? 'going' : requested ? 'requested' : 'none' };
}
