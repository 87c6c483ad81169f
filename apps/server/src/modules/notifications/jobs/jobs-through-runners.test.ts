import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { recordRuns } from '../../../jobs/job-test-kit.ts';
import { startWorker } from '../../../jobs/start-worker.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  nextEvent,
} from '../../../realtime/realtime-test-kit.ts';
import { deleteRedisKeys, signUp } from '../../../test/factories.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../../../test/test-app.ts';
import { moduleJobs } from '../../index.ts';
import {
  allNotifications,
  book,
  expireThroughJobs,
  HOUR_MS,
  inMs,
  insertNotification,
  insertSocialAt,
} from '../notifications-test-kit.ts';
import { expireNotificationsJob } from './expire-notifications.job.ts';
import { remindAttendeesJob } from './remind-attendees.job.ts';

/**
 * The notifications' jobs run the same way through each runner the app can have: in process
 * without Redis, BullMQ in an API process, and a standalone worker beside an API with JOBS=off.
 */

afterAll(() => {
  closeClients();
});

/** A social starting in an hour with Alex holding a place, organised by Olivia. */
async function socialWithAPlayer(app: FastifyInstance) {
  const organiser = await signUp(app, 'Olivia');
  const player = await signUp(app, 'Alex');
  const socialId = await insertSocialAt(app, {
    organizerId: organiser.id,
    startsAt: inMs(new Date(), HOUR_MS),
  });
  await book(app, socialId, [player.id]);
  return { socialId, player };
}

// Single-node mode: no Redis, the jobs run on timers inside the API process.
describe('jobs without Redis (in-process)', () => {
  let testApp: TestApp;
  let url: string;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { REDIS: 'off', JOBS: 'on' } });
    url = await listenOnFreePort(testApp.app);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('runs the same expiry handler and pushes to the open socket', async () => {
    expect(testApp.app.jobs.mode).toBe('in-process');
    const { run, pushed, expired, rowGone } = await expireThroughJobs(testApp.app, url);
    expect(run.name).toBe('notifications.expire');
    expect(pushed).toEqual({ ids: [expired] });
    expect(rowGone).toBe(true);
  });

  it('runs the same reminder handler', async () => {
    const { app } = testApp;
    const { socialId, player } = await socialWithAPlayer(app);
    const runs = recordRuns(app.jobs.events);

    const id = await remindAttendeesJob.enqueue(app.deps, {});

    await runs.until((run) => run.id === id);
    const reminders = (await allNotifications(app)).filter((row) => row.socialId === socialId);
    expect(reminders.map((row) => ({ userId: row.userId, kind: row.kind }))).toEqual([
      { userId: player.id, kind: 'reminder' },
    ]);
  });
});

// As deployed at scale: API processes and a worker sharing PostgreSQL and Redis.
describe('jobs with Redis (BullMQ)', () => {
  const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let worker: TestApp;
  let workerUrl: string;
  let api: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    worker = await createTestApp({ databaseUrl: database.url, keyPrefix, env: { JOBS: 'on' } });
    workerUrl = await listenOnFreePort(worker.app);
    api = await createTestApp({ databaseUrl: database.url, keyPrefix });
  });

  afterAll(async () => {
    await api?.close();
    await worker?.close();
    await database?.drop();
    await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
  });

  it('runs a queued job through Redis and pushes its result to the open socket', async () => {
    expect(worker.app.jobs.mode).toBe('bullmq');
    const { run, pushed, expired, rowGone } = await expireThroughJobs(worker.app, workerUrl);
    expect(run.name).toBe('notifications.expire');
    expect(run.summary).toBeDefined();
    expect(pushed).toEqual({ ids: [expired] });
    expect(rowGone).toBe(true);
  });

  it('lets an API with JOBS=off queue work that a worker elsewhere runs', async () => {
    expect(api.config.jobs.runInApi).toBe(false);
    const { socialId, player } = await socialWithAPlayer(api.app);
    const socket = await connect(workerUrl, { token: player.token });
    const pushed = nextEvent(socket, 'notification:created');
    const runs = recordRuns(worker.app.jobs.events);

    const id = await remindAttendeesJob.enqueue(api.app.deps, {});

    await runs.until((report) => report.id === id);
    expect(await pushed).toMatchObject({ kind: 'reminder', socialId, firstName: 'Olivia' });
    const reminders = (await allNotifications(api.app)).filter((row) => row.socialId === socialId);
    expect(reminders.map((row) => row.userId)).toEqual([player.id]);
  });
});

// `npm run worker` beside an API process with JOBS=off: the worker holds no sockets.
describe('the standalone worker', () => {
  const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
  let api: TestApp;
  let apiUrl: string;
  let worker: FastifyInstance;

  beforeAll(async () => {
    api = await createTestApp({ keyPrefix });
    apiUrl = await listenOnFreePort(api.app);
    worker = await startWorker(api.config, { jobs: moduleJobs });
  });

  afterAll(async () => {
    await worker?.close();
    await api?.close();
    await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
  });

  it("runs the API's queued job and reaches the socket open on the API through Redis", async () => {
    expect(api.config.jobs.runInApi).toBe(false);
    const sam = await signUp(api.app, 'Sam');
    const expired = await insertNotification(api.app, {
      userId: sam.id,
      expiresAt: inMs(new Date(), -1000),
    });
    const socket = await connect(apiUrl, { token: sam.token });
    const pushed = nextEvent(socket, 'notification:expired');
    const runs = recordRuns(worker.jobs.events);

    const id = await expireNotificationsJob.enqueue(api.app.deps, {});

    await runs.until((run) => run.id === id);
    expect(await pushed).toEqual({ ids: [expired] });
    expect((await allNotifications(api.app)).some((row) => row.id === expired)).toBe(false);
  });
});
