import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-off jobs queued in single-node mode (no Redis), kept here so a restart loses none. BullMQ
 * keeps its own in Redis; this table is the in-process runner's queue.
 */
export const scheduledJobs = pgTable(
  'scheduled_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    attemptsMade: integer('attempts_made').notNull().default(0),
    /** while set, no second job with this key is queued; cleared when the job gives up */
    dedupeKey: text('dedupe_key').unique(),
    /** a process that claimed the job owns it until then; a crash lets another take it after */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** set when the job has used every attempt; kept for inspection */
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('scheduled_jobs_due_idx')
      .on(table.runAt)
      .where(sql`${table.failedAt} is null`),
    check('scheduled_jobs_attempts_not_negative', sql`${table.attemptsMade} >= 0`),
  ],
);

/**
 * When each sweep last succeeded, written by whichever runner ran it (BullMQ or in-process) and
 * read by /health in every process: the database answers even while Redis is down.
 */
export const sweepRuns = pgTable('sweep_runs', {
  name: text('name').primaryKey(),
  lastSucceededAt: timestamp('last_succeeded_at', { withTimezone: true }).notNull(),
});
