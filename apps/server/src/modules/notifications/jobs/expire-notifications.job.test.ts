import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  closeClients,
  connect,
  listenOnFreePort,
  nextEvent,
} from '../../../realtime/realtime-test-kit.ts';
import { rooms } from '@betterplay/contracts';
import { recordOutbox } from '../../../realtime/outbox-recorder.ts';
import { signUp } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { expireNotificationsJob } from './expire-notifications.job.ts';
import { jobDeps } from '../../../jobs/job-test-kit.ts';
import { allNotifications, DAY_MS, inMs, insertNotification } from '../notifications-test-kit.ts';

let testApp: TestApp;
let url: string;

beforeAll(async () => {
  testApp = await createTestApp();
  url = await listenOnFreePort(testApp.app);
});

afterAll(async () => {
  closeClients();
  await testApp?.close();
});

describe('notifications.expire', () => {
  it('deletes only expired notifications and tells each owner which ones, once', async () => {
    const { app } = testApp;
    const now = new Date();
    const alex = await signUp(app, 'Alex');
    const olivia = await signUp(app, 'Olivia');
    const alexExpired = await insertNotification(app, {
      userId: alex.id,
      expiresAt: inMs(now, -1000),
    });
    const alexExpiringNow = await insertNotification(app, { userId: alex.id, expiresAt: now });
    const alexLive = await insertNotification(app, {
      userId: alex.id,
      expiresAt: inMs(now, 1000),
    });
    const oliviaExpired = await insertNotification(app, {
      userId: olivia.id,
      expiresAt: inMs(now, -DAY_MS),
    });
    const oliviaLive = await insertNotification(app, {
      userId: olivia.id,
      expiresAt: inMs(now, DAY_MS),
    });
    const outboxLog = await recordOutbox(app.deps.db);

    const summary = await expireNotificationsJob.handler({
      deps: jobDeps(app, now),
      payload: {},
    });

    expect(summary).toEqual({ deleted: 3, users: 2 });
    const remaining = (await allNotifications(app)).map((row) => row.id);
    expect(remaining.sort()).toEqual([alexLive, oliviaLive].sort());
    expect(await outboxLog.sent()).toHaveLength(2);
    const sent = await outboxLog.sent();
    const toAlex = sent.find((event) => event.room === rooms.user(alex.id));
    expect(toAlex?.event).toBe('notification:expired');
    expect(toAlex?.payload).toEqual({
      ids: expect.arrayContaining([alexExpired, alexExpiringNow]),
    });
    expect(sent.find((event) => event.room === rooms.user(olivia.id))?.payload).toEqual({
      ids: [oliviaExpired],
    });

    // Run again at the same moment: nothing left to delete, nothing pushed.
    const again = await expireNotificationsJob.handler({
      deps: jobDeps(app, now),
      payload: {},
    });
    expect(again).toEqual({ deleted: 0, users: 0 });
    expect((await allNotifications(app)).map((row) => row.id).sort()).toEqual(remaining.sort());
    expect(await outboxLog.sent()).toHaveLength(2);
  });

  it("reaches the owner's connected socket with the expired ids", async () => {
    const { app } = testApp;
    const now = new Date();
    const sam = await signUp(app, 'Sam');
    const expired = await insertNotification(app, {
      userId: sam.id,
      expiresAt: inMs(now, -1000),
    });
    const socket = await connect(url, { token: sam.token });
    const received = nextEvent(socket, 'notification:expired');

    await expireNotificationsJob.handler({
      deps: jobDeps(app, now),
      payload: {},
    });

    expect(await received).toEqual({ ids: [expired] });
  });
});
