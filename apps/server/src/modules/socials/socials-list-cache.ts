import type { Clock } from '../../clock.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';

/** Bounds the memory: the least recently asked lists are dropped first. */
const MAX_LISTS = 500;

/** A list's answer as sent (JSON), and until when it may be sent again at the latest. */
export type CachedList = { json: string; validUntil: number };

/**
 * The public socials lists, answered from memory for a short while: they are the same for
 * everyone and asked far more often than they change, and a query per answer caps what one
 * API process can serve at a few hundred a second. What is kept is the JSON sent, so a hit
 * costs neither a query nor a serialization.
 *
 * A list asked for in the second half of its time is read again in the background while the
 * kept answer is still sent, so a list in demand never makes a request wait for a query; only a
 * list not kept (new, dropped, expired or changed) does.
 *
 * Writes in this process that change what a list shows call `changed()`, so a player sees their
 * own change at once; other processes see it within `ttlMs` (and browsers hear attendee counts
 * live through `social:attendees-changed` anyway).
 */
export interface SocialsListCache {
  /**
   * The JSON for `key`, from memory while fresh, else from `load`. Concurrent misses for one key
   * share one load; with `ttlMs` 0 every call loads.
   */
  answer(key: string, load: () => Promise<CachedList>): Promise<string>;
  /** after this process changed a social, its places or its organiser */
  changed(): void;
}

export function createSocialsListCache({
  clock,
  ttlMs,
}: {
  clock: Clock;
  ttlMs: number;
}): SocialsListCache {
  const lists = createMemoCache<CachedList>({
    now: () => clock.now().getTime(),
    ttlMs,
    maxEntries: MAX_LISTS,
    validUntil: (list) => list.validUntil,
    refreshAfterMs: ttlMs / 2,
  });
  return {
    async answer(key, load) {
      const list = ttlMs <= 0 ? await load() : await lists.get(key, load);
      return list.json;
    },
    // Pending loads go too: they may have read the rows from before the change.
    changed: () => lists.clear(),
  };
}
