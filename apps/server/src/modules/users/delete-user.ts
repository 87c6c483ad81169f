import { rooms } from '@betterplay/contracts';
import { afterCommit } from '../../after-commit.ts';
import type { Deps } from '../../deps.ts';
import { leaveSocialGroup } from '../chat/group-membership.ts';
import { releasePlacesOfUser } from '../socials/social-places-repository.ts';
import { announceAttendees } from '../socials/social-rooms.ts';
import { refillLine } from '../waitlist/change-line.ts';
import { releaseOffersOfUser } from '../waitlist/waitlist-repository.ts';
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
    const freed = new Set(await releaseOffersOfUser(db, userId));
    for (const place of await releasePlacesOfUser(db, userId)) {
      await announceAttendees(db, place);
      await leaveSocialGroup(db, { socialId: place.socialId, userId });
      freed.add(place.socialId);
    }
    return (await deleteById(db, userId)) ? freed : false;
  });
  if (!deleted) return false;
  // The places it held or was offered go to the next in each line.
  for (const socialId of deleted) {
    await refillLine(deps, socialId).catch((error: unknown) =>
      deps.log.warn(
        { err: error, socialId },
        'a freed place was not offered on; the next line change will',
      ),
    );
  }

  deps.existingUsers.forget(userId);
  // Their socials are gone from the lists, and the places they held are free again.
  deps.socialsList.changed();
  await afterCommit(deps, 'account deletion', () => {
    deps.realtime.disconnect(rooms.user(userId));
  });
  return true;
}
