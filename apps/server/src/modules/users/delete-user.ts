import { rooms } from '@betterplay/contracts';
import { afterCommit } from '../../after-commit.ts';
import type { Deps } from '../../deps.ts';
import { leaveSocialGroup } from '../chat/group-membership.ts';
import { releasePlacesOfUser } from '../socials/social-places-repository.ts';
import { announceAttendees } from '../socials/social-rooms.ts';
import { deleteById, lockById } from './users-repository.ts';

/**
 * Deletes an account and everything that is only its own: its socials (with their requests and
 * places), its requests, places, notifications and remembered sign-in addresses, through the
 * foreign keys' cascades. Places it held at other people's socials are given back first. After
 * the commit its tokens stop working at once in this process (within 30 s in others, see
 * existing-users.ts) and its open sockets are closed on every process. Answers whether there
 * was such an account. No route calls this yet: the seed or an admin script may.
 */
export async function deleteUser({ deps, userId }: { deps: Deps; userId: string }) {
  const deleted = await deps.db.transaction(async (db) => {
    if (!(await lockById(db, userId))) return false;
    for (const place of await releasePlacesOfUser(db, userId)) {
      await announceAttendees(db, place);
      await leaveSocialGroup(db, { socialId: place.socialId, userId });
    }
    return deleteById(db, userId);
  });
  if (!deleted) return false;

  deps.existingUsers.forget(userId);
  // Their socials are gone from the lists, and the places they held are free again.
  deps.socialsList.changed();
  await afterCommit(deps, 'account deletion', () => {
    deps.realtime.disconnect(rooms.user(userId));
  });
  return true;
}
