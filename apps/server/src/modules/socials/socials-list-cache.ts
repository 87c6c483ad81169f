import type { Clock } from '../../clock.ts';

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

type Entry = {
  json: Promise<string>;
  /** until a load settles: never (whoever asks shares the load) */
  expiresAt: number;
  /** from when a hit also reads the list again, for the next answers */
  refreshFrom: number;
  refreshing: boolean;
};

export function createSocialsListCache({
  clock,
  ttlMs,
}: {
  clock: Clock;
  ttlMs: number;
}): SocialsListCache {
  const entries = new Map<string, Entry>();
  const now = () => clock.now().getTime();

  /**
   * Map order is insertion order: re-inserting makes an entry the most recent. The least recent
   * go once over the bound, or once expired, so stale pages are not held until then.
   */
  const keep = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
    for (const [oldestKey, oldest] of entries) {
      if (entries.size <= MAX_LISTS && oldest.expiresAt > now()) break;
      entries.delete(oldestKey);
    }
  };

  /** A new entry for `key`, the list read from the start: settled, it expires and refreshes. */
  const loadEntry = (key: string, load: () => Promise<CachedList>) => {
    // Counted from the start of the query, which is when its rows were read.
    const startedAt = now();
    const entry: Entry = {
      json: load().then((loaded) => {
        entry.expiresAt = Math.min(startedAt + ttlMs, loaded.validUntil);
        entry.refreshFrom = startedAt + ttlMs / 2;
        return loaded.json;
      }),
      expiresAt: Number.POSITIVE_INFINITY,
      refreshFrom: Number.POSITIVE_INFINITY,
      refreshing: false,
    };
    return entry;
  };

  const loadAndKeep = (key: string, load: () => Promise<CachedList>) => {
    // Until it settles, the pending entry is what later misses for the key find and share.
    const entry = loadEntry(key, load);
    keep(key, entry);
    entry.json.catch(() => {
      // A failed query is not an answer: the next request asks again.
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry.json;
  };

  /** Reads the list again behind a kept answer, which is replaced once the new one is in. */
  const refresh = (key: string, current: Entry, load: () => Promise<CachedList>) => {
    current.refreshing = true;
    const next = loadEntry(key, load);
    next.json.then(
      () => {
        // Not after a change (the entry is gone then): this read may predate it.
        if (entries.get(key) === current) keep(key, next);
      },
      () => {
        // The kept answer serves on until it expires; a later hit tries again.
        current.refreshing = false;
      },
    );
  };

  return {
    answer(key, load) {
      if (ttlMs <= 0) return load().then((loaded) => loaded.json);
      const entry = entries.get(key);
      const at = now();
      if (!entry || entry.expiresAt <= at) return loadAndKeep(key, load);
      if (entry.refreshFrom <= at && !entry.refreshing) refresh(key, entry, load);
      keep(key, entry);
      return entry.json;
    },
    changed() {
      // Pending loads go too: they may have read the rows from before the change.
      entries.clear();
    },
  };
}
