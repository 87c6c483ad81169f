import type { PublicProfile } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findPlayerProfileById } from '../users/profile-repository.ts';

/**
 * A player's profile as other players see it: a public one shows its details and sports, a
 * private one only its name and picture. Email and phone are never part of it. The same
 * projection answers players asking for their own id (their full profile is GET /user/profile).
 */
export async function getPlayerProfile({
  deps,
  playerId,
}: {
  deps: Deps;
  playerId: string;
}): Promise<PublicProfile> {
  const player = await findPlayerProfileById(deps.db, playerId);
  if (!player) throw appError('USER_NOT_FOUND');
  const { id, firstName, lastName, avatar } = player;
  if (player.visibility === 'private') {
    return { id, firstName, lastName, avatar, visibility: 'private' };
  }
  const { age, height, weight, sportPreferences } = player;
  return {
    id,
    firstName,
    lastName,
    avatar,
    visibility: 'public',
    age,
    height,
    weight,
    sportPreferences,
  };
}
