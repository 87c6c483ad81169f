import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { manualClock, type Clock } from '../clock.ts';
import { scheduledJobs } from '../db/schema/index.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import { defineJob, type RunnableJob } from './job-definition.ts';
import { JOB_RETRY, retryDelayMs } from './job-runner.ts';
import { recordRuns } from './job-test-kit.ts';

// Single-node mode: no Redis, the jobs run on timers inside the API process.
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REDIS: 'off', JOBS: 'on' } });
});

afterAll(async () => {
  await testApp?.close();
});

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('in-process scheduler', () => {
  const deps =
    (clock: Clock = manualClock()) =>
    () => ({
      ...testApp.app.deps,
      clock,
    });
  const runnerFor = (jobs: RunnableJob[], clock?: Clock, backoffDelayMs?: number) =>
    createInProcessRunner({
      jobs,
      deps: deps(clock),
      log: testApp.app.log,
      runWorker: true,
      pollMs: 10,
      ...(backoffDelayMs === undefined ? {} : { backoffDelayMs }),
    });

  it('runs a sweep at start and on every tick, never overlapping itself, and stops on close', async () => {
    let runs = 0;
    let running = 0;
    let mostAtOnce = 0;
    let release = () => {};
    const sweep = defineJob({
      name: 'test.sweep',
      payload: z.object({}),
      everyMs: 10,
      async handler() {
        runs += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        // The second run hangs across many ticks until released.
        if (runs === 2) await new Promise<void>((resolve) => (release = resolve));
        running -= 1;
        return {};
      },
    });
    const runner = runnerFor([sweep]);

    await runner.start();
    expect(runs).toBe(1);
    await until(() => runs === 2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(2);
    release();
    await until(() => runs >= 4);
    expect(mostAtOnce).toBe(1);

    await runner.close();
    const afterClose = runs;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(afterClose);
  });

  it('retries a failing one-off job with the shared backoff', async () => {
    let attempts = 0;
    const flaky = defineJob({
      name: 'test.flaky',
      payload: z.object({}),
      async handler() {
        attempts += 1;
        if (attempts < 3) throw new Error('transient');
        return { attempts };
      },
    });
    // Real time here: the clock only decides when a retry is due.
    const runner = runnerFor([flaky], { now: () => new Date() }, 5);
    await runner.start();
    const failed = recordRuns(runner.events, 'failed');
    const completed = recordRuns(runner.events);

    const id = await runner.enqueue('test.flaky', {});

    expect((await completed.until((run) => run.id === id)).summary).toEqual({ attempts: 3 });
    expect(failed.reports.map((run) => run.attemptsMade)).toEqual([1, 2]);
    await runner.close();
  });

  it('keeps a delayed job in the database, so a restart does not lose it', async () => {
    const ran: string[] = [];
    const later = defineJob({
      name: 'test.later',
      payload: z.object({ key: z.string() }),
      async handler({ payload }) {
        ran.push(payload.key);
        return {};
      },
    });
    const clock = manualClock(new Date('2030-01-01T10:00:00Z'));
    const before = runnerFor([later], clock);
    await before.start();
    await before.enqueue('test.later', { key: 'hold-expiry' }, { delayMs: 60_000 });
    clock.advance(30_000);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ran).toEqual([]);
    // The process stops before the job is due; a new one starts after it fell due.
    await before.close();
    clock.advance(31_000);
    const after = runnerFor([later], clock);
    const completed = recordRuns(after.events);
    await after.start();

    await completed.until((run) => run.name === 'test.later');
    expect(ran).toEqual(['hold-expiry']);
    await after.close();
  });

  it('queues one job per dedupe key while it waits', async () => {
    const ran: string[] = [];
    const counted = defineJob({
      name: 'test.counted',
      payload: z.object({ key: z.string() }),
      async handler({ payload }) {
        ran.push(payload.key);
        return {};
      },
    });
    const clock = manualClock();
    const runner = runnerFor([counted], clock);
    await runner.start();
    const options = { delayMs: 1000, dedupeKey: 'hold:7' };

    const first = await runner.enqueue('test.counted', { key: 'deduped' }, options);
    const second = await runner.enqueue('test.counted', { key: 'deduped' }, options);
    expect(second).toBe(first);

    const completed = recordRuns(runner.events);
    clock.advance(1000);
    await completed.until((run) => run.id === first);
    const sentinel = await runner.enqueue('test.counted', { key: 'sentinel' });
    await completed.until((run) => run.id === sentinel);
    expect(ran).toEqual(['deduped', 'sentinel']);
    await runner.close();
  });
});

describe('in-process runner, one-off jobs kept in the database', () => {
  const deps = () => testApp.app.deps;
  const rowOf = async (id: string) => {
    const [row] = await testApp.app.deps.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.id, id));
    return row;
  };

  it('gives a job up after five attempts, keeping it for inspection with its key freed', async () => {
    const broken = defineJob({
      name: 'test.broken',
      payload: z.object({}),
      async handler() {
        throw new Error('still broken');
      },
    });
    const runner = createInProcessRunner({
      jobs: [broken],
      deps,
      log: testApp.app.log,
      runWorker: true,
      pollMs: 5,
      backoffDelayMs: 1,
    });
    const failed = recordRuns(runner.events, 'failed');
    await runner.start();

    const id = await runner.enqueue('test.broken', {}, { dedupeKey: 'broken:1' });

    await failed.until((run) => run.id === id && run.attemptsMade === JOB_RETRY.attempts);
    await runner.close();
    const row = await rowOf(id);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row).toMatchObject({ attemptsMade: 5, lastError: 'still broken', dedupeKey: null });
    expect(failed.reports.filter((run) => run.id === id)).toHaveLength(5);
  });

  it('leaves a job it does not know to a process that does', async () => {
    const known = defineJob({
      name: 'test.known',
      payload: z.object({}),
      async handler() {
        return {};
      },
    });
    const newer = defineJob({ ...known, name: 'test.only-newer' });
    const older = createInProcessRunner({
      jobs: [known],
      deps,
      log: testApp.app.log,
      runWorker: true,
      pollMs: 5,
    });
    const newerProcess = createInProcessRunner({
      jobs: [known, newer],
      deps,
      log: testApp.app.log,
      runWorker: false,
    });
    const unknownToOlder = await newerProcess.enqueue('test.only-newer', {});
    const ran = recordRuns(older.events);
    await older.start();

    // A job it knows, queued after: once it has run, the older process has passed the other by.
    const sentinel = await older.enqueue('test.known', {});
    await ran.until((run) => run.id === sentinel);
    await older.close();
    expect(ran.reports.map((run) => run.id)).not.toContain(unknownToOlder);
    expect(await rowOf(unknownToOlder)).toMatchObject({ failedAt: null, attemptsMade: 0 });
  });
});

describe('one retry policy', () => {
  it('waits the base delay, then doubles it, for both runners', () => {
    expect([1, 2, 3, 4].map((attempts) => retryDelayMs(attempts, 100))).toEqual([
      100, 200, 400, 800,
    ]);
    expect(JOB_RETRY.attempts).toBe(5);
  });
});
