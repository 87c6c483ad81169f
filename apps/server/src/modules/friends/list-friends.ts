import type { PlayerCard } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { findFriendCardsByFollowerId } from './friends-repository.ts';

/** Everyone the player follows, by name. */
export function listFriends({
  deps,
  userId,
}: {
  deps: Deps;
  userId: string;
}): Promise<PlayerCard[]> {
  return findFriendCardsByFollowerId(deps.db, userId);
}
