/**
 * A Map bounded by recency: reading or writing a key makes it the most recent, and past
 * `maxEntries` the least recent go first (Map order is insertion order, so re-inserting moves a
 * key to the end). `evictWhile` may drop more from the least recent end.
 */
export class LruMap<V> {
  readonly #entries = new Map<string, V>();

  constructor(readonly maxEntries: number) {}

  get size() {
    return this.#entries.size;
  }

  /** The value, made the most recent; undefined when absent. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value !== undefined) this.set(key, value);
    return value;
  }

  /** The value without touching its recency. */
  peek(key: string): V | undefined {
    return this.#entries.get(key);
  }

  set(key: string, value: V, evictWhile?: (oldest: V) => boolean) {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && !evictWhile?.(oldest)) break;
      this.#entries.delete(oldestKey);
    }
  }

  delete(key: string) {
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }
}

export type MemoCacheOptions<V> = {
  /** milliseconds on any steady clock (deps.clock in operations, so tests can move it) */
  now: () => number;
  /** how long an answer is kept, counted from the start of its load */
  ttlMs: number;
  maxEntries: number;
  /** an answer that must go sooner than `ttlMs`: when, on the same clock */
  validUntil?: (value: V) => number;
  /**
   * From this long after its load started, a hit also loads the key again in the background and
   * keeps the new answer once in; the kept one is still answered meanwhile, so a key in demand
   * never waits for a load.
   */
  refreshAfterMs?: number;
};

type Entry<V> = {
  value: Promise<V>;
  /** Infinity until the load settles: whoever asks meanwhile shares it */
  expiresAt: number;
  refreshFrom: number;
  refreshing: boolean;
};

/**
 * Answers remembered for a short while in this process: concurrent misses of a key share one
 * load, a failed load is not remembered (the next ask loads again), and memory is bounded by
 * recency. `clear()` and `delete()` drop pending loads too, since they may have read what was
 * just changed.
 */
export type MemoCache<V> = {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** loads now and remembers the answer, whatever is kept */
  reload(key: string, load: () => Promise<V>): Promise<V>;
  delete(key: string): void;
  clear(): void;
};

export function createMemoCache<V>(options: MemoCacheOptions<V>): MemoCache<V> {
  const { now, ttlMs } = options;
  const entries = new LruMap<Entry<V>>(options.maxEntries);
  const keep = (key: string, entry: Entry<V>) =>
    entries.set(key, entry, (oldest) => oldest.expiresAt <= now());

  const startLoad = (load: () => Promise<V>): Entry<V> => {
    const startedAt = now();
    const entry: Entry<V> = {
      value: load().then((value) => {
        entry.expiresAt = Math.min(
          startedAt + ttlMs,
          options.validUntil?.(value) ?? Number.POSITIVE_INFINITY,
        );
        entry.refreshFrom = startedAt + (options.refreshAfterMs ?? Number.POSITIVE_INFINITY);
        return value;
      }),
      expiresAt: Number.POSITIVE_INFINITY,
      refreshFrom: Number.POSITIVE_INFINITY,
      refreshing: false,
    };
    return entry;
  };

  const reload = (key: string, load: () => Promise<V>) => {
    const entry = startLoad(load);
    keep(key, entry);
    entry.value.catch(() => {
      if (entries.peek(key) === entry) entries.delete(key);
    });
    return entry.value;
  };

  const refresh = (key: string, current: Entry<V>, load: () => Promise<V>) => {
    current.refreshing = true;
    const next = startLoad(load);
    next.value.then(
      () => {
        // Not after a delete or clear: this load may have read what changed.
        if (entries.peek(key) === current) keep(key, next);
      },
      () => {
        // The kept answer serves on until it expires; a later hit tries again.
        current.refreshing = false;
      },
    );
  };

  return {
    get(key, load) {
      const entry = entries.get(key);
      const at = now();
      if (!entry || entry.expiresAt <= at) return reload(key, load);
      if (entry.refreshFrom <= at && !entry.refreshing) refresh(key, entry, load);
      return entry.value;
    },
    reload,
    delete: (key) => entries.delete(key),
    clear: () => entries.clear(),
  };
}
