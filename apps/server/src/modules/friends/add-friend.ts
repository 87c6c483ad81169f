import type { PlayerCard } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { constraintOf, sqlStateOf } from '../../db/errors.ts';
import { appError } from '../../errors.ts';
import { findPlayerCardById } from '../users/player-search-repository.ts';
import { insertFriendship } from './friends-repository.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * `userId` follows `friendId` (friendship is one-directional: the friend is not asked). Adding
 * someone already followed changes nothing and says so with `created: false`.
 */
export async function addFriend({
  deps,
  userId,
  friendId,
}: {
  deps: Deps;
  userId: string;
  friendId: string;
}): Promise<{ card: PlayerCard; created: boolean }> {
  if (userId === friendId) throw appError('CANNOT_FRIEND_SELF');
  let created: boolean;
  try {
    created = await insertFriendship(deps.db, { followerId: userId, friendId });
  } catch (error) {
    // The foreign keys answer "no such user" in the same statement, without a look-up first.
    if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
    if (constraintOf(error)?.includes('follower_id')) throw appError('ACCOUNT_GONE');
    throw appError('USER_NOT_FOUND');
  }
  const card = await findPlayerCardById(deps.db, { viewerId: userId, userId: friendId });
  // Deleted between the insert and this read: the friendship went with the account.
  if (!card) throw appError('USER_NOT_FOUND');
  return { card, created };
}
