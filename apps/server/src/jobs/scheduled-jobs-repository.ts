import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

/** Queues a job; with a dedupe key already waiting, queues nothing and answers that job's id. */
export async function insertScheduledJob(
  db: Database,
  job: { name: string; payload: unknown; runAt: Date; dedupeKey?: string },
): Promise<string> {
  // The waiting job may finish between the insert and the lookup: then this one is inserted.
  for (let attempt = 0; attempt < 3; attempt += 1) {
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
    if (existing) return existing.id;
  }
  throw new Error(`job ${job.name} with dedupe key ${job.dedupeKey} could not be queued`);
}

/**
 * Takes the next due job this process knows (`names`) until `lockedUntil`, counting the attempt.
 * SKIP LOCKED lets several processes on one database each take a different job; a job only a
 * newer process knows waits for it. `lockedUntil` is also the claim's token: the updates below
 * change the job only while this claim holds.
 */
export async function claimDueJob(
  db: Database,
  claim: { now: Date; lockedUntil: Date; names: readonly string[] },
) {
  const { now, lockedUntil, names } = claim;
  if (names.length === 0) return undefined;
  const due = db
    .select({ id: scheduledJobs.id })
    .from(scheduledJobs)
    .where(
      and(
        isNull(scheduledJobs.failedAt),
        inArray(scheduledJobs.name, [...names]),
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
      lockedUntil: scheduledJobs.lockedUntil,
    });
  return claimed;
}

/** The claimed job, only while this claim still holds it (another process may have taken it since). */
const heldBy = (claim: { id: string; lockedUntil: Date | null }) =>
  and(
    eq(scheduledJobs.id, claim.id),
    claim.lockedUntil === null
      ? isNull(scheduledJobs.lockedUntil)
      : eq(scheduledJobs.lockedUntil, claim.lockedUntil),
  );

type Claim = { id: string; lockedUntil: Date | null };

export async function deleteScheduledJob(db: Database, claim: Claim) {
  await db.delete(scheduledJobs).where(heldBy(claim));
}

export async function rescheduleJob(db: Database, claim: Claim, runAt: Date, error: string) {
  await db
    .update(scheduledJobs)
    .set({ runAt, lockedUntil: null, lastError: error })
    .where(heldBy(claim));
}

/** Gives a job up: kept for inspection, and its key is free for a new one. */
export async function failScheduledJob(db: Database, claim: Claim, failedAt: Date, error: string) {
  await db
    .update(scheduledJobs)
    .set({ failedAt, lockedUntil: null, lastError: error, dedupeKey: null })
    .where(heldBy(claim));
}
