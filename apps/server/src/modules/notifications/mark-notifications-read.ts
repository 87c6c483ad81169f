import type { Deps } from '../../deps.ts';
import { markSeenByOrganizer } from '../join-requests/join-requests-repository.ts';
import { markReadByIds } from './notifications-repository.ts';

/** Marks the user's own notifications read, and the join requests they announced as seen. */
export async function markNotificationsRead({
  deps,
  userId,
  ids,
}: {
  deps: Deps;
  userId: string;
  ids: string[];
}): Promise<number> {
  if (ids.length === 0) return 0;
  return deps.db.transaction(async (db) => {
    const announced = await markReadByIds(db, userId, ids);
    await markSeenByOrganizer(
      db,
      announced.filter((id) => id !== null),
    );
    return announced.length;
  });
}
