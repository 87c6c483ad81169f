import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { manualClock } from '../clock.ts';
import { connectRedis } from '../redis.ts';
import { startPrivateRedis, type PrivateRedis } from '../test/private-redis.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createBullmqRunner } from './bullmq-runner.ts';
import { defineJob } from './job-definition.ts';
import { recordRuns, withQueue } from './job-test-kit.ts';

// Fault test: the Redis under the job runner is killed (SIGKILL) and a new, empty one started on
// the same port, as when a Redis without persistence restarts. Only this file's own redis-server.
const RESTART_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = 90_000;

let redis: PrivateRedis;
beforeAll(async () => {
  redis = await startPrivateRedis();
});
afterAll(async () => {
  await redis?.stop();
});

const tickSweep = defineJob({
  name: 'test.tick',
  payload: z.object({}),
  everyMs: 200,
  async handler() {
    return {};
  },
});

describe('sweeps across a Redis restart without persistence', { timeout: TEST_TIMEOUT_MS }, () => {
  it('re-creates the schedule and keeps the worker consuming once the new Redis is up', async () => {
    const testApp = await createTestApp();
    const client = await connectRedis({
      url: redis.url,
      enabled: true,
      connectTimeoutMs: 5000,
      log: testApp.app.log,
    });
    if (!client) throw new Error('the private Redis did not answer');
    const keyPrefix = 'bp-restart:';
    const runner = createBullmqRunner({
      redis: client,
      keyPrefix,
      jobs: [tickSweep],
      deps: () => testApp.app.deps,
      log: testApp.app.log,
      runWorker: true,
    });
    try {
      const runs = recordRuns(runner.events);
      await runner.start();
      await runs.until((run) => run.name === 'test.tick');

      await redis.restart();
      const runsBeforeRestart = runs.reports.length;

      // Two runs after the restart: the schedule repeats again, it did not just fire once.
      await waitFor(async () => {
        expect(runs.reports.length).toBeGreaterThanOrEqual(runsBeforeRestart + 2);
      });
      const schedulers = await withQueue(
        keyPrefix,
        (queue) => queue.getJobSchedulers().then((found) => found.map((s) => s.key)),
        redis.url,
      );
      expect(schedulers).toEqual(['test.tick']);
    } finally {
      await runner.close();
      client.disconnect();
      await testApp.close();
    }
  });

  it('reports the overdue sweeps degraded while their schedules are gone, and ok once they run again', async () => {
    const clock = manualClock(new Date('2030-05-01T10:00:00.000Z'));
    // The app with its own sweeps (every 60 s), its jobs on, on the private Redis.
    const testApp: TestApp = await createTestApp({
      env: { REDIS_URL: redis.url, JOBS: 'on' },
      clock,
    });
    const { app } = testApp;
    try {
      // A new schedule runs at once: every sweep succeeds at the clock's time.
      const everySweepAtNow = async () => {
        const { sweeps } = await health(app);
        expect(sweeps.length).toBeGreaterThan(1);
        expect(sweeps.map(lastRun)).toEqual(sweeps.map(() => isoNow(clock)));
      };
      await waitFor(everySweepAtNow);
      expect((await health(app)).status).toBe('ok');

      await redis.stop();
      // Three intervals without a run, by the app's clock: the minute sweeps are overdue.
      clock.advance(3 * 60_000 + 1);
      const duringOutage = await health(app);
      // It answers from the database alone while Redis is down.
      expect(duringOutage).toMatchObject({ statusCode: 200, status: 'degraded' });
      expect(duringOutage.redis).toEqual({ state: 'down' });
      const minuteSweeps = duringOutage.sweeps.filter(
        (sweep: { everyMs: number }) => sweep.everyMs === 60_000,
      );
      expect(minuteSweeps.map((sweep: { overdue: boolean }) => sweep.overdue)).toEqual([
        true,
        true,
        true,
        true,
        true,
      ]);

      await redis.restart();
      // The empty Redis gets the schedules back, whose first run is immediate.
      await waitFor(async () => {
        const after = await health(app);
        expect(after.status).toBe('ok');
        await everySweepAtNow();
      });
    } finally {
      await testApp.close();
    }
  });
});

async function health(app: FastifyInstance) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
  return { statusCode: response.statusCode, ...response.json().data };
}

const lastRun = (sweep: { lastSucceededAt: string | null }) => sweep.lastSucceededAt;
const isoNow = (clock: { now(): Date }) => clock.now().toISOString();

/** Waits for something that happens after a restart; the timeout is only there to end a failure. */
const waitFor = (assertion: () => Promise<void>) =>
  vi.waitFor(assertion, { timeout: RESTART_TIMEOUT_MS, interval: 100 });
