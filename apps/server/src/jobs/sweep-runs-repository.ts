import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sweepRuns } from '../db/schema/index.ts';

/** Notes a sweep's success; a run that finishes late never moves the time back. */
export async function recordSweepSuccess(db: Database, name: string, succeededAt: Date) {
  await db
    .insert(sweepRuns)
    .values({ name, lastSucceededAt: succeededAt })
    .onConflictDoUpdate({
      target: sweepRuns.name,
      set: {
        lastSucceededAt: sql`greatest(${sweepRuns.lastSucceededAt}, excluded.last_succeeded_at)`,
      },
    });
}

/** The last success of each of these sweeps that has ever succeeded, by name. */
export async function findSweepRuns(
  db: Database,
  names: readonly string[],
): Promise<Map<string, Date>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ name: sweepRuns.name, lastSucceededAt: sweepRuns.lastSucceededAt })
    .from(sweepRuns)
    .where(inArray(sweepRuns.name, [...names]));
  return new Map(rows.map((row) => [row.name, row.lastSucceededAt]));
}
