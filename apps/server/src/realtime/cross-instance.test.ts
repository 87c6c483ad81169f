import { randomBytes, randomUUID } from 'node:crypto';
import type { JoinRequestDecision } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import {
  closeClients,
  connect,
  connected,
  deleteRealtimeKeys,
  insertSocial,
  listenOnFreePort,
  nextEvent,
  record,
  registerUser,
} from './realtime-test-support.ts';

// Two API processes sharing PostgreSQL and Redis, as in docker-compose.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instanceA: TestApp;
let instanceB: TestApp;
let urlB: string;
let alex: { userId: string; token: string };
let olivia: { userId: string; token: string };
let socialId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
  instanceA = await createTestApp({ databaseUrl: database.url, keyPrefix });
  instanceB = await createTestApp({ databaseUrl: database.url, keyPrefix });
  await listenOnFreePort(instanceA.app);
  urlB = await listenOnFreePort(instanceB.app);
  alex = await registerUser(instanceA.app, 'Alex');
  olivia = await registerUser(instanceA.app, 'Olivia');
  socialId = await insertSocial(instanceA.app, { organizerId: olivia.userId, category: 'tennis' });
});

afterAll(async () => {
  closeClients();
  if (instanceA) await deleteRealtimeKeys(instanceA.app);
  await instanceA?.close();
  await instanceB?.close();
  await database?.drop();
});

const decision = (status: JoinRequestDecision['status']): JoinRequestDecision => ({
  id: randomUUID(),
  socialId,
  socialName: 'Friday Smash',
  status,
});

