import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/**
 * One type for both drivers: the same queries run on PGlite and on PostgreSQL. Queries name
 * their tables (imported from each module's schema), so no table list is registered here.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'postgres' | 'pglite';

export type DatabaseHandle = {
  db: Database;
  driver: DatabaseDriver;
  /** Runs `fn` while holding a cluster-wide lock, so concurrent starts migrate once. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const MIGRATION_LOCK_ID = 727_001;

/**
 * A social's date and time are wall-clock values. PostgreSQL (which decides "past") and Node
 * (which schedules reminders) must read them in one zone: the process's (set TZ to choose it).
 */
const appTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const SET_TIME_ZONE = "select set_config('TimeZone', $1, false)";

export function openDatabase(options: { databaseUrl?: string; dataDir: string }): DatabaseHandle {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(path.join(options.dataDir, 'pglite'));
}

function openPostgres(connectionString: string): DatabaseHandle {
  // Set at connection start-up, before the first query can run on it.
  const pool = new pg.Pool({ connectionString, max: 10, options: `-c TimeZone=${appTimeZone()}` });
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
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        return await fn();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        client.release();
      }
    },
    ping: () => pingWith(db),
    close: once(() => pool.end()),
  };
}

function openPglite(directory: string): DatabaseHandle {
  mkdirSync(directory, { recursive: true });
  const client = new PGlite(directory, { extensions: { btree_gist } });
  // PGlite runs queries one at a time, so this applies before the first real one.
  void client.query(SET_TIME_ZONE, [appTimeZone()]);
  // Widened to the shared type, as above.
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    driver: 'pglite',
    // PGlite is single-process by construction: its data directory cannot be shared.
    withMigrationLock: (fn) => fn(),
    ping: () => pingWith(db),
    close: once(() => client.close()),
  };
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
