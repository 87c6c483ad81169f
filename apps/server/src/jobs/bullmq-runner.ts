import { EventEmitter } from 'node:events';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Deps } from '../deps.ts';
import { InvalidJobPayloadError, type RunnableJob } from './job-definition.ts';
import {
  JOB_RETRY,
  retryDelayMs,
  type JobRunner,
  type JobRunnerEvents,
  type JobSummary,
} from './job-runner.ts';

/** One queue for every job: jobs are few and light, and one worker dispatches on the name. */
export const JOBS_QUEUE_NAME = 'jobs';

export type BullmqRunnerOptions = {
  redis: Redis;
  /** the app's REDIS_KEY_PREFIX, so two deployments (or test runs) never share a queue */
  keyPrefix: string;
  jobs: readonly RunnableJob[];
  /** read at each run: the app's deps are assembled after the runner */
  deps: () => Deps;
  log: FastifyBaseLogger;
  /** false: only enqueue, another process (npm run worker) runs the jobs */
  runWorker: boolean;
  backoffDelayMs?: number;
  /** BullMQ's crash detection; production keeps BullMQ's defaults (30 s), tests shorten it */
  stalledJobs?: StalledJobSettings;
};

export type StalledJobSettings = {
  /** a worker holds a running job's lock this long, renewing it while alive */
  lockDurationMs?: number;
  /** how often a worker looks for jobs whose lock expired (their worker died) to run them again */
  stalledIntervalMs?: number;
};

/** BullMQ's key prefix for an app key prefix ('betterplay:' gives 'betterplay:bull:jobs:...'). */
export const bullmqPrefix = (keyPrefix: string) => `${keyPrefix}bull`;

export function createBullmqRunner(options: BullmqRunnerOptions): JobRunner {
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const prefix = bullmqPrefix(options.keyPrefix);
  // BullMQ needs commands to wait for a reconnect instead of failing after one retry, which
  // the app's client does so that HTTP requests fail fast.
  const connection = options.redis.duplicate({ maxRetriesPerRequest: null });
  connection.on('error', () => {
    // Reported through the queue's and the worker's error events below.
  });
  const events = new EventEmitter<JobRunnerEvents>();
  let queue: Queue | undefined;
  let worker: Worker | undefined;
  let closed = false;
  let sweepsScheduled = false;
  let rescheduling: Promise<void> = Promise.resolve();

  // A Redis restarted without persistence comes back empty, schedules included: whenever the
  // connection is ready again, put them back (upserting is idempotent, so a mere reconnect is fine).
  connection.on('ready', () => {
    if (!sweepsScheduled || closed) return;
    rescheduling = rescheduling.then(async () => {
      if (closed) return;
      try {
        await scheduleSweeps(getQueue());
        options.log.info('Redis reconnected: sweep schedules re-created');
      } catch (error) {
        // The connection dropped again (its next 'ready' tries again), or the runner closed.
        if (!closed) options.log.error({ err: error }, 'could not re-create the sweep schedules');
      }
    });
  });

  // Created on first use: an API with JOBS=off that never enqueues opens no extra connection.
  function getQueue(): Queue {
    if (queue) return queue;
    queue = new Queue(JOBS_QUEUE_NAME, {
      connection,
      prefix,
      defaultJobOptions: {
        attempts: JOB_RETRY.attempts,
        // The worker's backoffStrategy: the same waits as the in-process runner.
        backoff: { type: 'shared' },
        // Enough history to debug with, without growing Redis forever.
        removeOnComplete: { count: 100 },
        removeOnFail: { count: 500 },
      },
    });
    queue.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    return queue;
  }

  async function processJob(job: Job): Promise<JobSummary> {
    const definition = byName.get(job.name);
    if (!definition) throw new UnrecoverableError(`No job named ${job.name} is registered`);
    try {
      return await definition.run(options.deps(), job.data);
    } catch (error) {
      // A payload that fails its schema fails the same way on every retry.
      if (error instanceof InvalidJobPayloadError) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  async function scheduleSweeps(target: Queue) {
    const sweeps = options.jobs.filter((job) => job.everyMs !== undefined);
    for (const sweep of sweeps) {
      // Upserting by name keeps one schedule however many processes start.
      await target.upsertJobScheduler(
        sweep.name,
        { every: sweep.everyMs },
        // One attempt, as in the in-process runner: the next tick is the retry.
        { name: sweep.name, data: {}, opts: { attempts: 1 } },
      );
    }
    const known = new Set(sweeps.map((sweep) => sweep.name));
    for (const scheduler of await target.getJobSchedulers()) {
      if (!known.has(scheduler.key)) await target.removeJobScheduler(scheduler.key);
    }
  }

  function startWorker(): Worker {
    const backoffDelayMs = options.backoffDelayMs ?? JOB_RETRY.backoffDelayMs;
    const { lockDurationMs, stalledIntervalMs } = options.stalledJobs ?? {};
    const started = new Worker(JOBS_QUEUE_NAME, processJob, {
      connection,
      prefix,
      concurrency: 1,
      ...(lockDurationMs === undefined ? {} : { lockDuration: lockDurationMs }),
      ...(stalledIntervalMs === undefined ? {} : { stalledInterval: stalledIntervalMs }),
      settings: { backoffStrategy: (attemptsMade) => retryDelayMs(attemptsMade, backoffDelayMs) },
    });
    started.on('error', (error) => options.log.error({ err: error }, 'job worker error'));
    started.on('completed', (job, summary: JobSummary) => {
      options.log.debug({ job: job.name, summary }, 'job completed');
      events.emit('completed', report(job, { summary }));
    });
    started.on('failed', (job, error) => {
      options.log.warn({ err: error, job: job?.name, attempts: job?.attemptsMade }, 'job failed');
      if (job) events.emit('failed', report(job, { error }));
    });
    return started;
  }

  return {
    mode: 'bullmq',
    events,
    async start() {
      if (!options.runWorker || worker || closed) return;
      await scheduleSweeps(getQueue());
      sweepsScheduled = true;
      worker = startWorker();
    },
    async enqueue(name, payload, { delayMs, dedupeKey } = {}) {
      const definition = byName.get(name);
      if (!definition) throw new Error(`No job named ${name} is registered`);
      if (closed) throw new Error('The job runner is closed');
      // Checked now, where the caller sees why; kept as given and parsed again when it runs.
      definition.parsePayload(payload);
      const job = await getQueue().add(name, payload, {
        ...(delayMs ? { delay: delayMs } : {}),
        ...(dedupeKey ? { deduplication: { id: dedupeKey } } : {}),
      });
      return job.id ?? '';
    },
    async close() {
      closed = true;
      await worker?.close();
      await queue?.close();
      connection.disconnect();
    },
  };
}

function report(job: Job, outcome: { summary?: JobSummary; error?: Error }) {
  return { name: job.name, id: job.id ?? '', attemptsMade: job.attemptsMade, ...outcome };
}
