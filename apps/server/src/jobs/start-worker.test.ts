import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../config.ts';
import {
  allNotifications,
  inMs,
  insertNotification,
} from '../modules/notifications/jobs/job-test-support.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  nextEvent,
} from '../realtime/realtime-test-support.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { deleteRedisKeys, signUp } from '../test/factories.ts';
import { recordRuns } from './job-test-support.ts';
import { startWorker } from './start-worker.ts';

// `npm run worker` beside an API process with JOBS=off: the worker holds no sockets.
const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
let api: TestApp;
let apiUrl: string;
let worker: FastifyInstance;

beforeAll(async () => {
  api = await createTestApp({ keyPrefix });
  apiUrl = await listenOnFreePort(api.app);
  worker = await startWorker(api.config);
});

afterAll(async () => {
  closeClients();
  await worker?.close();
  await api?.close();
  await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
});

describe('the standalone worker', () => {
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

    const id = await api.app.jobs.enqueue('notifications.expire', {});

    await runs.until((run) => run.id === id);
    expect(await pushed).toEqual({ ids: [expired] });
    expect((await allNotifications(api.app)).some((row) => row.id === expired)).toBe(false);
  });

  it('refuses to start without Redis or without a shared database', async () => {
    const base = { NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
    await expect(
      startWorker(loadConfig({ ...base, DATABASE_URL: api.config.databaseUrl, REDIS: 'off' })),
    ).rejects.toThrow(/Redis is required/);
    await expect(startWorker(loadConfig(base))).rejects.toThrow(/DATABASE_URL/);
  });
});
