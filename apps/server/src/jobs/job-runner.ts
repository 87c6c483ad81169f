import type { EventEmitter } from 'node:events';
import type { JobSummary } from './job-definition.ts';
import type { JobName, JobPayload } from './registry.ts';

/** Attempts per one-off job before it is given up; sweeps simply run again on their next tick. */
export const JOB_ATTEMPTS = 5;
/** First retry after this delay, then doubling (BullMQ's exponential backoff). */
export const JOB_BACKOFF_DELAY_MS = 1000;

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
  /** Queues a one-off run; resolves with its id once queued, not when it has run. */
  enqueue(name: string, payload: unknown): Promise<string>;
};

/** `app.jobs`: the registered jobs, with payloads checked at compile time. */
export type JobRunner = JobRunnerBase & {
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>): Promise<string>;
};
