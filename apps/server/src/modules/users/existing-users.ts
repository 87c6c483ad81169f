import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createExistingUsers(db: Database, clock: Clock): ExistingUsers {
  const answers = createMemoCache<boolean>({
    now: () => clock.now().getTime(),
    ttlMs: REMEMBER_MS,
    maxEntries: MAX_USERS,
  });
  const ask = (userId: string) => () => existsById(db, userId);
  // Not a user id at all (the column is a uuid, and PostgreSQL would refuse to compare).
  const notAUser = Promise.resolve(false);
  return {
    has: (userId) => (UUID.test(userId) ? answers.get(userId, ask(userId)) : notAUser),
    hasNow: (userId) => (UUID.test(userId) ? answers.reload(userId, ask(userId)) : notAUser),
    forget: (userId) => answers.delete(userId),
  };
}
