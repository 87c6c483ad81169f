import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { defineJob } from './job-definition.ts';

/**
 * A row per completed run. Not part of the app's schema (drizzle-kit does not read this folder):
 * worker-crash.test.ts creates it in its own database.
 */
export const crashTestEffects = pgTable('crash_test_effects', {
  jobKey: text('job_key').notNull(),
  workerPid: integer('worker_pid').notNull(),
});

/**
 * A job for the worker-crash fault test, deliberately not idempotent: each run that gets to the
 * end adds a row, so a job completed twice would show as two. With HANG_IN_JOB=yes the worker
 * announces the run and then never finishes it, so the test can kill the process mid-job.
 */
export const recordOnceJob = defineJob({
  name: 'test.record-once',
  payload: z.object({ key: z.string() }),
  async handler({ deps, payload }) {
    process.stdout.write(`started ${payload.key}\n`);
    if (process.env.HANG_IN_JOB === 'yes') await new Promise<never>(() => undefined);
    await deps.db.insert(crashTestEffects).values({ jobKey: payload.key, workerPid: process.pid });
    return {};
  },
});
