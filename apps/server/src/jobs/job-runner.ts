import type { EventEmitter } from 'node:events';

/** Counts a handler reports (rows deleted, notifications sent): logged and kept by BullMQ. */
export type JobSummary = Record<string, number>;

/** The one retry policy, for BullMQ and the in-process runner alike. */
export const JOB_RETRY = {
  /** attempts per one-off job before it is given up; sweeps simply run again on their next tick */
  attempts: 5,
  /** the first retry waits this long, then the wait doubles */
  backoffDelayMs: 1000,
};

/** How long to wait before the next attempt, after `attemptsMade` failed ones (1, 2, ...). */
export function retryDelayMs(attemptsMade: number, baseDelayMs = JOB_RETRY.backoffDelayMs) {
  return baseDelayMs * 2 ** Math.max(0, attemptsMade - 1);
}

export type EnqueueOptions = {
  /** run no sooner than this many milliseconds from now */
  delayMs?: number;
  /** while a job with this key is waiting or running, enqueueing another one does nothing */
  dedupeKey?: string;
};

export type JobRunReport = {
  name: string;
  id: string;
  attemptsMade: number;
  summary?: JobSummary;
  error?: Error;
};

export type JobRunnerEvents = {
  completed: [JobRunReport];
  /** every failed attempt, including those that will be retried */
  failed: [JobRunReport];
};

type JobRunnerBase = {
  readonly mode: 'bullmq' | 'in-process';
  /** Starts the sweeps and the worker if this process runs them; call after migrations. */
  start(): Promise<void>;
  /** Runs finished by this process's worker. */
  readonly events: EventEmitter<JobRunnerEvents>;
  /** Stops taking work and waits for the run in progress, so the database can close after. */
  close(): Promise<void>;
};

/**
 * `deps.jobs`: queues a one-off run and resolves with its id once queued (kept), not when it
 * has run. Operations call it through their job's typed `enqueue` (job-definition.ts), which
 * checks the payload at compile time.
 */
export type Jobs = {
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
};

/** What the runners implement, for whatever jobs they were given. */
export type JobRunner = JobRunnerBase & Jobs;
