import type { Clock } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { createMemoCache } from '../../lib/memo-cache.ts';
import { sessionVersionById } from './users-repository.ts';

/** Short enough that another API process notices a revocation soon; long enough to spare queries. */
const REMEMBER_MS = 30_000;
/** Bounds the memory: the least recently asked users are dropped first. */
const MAX_USERS = 10_000;

/** What a token says about its session: whose, and the session version it was issued under. */
export type SessionClaims = { sub: string; sv?: number };

/**
 * Whether a token still opens a session. A token names its account and the account's session
 * version when it was issued (`sv`; tokens from before versions existed count as 0). It stops
 * working when the account is deleted or the version moves on (sign out everywhere, a password
 * change or reset, deletion). Versions are kept per process for 30 s (least recently used
 * dropped), so most requests cost no query; the process that moves a version forgets it at once,
 * and closes the account's sockets on every process.
 */
export interface Sessions {
  /** from the cache when the answer is fresh */
  isCurrent(claims: SessionClaims): Promise<boolean>;
  /** from the database, refreshing the cache (for the rarer, longer-lived socket handshakes) */
  isCurrentNow(claims: SessionClaims): Promise<boolean>;
  /** whether the account exists and is not deleted, from the database */
  accountExistsNow(userId: string): Promise<boolean>;
  /** after this process changed the account's version or deleted it */
  forget(userId: string): void;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A deleted or unknown account: no version opens it. */
const NO_ACCOUNT = -1;

export function createSessions(db: Database, clock: Clock): Sessions {
  const versions = createMemoCache<number>({
    now: () => clock.now().getTime(),
    ttlMs: REMEMBER_MS,
    maxEntries: MAX_USERS,
  });
  const ask = (userId: string) => async () => (await sessionVersionById(db, userId)) ?? NO_ACCOUNT;
  // Not a user id at all (the column is a uuid, and PostgreSQL would refuse to compare).
  const versionOf = (userId: string, fresh: boolean) => {
    if (!UUID.test(userId)) return Promise.resolve(NO_ACCOUNT);
    return fresh ? versions.reload(userId, ask(userId)) : versions.get(userId, ask(userId));
  };
  const matches = async ({ sub, sv = 0 }: SessionClaims, fresh: boolean) => {
    const version = await versionOf(sub, fresh);
    return version !== NO_ACCOUNT && version === sv;
  };
  return {
    isCurrent: (claims) => matches(claims, false),
    isCurrentNow: (claims) => matches(claims, true),
    accountExistsNow: async (userId) => (await versionOf(userId, true)) !== NO_ACCOUNT,
    forget: (userId) => versions.delete(userId),
  };
}
