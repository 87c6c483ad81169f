import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allNotifications,
  book,
  HOUR_MS,
  inMs,
  insertSocialAt,
  jobDeps,
  recordingEmitter,
} from '../modules/notifications/jobs/job-test-support.ts';
import { closeClients, listenOnFreePort, registerUser } from '../realtime/realtime-test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createInProcessRunner } from './in-process-runner.ts';
import { defineJob } from './job-definition.ts';
import { expireThroughJobs, recordRuns } from './job-test-support.ts';

// Single-node mode: no Redis, the jobs run on timers inside the API process.
let testApp: TestApp;
let url: string;

beforeAll(async () => {
  testApp = await createTestApp({ env: { REDIS: 'off', JOBS: 'on' } });
  url = await listenOnFreePort(testApp.app);
});

afterAll(async () => {
  closeClients();
  await testApp?.close();
});

const until = async (condition: () => boolean) => {
  const deadline = Date.now() + 5000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

describe('jobs without Redis (in-process)', () => {
  it('runs the same expiry handler and pushes to the open socket', async () => {
    expect(testApp.app.jobs.mode).toBe('in-process');
    const { run, pushed, expired, rowGone } = await expireThroughJobs(testApp.app, url);
    expect(run.name).toBe('notifications.expire');
    expect(pushed).toEqual({ ids: [expired] });
    expect(rowGone).toBe(true);
  });

  it('runs the same reminder handler', async () => {
    const { app } = testApp;
    const organiser = await registerUser(app, 'Olivia');
    const player = await registerUser(app, 'Alex');
    const socialId = await insertSocialAt(app, {
      organizerId: organiser.userId,
      startsAt: inMs(new Date(), HOUR_MS),
    });
    await book(app, socialId, [player.userId]);
    const runs = recordRuns(app.jobs.events);

    const id = await app.jobs.enqueue('socials.remind', {});

    await runs.until((run) => run.id === id);
    const reminders = (await allNotifications(app)).filter((row) => row.socialId === socialId);
    expect(reminders.map((row) => ({ userId: row.userId, kind: row.kind }))).toEqual([
      { userId: player.userId, kind: 'reminder' },
    ]);
  });
});

describe('in-process scheduler', () => {
  const deps = () => jobDeps(testApp.app, recordingEmitter().realtime, new Date());

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
    const runner = createInProcessRunner({
      jobs: [sweep],
      deps,
      log: testApp.app.log,
      runWorker: true,
    });

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

  it('retries a failing one-off job with backoff', async () => {
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
    const runner = createInProcessRunner({
      jobs: [flaky],
      deps,
      log: testApp.app.log,
      runWorker: true,
      backoffDelayMs: 5,
    });
    const failed = recordRuns(runner.events, 'failed');
    const completed = recordRuns(runner.events);

    const id = await runner.enqueue('test.flaky', {});

    expect((await completed.until((run) => run.id === id)).summary).toEqual({ attempts: 3 });
    expect(failed.reports.map((run) => run.attemptsMade)).toEqual([1, 2]);
    await runner.close();
  });
});
