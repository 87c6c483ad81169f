import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { deleteRedisKeys } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createBullmqRunner } from './bullmq-runner.ts';
import { defineJob, InvalidJobPayloadError } from './job-definition.ts';
import type { JobRunner } from './job-runner.ts';
import { jobDeps, recordRuns, withQueue } from './job-test-kit.ts';

const BACKOFF_MS = 100;
const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
let testApp: TestApp;
let runner: JobRunner;
const attemptTimes = new Map<string, number[]>();

/** Fails its first `failures` attempts, then succeeds: a transient outage. */
const flakyJob = defineJob({
  name: 'test.flaky',
  payload: z.object({ key: z.string(), failures: z.number().int() }),
  async handler({ payload }) {
    const times = [...(attemptTimes.get(payload.key) ?? []), Date.now()];
    attemptTimes.set(payload.key, times);
    if (times.length <= payload.failures) throw new Error(`transient failure ${times.length}`);
    return { attempts: times.length };
  },
});

const runsByKey = new Map<string, number>();
const countedJob = defineJob({
  name: 'test.counted',
  payload: z.object({ key: z.string() }),
  async handler({ payload }) {
    runsByKey.set(payload.key, (runsByKey.get(payload.key) ?? 0) + 1);
    return {};
  },
});

beforeAll(async () => {
  testApp = await createTestApp();
  const { app } = testApp;
  if (!app.redis) throw new Error('these tests need the local Redis');
  runner = createBullmqRunner({
    redis: app.redis,
    keyPrefix,
    jobs: [flakyJob, countedJob],
    deps: () => jobDeps(app, new Date()),
    log: app.log,
    runWorker: true,
    backoffDelayMs: BACKOFF_MS,
  });
  await runner.start();
});

afterAll(async () => {
  await runner?.close();
  await testApp?.close();
  await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
});

describe('BullMQ runner', () => {
  it('retries a failing job with exponential backoff until it succeeds', async () => {
    const completed = recordRuns(runner.events);
    const failed = recordRuns(runner.events, 'failed');

    const id = await runner.enqueue('test.flaky', { key: 'recovers', failures: 2 });

    expect((await completed.until((run) => run.id === id)).summary).toEqual({ attempts: 3 });
    expect(failed.reports.filter((run) => run.id === id)).toHaveLength(2);
    const [first = 0, second = 0, third = 0] = attemptTimes.get('recovers') ?? [];
    // Timers may round down by a few ms; the doubling is what matters.
    expect(second - first).toBeGreaterThanOrEqual(BACKOFF_MS - 10);
    expect(third - second).toBeGreaterThanOrEqual(2 * BACKOFF_MS - 10);
  });

  it('gives up after five attempts', async () => {
    const failed = recordRuns(runner.events, 'failed');
    const completed = recordRuns(runner.events);

    const id = await runner.enqueue('test.flaky', { key: 'broken', failures: 99 });

    await failed.until((run) => run.id === id && run.attemptsMade === 5);
    // Failed for good, not delayed for a sixth attempt.
    const state = await withQueue(keyPrefix, async (queue) => (await queue.getJob(id))?.getState());
    expect(state).toBe('failed');
    expect(attemptTimes.get('broken')).toHaveLength(5);
    expect(completed.reports.some((run) => run.id === id)).toBe(false);
  });

  it('refuses a payload that fails the job schema before queueing it', async () => {
    await expect(runner.enqueue('test.flaky', { key: 'bad' })).rejects.toBeInstanceOf(
      InvalidJobPayloadError,
    );
    await expect(runner.enqueue('test.unknown', {})).rejects.toThrow(/No job named test.unknown/);
  });

  it('runs a delayed job no sooner than its delay', async () => {
    const completed = recordRuns(runner.events);
    const queuedAt = Date.now();

    const id = await runner.enqueue('test.counted', { key: 'later' }, { delayMs: 300 });

    await completed.until((run) => run.id === id);
    expect(Date.now() - queuedAt).toBeGreaterThanOrEqual(300);
    expect(runsByKey.get('later')).toBe(1);
  });

  it('queues one job per dedupe key while it waits', async () => {
    const completed = recordRuns(runner.events);
    const options = { delayMs: 200, dedupeKey: 'hold:1' };

    const first = await runner.enqueue('test.counted', { key: 'deduped' }, options);
    const second = await runner.enqueue('test.counted', { key: 'deduped' }, options);

    expect(second).toBe(first);
    await completed.until((run) => run.id === first);
    // A later job on another key runs after it: had a second 'deduped' run been queued, it would be done too.
    const sentinel = await runner.enqueue('test.counted', { key: 'sentinel' }, { delayMs: 250 });
    await completed.until((run) => run.id === sentinel);
    expect(runsByKey.get('deduped')).toBe(1);
  });
});
