import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { PreparingClient } from './preparing-client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { listenOnPostgres, type Listen } from './listen.ts';
import {
  CLIENT_QUERY_TIMEOUT_MARGIN_MS,
  DEFAULT_DATABASE_TIMEOUTS,
  IDLE_IN_TRANSACTION_TIMEOUT_MS,
  type DatabaseTimeouts,
} from './timeouts.ts';

/**
 * One type for both drivers: the same queries run on PGlite and on PostgreSQL. Queries name
 * their tables (imported from each module's schema), so no table list is registered here.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'postgres' | 'pglite';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /**
   * Runs `fn` on a session holding a cluster-wide lock, so concurrent starts migrate once. Its
   * statements have no time limit: a migration may rewrite a large table.
   */
  withMigrationLock<T>(fn: (session: Database) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** LISTEN for NOTIFYs on `channel` (sent by any process on this database). */
  listen: Listen;
  close(): Promise<void>;
};

const MIGRATION_LOCK_ID = 727_001;

/**
 * A social's date and time are wall-clock values. PostgreSQL (which decides "past") and Node
 * (which schedules reminders) must read them in one zone: the process's (set TZ to choose it).
 */
const appTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const SET_TIME_ZONE = "select set_config('TimeZone', $1, false)";

export function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeouts?: DatabaseTimeouts;
}): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.timeouts ?? DEFAULT_DATABASE_TIMEOUTS)
    : openPglite(options.dataDir);
}

function openPostgres(connectionString: string, timeouts: DatabaseTimeouts): DatabaseHandle {
  const session = {
    connectionString,
    connectionTimeoutMillis: timeouts.connectMs,
    // Finds connections a vanished server or a dropped route left open.
    keepAlive: true,
    // Set at connection start-up, before the first query can run on it.
    options: `-c TimeZone=${appTimeZone()}`,
  };
  const pool = new pg.Pool({
    ...session,
    Client: PreparingClient,
    max: 10,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + CLIENT_QUERY_TIMEOUT_MARGIN_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
  });
  // An idle connection dropped by the server (a restart, a failover) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  // Each driver's database type names its own query-result type; widened to the one both share,
  // so every query runs on either. The one place the two are joined.
  const db = drizzleNodePg(pool) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    async withMigrationLock(fn) {
      // A session of its own, without the pool's statement limits. The lock goes with the
      // session: a process that dies while migrating frees it.
      const client = new pg.Client(session);
      await connectOrExplain(client, connectionString, timeouts);
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        // Widened to the shared type, as above.
        return await fn(drizzleNodePg(client) as unknown as Database);
      } finally {
        // Ending the session releases the lock; a session already broken has nothing to release.
        await client.end().catch(() => undefined);
      }
    },
    ping: () => pingWith(db),
    listen: listenOnPostgres(session),
    close: once(() => pool.end()),
  };
}

function openPglite(dataDir: string): DatabaseHandle {
  const directory = path.join(dataDir, 'pglite');
  mkdirSync(directory, { recursive: true });
  const lock = lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = new PGlite(directory, { extensions: { btree_gist, pg_trgm } });
  } catch (error) {
    lock.release();
    throw error;
  }
  // PGlite runs queries one at a time, so this applies before the first real one.
  void client.query(SET_TIME_ZONE, [appTimeZone()]);
  // Widened to the shared type, as above.
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // One process per data folder (the lock above), so there is no one to migrate alongside.
    withMigrationLock: (fn) => fn(db),
    ping: () => pingWith(db),
    listen: (channel, onNotify) => client.listen(channel, (payload) => onNotify(payload)),
    close: once(async () => {
      try {
        await client.close();
      } finally {
        lock.release();
      }
    }),
  };
}

export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * The first connection a process opens is where a wrong DATABASE_URL shows: say what was tried
 * and what to check, rather than the driver's bare 'timeout expired'.
 */
async function connectOrExplain(
  client: pg.Client,
  connectionString: string,
  timeouts: DatabaseTimeouts,
): Promise<void> {
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    const timedOut = /timeout/i.test(reason);
    throw new DatabaseUnreachableError(
      `Cannot connect to PostgreSQL at ${describeServer(connectionString)} (DATABASE_URL): ` +
        (timedOut ? `no answer within ${timeouts.connectMs / 1000} s` : reason) +
        '. Check that DATABASE_URL points at a running PostgreSQL server that accepts ' +
        'connections from this machine (host, port, database, user and password), or unset ' +
        'it to use the embedded database.',
      { cause: error },
    );
  }
}

/** host:port/database, without the password. */
function describeServer(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the configured address';
  }
}

async function pingWith(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** Closing twice (a failed start, then shutdown) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
