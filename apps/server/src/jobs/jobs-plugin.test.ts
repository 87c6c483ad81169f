import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  allNotifications,
  book,
  HOUR_MS,
  inMs,
  insertSocialAt,
} from '../modules/notifications/jobs/job-test-support.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  nextEvent,
} from '../realtime/realtime-test-support.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import { deleteRedisKeys, signUp } from '../test/factories.ts';
import { expireThroughJobs, recordRuns, withQueue } from './job-test-support.ts';

// As deployed at scale: API processes and a worker sharing PostgreSQL and Redis.
const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let worker: TestApp;
let workerUrl: string;
const opened: TestApp[] = [];

async function startInstance(env: Record<string, string> = {}) {
  const instance = await createTestApp({ databaseUrl: database.url, keyPrefix, env });
  opened.push(instance);
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
  worker = await startInstance({ JOBS: 'on' });
  workerUrl = await listenOnFreePort(worker.app);
});

afterAll(async () => {
  closeClients();
  for (const instance of opened) await instance.close();
  await database?.drop();
  await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
});

describe('jobs with Redis (BullMQ)', () => {
  it('runs a queued job through Redis and pushes its result to the open socket', async () => {
    expect(worker.app.jobs.mode).toBe('bullmq');
    const { run, pushed, expired, rowGone } = await expireThroughJobs(worker.app, workerUrl);
    expect(run.name).toBe('notifications.expire');
    expect(run.summary).toBeDefined();
    expect(pushed).toEqual({ ids: [expired] });
    expect(rowGone).toBe(true);
  });

  it('schedules each sweep once, every minute, however many processes start', async () => {
    await withQueue(keyPrefix, (queue) =>
      queue.upsertJobScheduler('retired.sweep', { every: 60_000 }, { name: 'retired.sweep' }),
    );
    await startInstance({ JOBS: 'on' });

    const schedulers = await withQueue(keyPrefix, (queue) => queue.getJobSchedulers());
    expect(
      schedulers
        .map(({ key, every }) => ({ key, every }))
        .sort((a, b) => a.key.localeCompare(b.key)),
    ).toEqual([
      { key: 'courts.prune-idempotent-requests', every: 3_600_000 },
      { key: 'events.prune', every: 3_600_000 },
      { key: 'notifications.expire', every: 60_000 },
      { key: 'socials.remind', every: 60_000 },
    ]);
  });

  it('lets an API with JOBS=off queue work that a worker elsewhere runs', async () => {
    const api = await startInstance();
    expect(api.config.jobs.runInApi).toBe(false);
    const organiser = await signUp(api.app, 'Olivia');
    const player = await signUp(api.app, 'Alex');
    const socialId = await insertSocialAt(api.app, {
      organizerId: organiser.id,
      startsAt: inMs(new Date(), HOUR_MS),
    });
    await book(api.app, socialId, [player.id]);
    const socket = await connect(workerUrl, { token: player.token });
    const pushed = nextEvent(socket, 'notification:created');
    const runs = recordRuns(worker.app.jobs.events);

    const id = await api.app.jobs.enqueue('socials.remind', {});

    await runs.until((report) => report.id === id);
    expect(await pushed).toMatchObject({ kind: 'reminder', socialId, firstName: 'Olivia' });
    const reminders = (await allNotifications(api.app)).filter((row) => row.socialId === socialId);
    expect(reminders.map((row) => row.userId)).toEqual([player.id]);
  });
});
