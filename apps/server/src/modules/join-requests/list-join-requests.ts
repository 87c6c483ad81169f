import type { MyJoinRequest, OrganizerJoinRequest } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { findByIds } from '../socials/socials-repository.ts';
import { findByUserId, findPendingByOrganizerId } from './join-requests-repository.ts';

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
