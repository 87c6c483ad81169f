import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle');

/** Applies the committed drizzle-kit migrations; safe to call on every start. */
export async function runMigrations(handle: DatabaseHandle): Promise<void> {
  await handle.withMigrationLock(async (session) => {
    // Each driver's migrator wants its own database type back; the handle says which it holds.
    if (handle.driver === 'postgres') {
      await migrateNodePg(session as unknown as NodePgDatabase, { migrationsFolder });
    } else {
      await migratePglite(session as unknown as PgliteDatabase, { migrationsFolder });
    }
  });
}
