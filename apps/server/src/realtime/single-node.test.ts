import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import {
  closeClients,
  connect,
  insertSocial,
  listenOnFreePort,
  nextEvent,
  registerUser,
} from './realtime-test-support.ts';
import { MAX_WATCHED_ROOMS } from './watch-socials.ts';

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

  it('delivers user events and attendee counts within the instance', async () => {
    const sam = await registerUser(t.app, 'Sam');
    const socialId = await insertSocial(t.app, { organizerId: sam.userId, category: 'soccer' });
    const samSocket = await connect(url, { token: sam.token });
    const watcher = await connect(url);
    expect(await watcher.emitWithAck('socials:watch', { socialId })).toEqual({ data: null });
    const notified = nextEvent(samSocket, 'notification:expired');
    const counted = nextEvent(watcher, 'social:attendees');

    const expired = { ids: [randomUUID()] };
    t.app.realtime.toUser(sam.userId, 'notification:expired', expired);
    const change = { socialId, category: 'soccer', attendees: 1, capacity: 10 };
    t.app.realtime.toSocialWatchers(change, 'social:attendees', change);

    expect(await notified).toEqual(expired);
    expect(await counted).toEqual(change);
  });

  it('caps how many socials one socket watches', async () => {
    const organizer = await registerUser(t.app, 'Casey');
    const socialIds: string[] = [];
    for (let i = 0; i <= MAX_WATCHED_ROOMS; i += 1) {
      socialIds.push(
        await insertSocial(t.app, { organizerId: organizer.userId, category: 'tennis' }),
      );
    }
    const watcher = await connect(url);
    for (const socialId of socialIds.slice(0, MAX_WATCHED_ROOMS)) {
      expect(await watcher.emitWithAck('socials:watch', { socialId })).toEqual({ data: null });
    }
    const [last] = socialIds.slice(MAX_WATCHED_ROOMS);
    expect(await watcher.emitWithAck('socials:watch', { socialId: last ?? '' })).toEqual({
      error: 'Too many socials watched at once',
    });
    // Watching one already watched again is not a new room, and unwatching frees a place.
    expect(await watcher.emitWithAck('socials:watch', { socialId: socialIds[0] ?? '' })).toEqual({
      data: null,
    });
    await watcher.emitWithAck('socials:unwatch', { socialId: socialIds[0] ?? '' });
    expect(await watcher.emitWithAck('socials:watch', { socialId: last ?? '' })).toEqual({
      data: null,
    });
  });
});