describe('realtime across two API instances sharing Redis', () => {
  it('runs both instances with Redis, so the adapter is the Redis streams one', () => {
    expect(instanceA.app.redis).not.toBeNull();
    expect(instanceB.app.redis).not.toBeNull();
  });

  it("delivers toUser from instance A to the user's socket on instance B, and to no one else", async () => {
    const alexOnB = await connect(urlB, { token: alex.token });
    const oliviaOnB = await connect(urlB, { token: olivia.token });
    const oliviaDecisions = record(oliviaOnB, 'join-request:decided');
    const oliviaSentinel = nextEvent(oliviaOnB, 'notification:expired');
    const received = nextEvent(alexOnB, 'join-request:decided');

    const accepted = decision('accepted');
    instanceA.app.realtime.toUser(alex.userId, 'join-request:decided', accepted);
    instanceA.app.realtime.toUser(olivia.userId, 'notification:expired', { ids: [] });

    expect(await received).toEqual(accepted);
    // Emitted after Alex's event: once it is here, Alex's event would have been too.
    await oliviaSentinel;
    expect(oliviaDecisions.payloads).toEqual([]);
  });

  it('delivers attendee counts from A to category and social watchers on B, once each', async () => {
    const categoryWatcher = await connect(urlB);
    const bothWatcher = await connect(urlB, { token: alex.token });
    const otherSportWatcher = await connect(urlB);
    expect(await categoryWatcher.emitWithAck('socials:watch', { category: 'tennis' })).toEqual({
      data: null,
    });
    expect(await bothWatcher.emitWithAck('socials:watch', { category: 'tennis' })).toEqual({
      data: null,
    });
    expect(await bothWatcher.emitWithAck('socials:watch', { socialId })).toEqual({ data: null });
    await otherSportWatcher.emitWithAck('socials:watch', { category: 'soccer' });
    const seenByCategory = record(categoryWatcher, 'social:attendees');
    const seenByBoth = record(bothWatcher, 'social:attendees');
    const seenByOtherSport = record(otherSportWatcher, 'social:attendees');

    const change = { socialId, category: 'tennis', attendees: 3, capacity: 10 };
    const sentinel = { ...change, attendees: 4 };
    instanceA.app.realtime.toSocialWatchers(
      { socialId, category: 'tennis' },
      'social:attendees',
      change,
    );
    instanceA.app.realtime.toSocialWatchers(
      { socialId, category: 'tennis' },
      'social:attendees',
      sentinel,
    );
    instanceA.app.realtime.toSocialWatchers(
      { socialId: randomUUID(), category: 'soccer' },
      'social:attendees',
      { ...change, category: 'soccer' },
    );

    await seenByCategory.until((payload) => payload.attendees === 4);
    await seenByBoth.until((payload) => payload.attendees === 4);
    await seenByOtherSport.until((payload) => payload.category === 'soccer');
    expect(seenByCategory.payloads).toEqual([change, sentinel]);
    expect(seenByBoth.payloads).toEqual([change, sentinel]);
    expect(seenByOtherSport.payloads.map((payload) => payload.category)).toEqual(['soccer']);
  });

  it('stops delivering to a socket that unwatches', async () => {
    const watcher = await connect(urlB);
    await watcher.emitWithAck('socials:watch', { socialId });
    await watcher.emitWithAck('socials:watch', { category: 'basketball' });
    expect(await watcher.emitWithAck('socials:unwatch', { socialId })).toEqual({ data: null });
    const seen = record(watcher, 'social:attendees');

    const change = { socialId, category: 'tennis', attendees: 5, capacity: 10 };
    instanceA.app.realtime.toSocialWatchers(
      { socialId, category: 'tennis' },
      'social:attendees',
      change,
    );
    const sentinel = { socialId: randomUUID(), category: 'basketball', attendees: 1, capacity: 8 };
    instanceA.app.realtime.toSocialWatchers(sentinel, 'social:attendees', sentinel);

    await seen.until((payload) => payload.category === 'basketball');
    expect(seen.payloads).toEqual([sentinel]);
  });

  it('answers watch requests for unknown socials and bad shapes with an error, joining nothing', async () => {
    const watcher = await connect(urlB);
    expect(await watcher.emitWithAck('socials:watch', { socialId: randomUUID() })).toEqual({
      error: 'Social not found',
    });
    for (const target of [
      { socialId: 'not-a-uuid' },
      { category: 'chess' },
      { category: 'Tennis' },
    ]) {
      const answer = await watcher.emitWithAck('socials:watch', target);
      expect(answer).toEqual({
        error: expect.stringContaining('badminton, basketball, tennis, soccer'),
      });
    }
  });

  it('resumes a dropped connection with its rooms and the events it missed', async () => {
    const alexOnB = await connect(urlB, { token: alex.token, reconnection: true });
    // The client can only resume from an event it has seen (its offset in the stream).
    const first = nextEvent(alexOnB, 'join-request:decided');
    instanceA.app.realtime.toUser(alex.userId, 'join-request:decided', decision('accepted'));
    await first;

    const dropped = new Promise((resolve) => alexOnB.once('disconnect', resolve));
    alexOnB.io.engine.close();
    await dropped;
    const missed = decision('rejected');
    instanceA.app.realtime.toUser(alex.userId, 'join-request:decided', missed);

    const decisions = record(alexOnB, 'join-request:decided');
    await connected(alexOnB);
    expect(alexOnB.recovered).toBe(true);
    expect(await decisions.until((payload) => payload.id === missed.id)).toEqual(missed);
  });

  it("keeps only the new user's room when a resumed session presents another user's token", async () => {
    const shared = await connect(urlB, { token: alex.token, reconnection: true });
    const first = nextEvent(shared, 'join-request:decided');
    instanceA.app.realtime.toUser(alex.userId, 'join-request:decided', decision('accepted'));
    await first;

    // Alex signs out and Olivia signs in on the same tab, whose socket then reconnects.
    shared.auth = { token: olivia.token };
    const dropped = new Promise((resolve) => shared.once('disconnect', resolve));
    shared.io.engine.close();
    await dropped;
    await connected(shared);
    expect(shared.recovered).toBe(true);

    const decisions = record(shared, 'join-request:decided');
    const forOlivia = nextEvent(shared, 'notification:expired');
    instanceA.app.realtime.toUser(alex.userId, 'join-request:decided', decision('rejected'));
    instanceA.app.realtime.toUser(olivia.userId, 'notification:expired', { ids: [] });
    await forOlivia;
    expect(decisions.payloads).toEqual([]);
  });
});
