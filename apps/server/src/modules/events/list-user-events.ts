import type { UserEvents } from '@betterplay/contracts';
import type { Deps } from '../../deps.ts';
import { findLastPosition, findUserEvents } from '../../realtime/outbox-repository.ts';

export const USER_EVENTS_PAGE = 200;

/**
 * What a reconnecting client missed: the caller's own events after `after`. The upper bound is
 * read first: every position up to it is committed, so a client that continues from `lastId`
 * skips nothing (later events reach its socket, which is connected before it asks).
 * Without `after`, answers only where to start from.
 */
export async function listUserEvents({
  deps,
  userId,
  after,
}: {
  deps: Deps;
  userId: string;
  after: string | undefined;
}): Promise<UserEvents> {
  const upTo = await findLastPosition(deps.db);
  if (after === undefined) return { events: [], lastId: String(upTo), hasMore: false };
  const from = BigInt(after);
  const events = await findUserEvents(deps.db, {
    userId,
    after: from,
    upTo,
    limit: USER_EVENTS_PAGE,
  });
  const hasMore = events.length === USER_EVENTS_PAGE;
  const last = events.at(-1);
  const lastId = hasMore && last ? last.id : String(from > upTo ? from : upTo);
  return { events, lastId, hasMore };
}
