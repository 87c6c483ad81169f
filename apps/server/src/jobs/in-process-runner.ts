import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../deps.ts';
import { InvalidJobPayloadError, type RunnableJob } from './job-definition.ts';
import { JOB_RETRY, retryDelayMs, type JobRunner, type JobRunnerEvents } from './job-runner.ts';
import {
  claimDueJob,
  deleteScheduledJob,
  failScheduledJob,
  insertScheduledJob,
  rescheduleJob,
} from './scheduled-jobs-repository.ts';

export type InProcessRunnerOptions = {
  jobs: readonly RunnableJob[];
  /** read at each use: the app's deps are assembled after the runner */
  deps: () => Deps;
  log: FastifyBaseLogger;
  /** false (JOBS=off): jobs are kept in the database for a process that runs them */
  runWorker: boolean;
  backoffDelayMs?: number;
  /** how often due one-off jobs are looked for */
  pollMs?: number;
};

/** A claimed job is this process's for this long; were it to crash, another may take it after. */
const CLAIM_MS = 5 * 60 * 1000;
const DEFAULT_POLL_MS = 1000;

/**
 * Single-node mode (no Redis): the same handlers in this process. One-off jobs wait in the
 * scheduled_jobs table, so a restart loses none; sweeps run on timers and read their due work
 * from the database. Failed runs retry with the same policy as BullMQ.
 */
export function createInProcessRunner(options: InProcessRunnerOptions): JobRunner {
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const backoffDelayMs = options.backoffDelayMs ?? JOB_RETRY.backoffDelayMs;
  const events = new EventEmitter<JobRunnerEvents>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  // A sweep slower than its interval must not pile up runs of itself.
  const sweepsRunning = new Set<string>();
  let draining: Promise<void> | undefined;
  let started = false;
  let closed = false;

  function track(run: Promise<void>) {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  function every(intervalMs: number, fn: () => void) {
    const timer = setInterval(fn, intervalMs);
    // Timers must never keep a process (or a test run) alive on their own.
    timer.unref();
    timers.add(timer);
  }

  async function runOnce(job: RunnableJob, id: string, payload: unknown, attemptsMade: number) {
    const report = { name: job.name, id, attemptsMade };
    try {
      const summary = await job.run(options.deps(), payload);
      options.log.debug({ job: job.name, summary }, 'job completed');
      events.emit('completed', { ...report, summary });
      return undefined;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      options.log.warn({ err: failure, job: job.name, attempts: attemptsMade }, 'job failed');
      events.emit('failed', { ...report, error: failure });
      return failure;
    }
  }

  function runSweep(job: RunnableJob) {
    if (closed || sweepsRunning.has(job.name)) return;
    sweepsRunning.add(job.name);
    // One attempt: the next tick is the retry.
    track(
      runOnce(job, randomUUID(), {}, 1).then(
        () => void sweepsRunning.delete(job.name),
        () => void sweepsRunning.delete(job.name),
      ),
    );
  }

  async function runClaimed(claimed: NonNullable<Awaited<ReturnType<typeof claimDueJob>>>) {
    const { db, clock } = options.deps();
    const job = byName.get(claimed.name);
    // Claimed by name, so always known; the check keeps the types honest.
    if (!job) return;
    const failure = await runOnce(job, claimed.id, claimed.payload, claimed.attemptsMade);
    if (!failure) {
      await deleteScheduledJob(db, claimed);
      return;
    }
    const givesUp =
      failure instanceof InvalidJobPayloadError || claimed.attemptsMade >= JOB_RETRY.attempts;
    if (givesUp) {
      options.log.error({ job: claimed.name, id: claimed.id, err: failure }, 'job gave up');
      await failScheduledJob(db, claimed, clock.now(), failure.message);
    } else {
      const runAt = new Date(
        clock.now().getTime() + retryDelayMs(claimed.attemptsMade, backoffDelayMs),
      );
      await rescheduleJob(db, claimed, runAt, failure.message);
    }
  }

  /** Runs every due one-off job, one at a time; a call while draining joins that drain. */
  function drain(): Promise<void> {
    draining ??= (async () => {
      try {
        while (!closed) {
          const { db, clock } = options.deps();
          const now = clock.now();
          const claimed = await claimDueJob(db, {
            now,
            lockedUntil: new Date(now.getTime() + CLAIM_MS),
            names: [...byName.keys()],
          });
          if (!claimed) break;
          await runClaimed(claimed);
        }
      } catch (error) {
        if (!closed) options.log.error({ err: error }, 'could not run queued jobs');
      } finally {
        draining = undefined;
      }
    })();
    return draining;
  }

  return {
    mode: 'in-process',
    events,
    async start() {
      if (!options.runWorker || closed || started) return;
      started = true;
      for (const job of options.jobs) {
        const everyMs = job.everyMs;
        if (everyMs === undefined) continue;
        // At once too: catch up on what fell due while the process was down.
        runSweep(job);
        every(everyMs, () => runSweep(job));
      }
      track(drain());
      every(options.pollMs ?? DEFAULT_POLL_MS, () => track(drain()));
    },
    async enqueue(name, payload, { delayMs = 0, dedupeKey } = {}) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name} is registered`);
      if (closed) throw new Error('The job runner is closed');
      // Checked now, where the caller sees why; kept as given and parsed again when it runs.
      job.parsePayload(payload);
      const { db, clock } = options.deps();
      const id = await insertScheduledJob(db, {
        name,
        payload,
        runAt: new Date(clock.now().getTime() + delayMs),
        ...(dedupeKey ? { dedupeKey } : {}),
      });
      if (started && delayMs === 0) track(drain());
      return id;
    },
    async close() {
      closed = true;
      for (const timer of timers) clearInterval(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
