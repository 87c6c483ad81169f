import type { EventEmitter } from 'node:events';
import { Queue } from 'bullmq';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { bullmqPrefix, JOBS_QUEUE_NAME } from './bullmq-runner.ts';
import type { JobRunReport, JobRunnerEvents } from './job-runner.ts';
import { inject } from 'vitest';
import {
  allNotifications,
  inMs,
  insertNotification,
} from '../modules/notifications/jobs/job-test-support.ts';
import { connect, nextEvent } from '../realtime/realtime-test-support.ts';
import { signUp } from '../test/factories.ts';

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

/**
 * Queues an expiry sweep through whichever runner the app has, with Sam's socket open, and
 * answers what the run reported, what the socket heard and whether the expired row is gone.
 */
export async function expireThroughJobs(app: FastifyInstance, url: string) {
  const sam = await signUp(app, 'Sam');
  const expired = await insertNotification(app, {
    userId: sam.id,
    expiresAt: inMs(new Date(), -1000),
  });
  const socket = await connect(url, { token: sam.token });
  const pushed = nextEvent(socket, 'notification:expired');
  const runs = recordRuns(app.jobs.events);

  const id = await app.jobs.enqueue('notifications.expire', {});

  const run = await runs.until((report) => report.id === id);
  const rowGone = !(await allNotifications(app)).some((row) => row.id === expired);
  return { run, pushed: await pushed, expired, rowGone };
}
