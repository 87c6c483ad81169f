import type { PlayerCard } from '@betterplay/contracts';
import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { BY_NAME, playerCardColumns } from '../users/player-search-repository.ts';
import { users } from '../users/users.schema.ts';
import { friendships } from './friends.schema.ts';

/** `followerId` now follows `friendId`; answers false if they already did. */
export async function insertFriendship(
  db: Database,
  { followerId, friendId }: { followerId: string; friendId: string },
) {
  const rows = await db
    .insert(friendships)
    .values({ followerId, friendId })
    .onConflictDoNothing()
    .returning({ friendId: friendships.friendId });
  return rows.length > 0;
}

/** `followerId` no longer follows `friendId`; answers false if they did not. */
export async function deleteFriendship(
  db: Database,
  { followerId, friendId }: { followerId: string; friendId: string },
) {
  const rows = await db
    .delete(friendships)
    .where(and(eq(friendships.followerId, followerId), eq(friendships.friendId, friendId)))
    .returning({ friendId: friendships.friendId });
  return rows.length > 0;
}

/** The friends list shows this many at most (by name); search finds the rest. */
export const MAX_FRIENDS_LISTED = 500;

/** Everyone `followerId` follows, as player cards, by name. */
export async function findFriendCardsByFollowerId(
  db: Database,
  followerId: string,
): Promise<PlayerCard[]> {
  return db
    .select(playerCardColumns(followerId))
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(eq(friendships.followerId, followerId))
    .orderBy(...BY_NAME)
    .limit(MAX_FRIENDS_LISTED);
}

/** Which of `ids` the follower follows (a split's friends must all be among them). */
export async function findFollowedAmong(db: Database, followerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ friendId: friendships.friendId })
    .from(friendships)
    .where(and(eq(friendships.followerId, followerId), inArray(friendships.friendId, ids)));
  return rows.map((row) => row.friendId);
}

/** A deleted account's friendships, both ways: whom it followed and who followed it. */
export async function deleteFriendshipsOf(db: Database, userId: string) {
  await db
    .delete(friendships)
    .where(or(eq(friendships.followerId, userId), eq(friendships.friendId, userId)));
}

/** Everyone the person added, with when, for their data export (every one, oldest first). */
export async function findFriendsForExport(db: Database, followerId: string) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      addedAt: friendships.createdAt,
    })
    .from(friendships)
    .innerJoin(users, eq(users.id, friendships.friendId))
    .where(eq(friendships.followerId, followerId))
    .orderBy(asc(friendships.createdAt), asc(users.id));
}
