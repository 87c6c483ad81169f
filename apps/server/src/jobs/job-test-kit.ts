import type { EventEmitter } from 'node:events';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { bullmqPrefix, JOBS_QUEUE_NAME } from './bullmq-runner.ts';
import type { JobRunReport, JobRunnerEvents } from './job-runner.ts';
import { manualClock } from '../clock.ts';
import type { Deps } from '../deps.ts';
import { inject } from 'vitest';

const redisUrl = () => inject('testRedisUrl');

const WAIT_MS = 10_000;

/**
 * Records every finished run from now on; `until` waits for one that matches. Recording from the
 * start means a run that finishes before the test starts waiting is not missed.
 */
export function recordRuns(
  events: EventEmitter<JobRunnerEvents>,
  outcome: keyof JobRunnerEvents = 'completed',
) {
  const reports: JobRunReport[] = [];
  const waiters = new Set<() => void>();
  events.on(outcome, (report) => {
    reports.push(report);
    for (const waiter of waiters) waiter();
  });
  return {
    reports,
    until(matches: (report: JobRunReport) => boolean): Promise<JobRunReport> {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching ${outcome} job run within ${WAIT_MS} ms`));
        }, WAIT_MS);
        const check = () => {
          const found = reports.find(matches);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        waiters.add(check);
        check();
      });
    },
  };
}

/** What BullMQ holds in Redis under an app key prefix, seen as any other process would. */
export async function withQueue<T>(
  keyPrefix: string,
  use: (queue: Queue) => Promise<T>,
  url = redisUrl(),
): Promise<T> {
  const connection = new Redis(url, { maxRetriesPerRequest: null });
  const queue = new Queue(JOBS_QUEUE_NAME, { connection, prefix: bullmqPrefix(keyPrefix) });
  try {
    return await use(queue);
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

/** The app's deps, with the clock stopped at `now`. */
export function jobDeps(app: FastifyInstance, now: Date): Deps {
  return { ...app.deps, clock: manualClock(now) };
}
