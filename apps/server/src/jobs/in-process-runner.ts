import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import { InvalidJobPayloadError, type JobDeps, type RunnableJob } from './job-definition.ts';
import {
  JOB_ATTEMPTS,
  JOB_BACKOFF_DELAY_MS,
  type AnyJobRunner,
  type JobRunnerEvents,
} from './job-runner.ts';

export type InProcessRunnerOptions = {
  jobs: readonly RunnableJob[];
  deps: () => JobDeps;
  log: FastifyBaseLogger;
  /** false (JOBS=off): nothing runs here, and without Redis nothing else could run it */
  runWorker: boolean;
  backoffDelayMs?: number;
};

/**
 * Single-node mode (no Redis): the same handlers on timers in this process. Sweeps read their
 * due work from the database, so nothing is lost across restarts; a one-off job queued here is
 * lost if the process stops before it runs.
 */
export function createInProcessRunner(options: InProcessRunnerOptions): AnyJobRunner {
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const backoffDelayMs = options.backoffDelayMs ?? JOB_BACKOFF_DELAY_MS;
  const events = new EventEmitter<JobRunnerEvents>();
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  // A sweep slower than its interval must not pile up runs of itself.
  const sweepsRunning = new Set<string>();
  let closed = false;

  function track(run: Promise<void>) {
    inFlight.add(run);
    void run.finally(() => inFlight.delete(run));
  }

  function later(delayMs: number, fn: () => void, repeat = false) {
    const timer = repeat ? setInterval(fn, delayMs) : setTimeout(fn, delayMs);
    // Timers must never keep a process (or a test run) alive on their own.
    timer.unref();
    timers.add(timer);
    return timer;
  }

  async function attempt(
    job: RunnableJob,
    run: { id: string; payload: unknown; attemptsMade: number; maxAttempts: number },
  ) {
    const { id, payload, attemptsMade } = run;
    const base = { name: job.name, id, attemptsMade: attemptsMade + 1 };
    try {
      const summary = await job.run(options.deps(), payload);
      options.log.debug({ job: job.name, summary }, 'job completed');
      events.emit('completed', { ...base, summary });
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      options.log.warn({ err: failure, job: job.name, attempts: base.attemptsMade }, 'job failed');
      events.emit('failed', { ...base, error: failure });
      const retryable = !(failure instanceof InvalidJobPayloadError);
      if (!retryable || closed || base.attemptsMade >= run.maxAttempts) return;
      const timer = later(backoffDelayMs * 2 ** attemptsMade, () => {
        timers.delete(timer);
        if (!closed) track(attempt(job, { ...run, attemptsMade: base.attemptsMade }));
      });
    }
  }

  function runSweep(job: RunnableJob) {
    if (closed || sweepsRunning.has(job.name)) return;
    sweepsRunning.add(job.name);
    // One attempt: the next tick is the retry.
    const run = { id: randomUUID(), payload: {}, attemptsMade: 0, maxAttempts: 1 };
    track(attempt(job, run).finally(() => sweepsRunning.delete(job.name)));
  }

  return {
    mode: 'in-process',
    events,
    async start() {
      if (!options.runWorker || closed) return;
      for (const job of options.jobs) {
        const everyMs = job.everyMs;
        if (everyMs === undefined) continue;
        // At once too: catch up on what fell due while the process was down.
        runSweep(job);
        later(everyMs, () => runSweep(job), true);
      }
    },
    async enqueue(name, payload) {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name} is registered`);
      const parsed = job.parsePayload(payload);
      const id = randomUUID();
      if (closed) throw new Error('The job runner is closed');
      if (!options.runWorker) {
        options.log.warn(
          { job: name },
          'job dropped: JOBS=off and no Redis to queue it for a worker',
        );
        return id;
      }
      track(attempt(job, { id, payload: parsed, attemptsMade: 0, maxAttempts: JOB_ATTEMPTS }));
      return id;
    },
    async close() {
      closed = true;
      // clearTimeout clears intervals too.
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}
