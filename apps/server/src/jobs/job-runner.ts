import type { EventEmitter } from 'node:events';
import type { JobSummary } from './job-definition.ts';
import type { JobName, JobPayload } from './registry.ts';

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

/** What the runners implement: any job list, so tests can run jobs of their own. */
export type AnyJobRunner = JobRunnerBase & {
  /** Queues a one-off run; resolves with its id once queued (kept), not when it has run. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<string>;
};

/** `deps.jobs`: the registered jobs, with payloads checked at compile time. */
export type Jobs = {
  enqueue<N extends JobName>(
    name: N,
    payload: JobPayload<N>,
    options?: EnqueueOptions,
  ): Promise<string>;
};

export type JobRunner = JobRunnerBase & Jobs;
