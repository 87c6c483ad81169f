import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { existsById } from './users-repository.ts';

/** Short enough that another API process notices a deletion soon; long enough to spare queries. */
const REMEMBER_MS = 30_000;
/** Bounds the memory: the least recently asked users are dropped first. */
const MAX_USERS = 10_000;

/**
 * Whether a token's account still exists. A token outlives its account, and a deleted user's
 * request would otherwise reach the routes and fail on foreign keys. Answers are kept per process
 * for 30 s (least recently used dropped), so most requests cost no query.
 */
export interface ExistingUsers {
  /** from the cache when the answer is fresh */
  has(userId: string): Promise<boolean>;
  /** from the database, refreshing the cache (for the rarer, longer-lived socket handshakes) */
  hasNow(userId: string): Promise<boolean>;
  /** after this process deleted the account */
  forget(userId: string): void;
}

type Entry = { answer: Promise<boolean>; expiresAt: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createExistingUsers(db: Database, clock: Clock): ExistingUsers {
  const entries = new Map<string, Entry>();
  const now = () => clock.now().getTime();

  /** Map order is insertion order: re-inserting makes an entry the most recent. */
  const keep = (userId: string, entry: Entry) => {
    entries.delete(userId);
    entries.set(userId, entry);
    const oldest = entries.keys().next();
    if (entries.size > MAX_USERS && !oldest.done) entries.delete(oldest.value);
  };

  const hasNow = (userId: string) => {
    // Not a user id at all (the column is a uuid, and PostgreSQL would refuse to compare).
    if (!UUID.test(userId)) return Promise.resolve(false);
    // The pending answer is what is kept, so concurrent requests share one query.
    const entry = { answer: existsById(db, userId), expiresAt: now() + REMEMBER_MS };
    keep(userId, entry);
    entry.answer.catch(() => {
      // A failed query is not an answer: the next request asks again.
      if (entries.get(userId) === entry) entries.delete(userId);
    });
    return entry.answer;
  };

  return {
    has(userId) {
      const entry = entries.get(userId);
      if (!entry || entry.expiresAt <= now()) return hasNow(userId);
      keep(userId, entry);
      return entry.answer;
    },
    hasNow,
    forget(userId) {
      entries.delete(userId);
    },
  };
}
