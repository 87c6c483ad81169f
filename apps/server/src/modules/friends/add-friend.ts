import type { PlayerCard } from '@betterplay/contracts';
import type { Database } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { constraintOf, sqlStateOf } from '../../db/errors.ts';
import { appError } from '../../errors.ts';
import { insertNotifications } from '../notifications/notifications-repository.ts';
import { pushNotifications } from '../notifications/push-notifications.ts';
import { findPlayerCardById } from '../users/player-search-repository.ts';
import { insertFriendship } from './friends-repository.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/**
 * The friend's bell says who added them, so they can add back. Once per pair while the entry
 * lives: removing and adding again does not ring the bell again.
 */
async function tellFriend(
  deps: Deps,
  db: Database,
  { userId, friendId }: { userId: string; friendId: string },
) {
  const created = await insertNotifications(db, [
    {
      userId: friendId,
      kind: 'friend-added',
      actorId: userId,
      dedupeKey: `friend-added:${userId}:${friendId}`,
      expiresAt: new Date(deps.clock.now().getTime() + deps.config.notificationTtlMs),
    },
  ]);
  await pushNotifications(
    db,
    created.map((row) => row.id),
  );
}

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
  try {
    return await deps.db.transaction(async (db) => {
      const created = await insertFriendship(db, { followerId: userId, friendId });
      // Read after the insert, so the card says they are now followed; a deleted account
      // (whose row stays) has no card, and the friendship is rolled back.
      const card = await findPlayerCardById(db, { viewerId: userId, userId: friendId });
      if (!card) throw appError('USER_NOT_FOUND');
      if (created) await tellFriend(deps, db, { userId, friendId });
      return { card, created };
    });
  } catch (error) {
    // The foreign keys answer "no such user" in the same statement, without a look-up first.
    if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
    if (constraintOf(error)?.includes('follower_id')) throw appError('ACCOUNT_GONE');
    throw appError('USER_NOT_FOUND');
  }
}
