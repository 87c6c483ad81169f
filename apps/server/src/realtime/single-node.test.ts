import { randomUUID } from 'node:crypto';
import { rooms } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSocial, signUp } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { closeClients, connect, listenOnFreePort, nextEvent } from './realtime-test-kit.ts';
import { outbox } from './outbox.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ env: { REDIS: 'off' } });
  url = await listenOnFreePort(t.app);
});

afterAll(async () => {
  closeClients();
  await t?.close();
});

describe('realtime in single-node mode (no Redis)', () => {
  it('runs without Redis', () => {
    expect(t.app.redis).toBeNull();
  });

  it('delivers user events and room events within the instance', async () => {
    const sam = await signUp(t.app, 'Sam');
    const socialId = await insertSocial(t.app.deps.db, sam.id, { category: 'soccer' });
    const samSocket = await connect(url, { token: sam.token });
    const watcher = await connect(url);
    expect(await watcher.emitWithAck('room:join', { room: rooms.social(socialId) })).toEqual({
      data: null,
    });
    const notified = nextEvent(samSocket, 'notification:expired');
    const counted = nextEvent(watcher, 'social:attendees-changed');

    const expired = { ids: [randomUUID()] };
    await outbox(t.app.deps.db).to(rooms.user(sam.id)).emit('notification:expired', expired);
    const change = { socialId, category: 'soccer', attendees: 1, capacity: 10 };
    await outbox(t.app.deps.db).to(rooms.social(socialId)).emit('social:attendees-changed', change);

    expect(await notified).toEqual(expired);
    expect(await counted).toEqual(change);
  });
});
