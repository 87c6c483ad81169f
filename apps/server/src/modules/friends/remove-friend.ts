import type { PlayerCard } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { appError } from '../../errors.ts';
import { findPlayerCardById } from '../users/player-search-repository.ts';
import { deleteFriendship } from './friends-repository.ts';

/**
 * `userId` stops following `friendId`. Removing someone not followed changes nothing: the answer
 * is the same card, so a repeated or stale click is harmless.
 */
export async function removeFriend({
  deps,
  userId,
  friendId,
}: {
  deps: Deps;
  userId: string;
  friendId: string;
}): Promise<PlayerCard> {
  if (userId === friendId) throw appError('CANNOT_FRIEND_SELF');
  await deleteFriendship(deps.db, { followerId: userId, friendId });
  const card = await findPlayerCardById(deps.db, { viewerId: userId, userId: friendId });
  if (!card) throw appError('USER_NOT_FOUND');
  return card;
}
