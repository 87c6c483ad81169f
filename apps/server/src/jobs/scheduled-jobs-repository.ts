import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

/** Queues a job; with a dedupe key already waiting, queues nothing and answers that job's id. */
export async function insertScheduledJob(
  db: Database,
  job: { name: string; payload: unknown; runAt: Date; dedupeKey?: string },
): Promise<string> {
  const [inserted] = await db
    .insert(scheduledJobs)
    .values({ ...job, payload: job.payload ?? {} })
    .onConflictDoNothing({ target: scheduledJobs.dedupeKey })
    .returning({ id: scheduledJobs.id });
  if (inserted) return inserted.id;
  const [existing] = await db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(eq(scheduledJobs.dedupeKey, job.dedupeKey ?? ''))
    .limit(1);
  return existing?.id ?? '';
}

/**
 * Takes the next due job for this process until `lockedUntil`, counting the attempt. SKIP LOCKED
 * lets several processes on one database each take a different job.
 */
export async function claimDueJob(db: Database, now: Date, lockedUntil: Date) {
  const due = db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      and(
        isNull(scheduledJobs.failedAt),
        lte(scheduledJobs.runAt, now),
        or(isNull(scheduledJobs.lockedUntil), lte(scheduledJobs.lockedUntil, now)),
      ),
    )
    .orderBy(asc(scheduledJobs.runAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(scheduledJobs)
    .set({ lockedUntil, attemptsMade: sql`${scheduledJobs.attemptsMade} + 1` })
    .where(eq(scheduledJobs.id, sql`(${due})`))
    .returning({
      id: scheduledJobs.id,
      name: scheduledJobs.name,
      payload: scheduledJobs.payload,
      attemptsMade: scheduledJobs.attemptsMade,
    });
  return claimed;
}

export async function deleteScheduledJob(db: Database, id: string) {
  await db.delete(scheduledJobs).where(eq(scheduledJobs.id, id));
}

export async function rescheduleJob(db: Database, id: string, runAt: Date, error: string) {
  await db
    .update(scheduledJobs)
    .set({ runAt, lockedUntil: null, lastError: error })
    .where(eq(scheduledJobs.id, id));
}

/** Gives a job up: kept for inspection, and its key is free for a new one. */
export async function failScheduledJob(db: Database, id: string, failedAt: Date, error: string) {
  await db
    .update(scheduledJobs)
    .set({ failedAt, lockedUntil: null, lastError: error, dedupeKey: null })
    .where(eq(scheduledJobs.id, id));
}
