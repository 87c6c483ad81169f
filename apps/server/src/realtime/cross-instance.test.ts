import { randomBytes, randomUUID } from 'node:crypto';
import { rooms, type JoinRequestDecision } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { deleteRedisKeys, insertSocial, signUp, type TestUser } from '../test/factories.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import {
  closeClients,
  connect,
  connected,
  listenOnFreePort,
  nextEvent,
  record,
} from './realtime-test-support.ts';

// Two API processes sharing PostgreSQL and Redis, as in docker-compose.
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instanceA: TestApp;
let instanceB: TestApp;
let urlB: string;
let alex: TestUser;
let olivia: TestUser;
let socialId: string;
const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;

beforeAll(async () => {
  database = await createTestDatabase();
  instanceA = await createTestApp({ databaseUrl: database.url, keyPrefix });
  instanceB = await createTestApp({ databaseUrl: database.url, keyPrefix });
  await listenOnFreePort(instanceA.app);
  urlB = await listenOnFreePort(instanceB.app);
  alex = await signUp(instanceA.app, 'Alex');
  olivia = await signUp(instanceA.app, 'Olivia');
  socialId = await insertSocial(instanceA.app.deps.db, olivia.id, { category: 'tennis' });
});

afterAll(async () => {
  closeClients();
  await instanceA?.close();
  await instanceB?.close();
  await database?.drop();
  await deleteRedisKeys(inject('testRedisUrl'), keyPrefix);
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

  it("delivers a user's events from instance A to the user's socket on instance B, and to no one else", async () => {
    const alexOnB = await connect(urlB, { token: alex.token });
    const oliviaOnB = await connect(urlB, { token: olivia.token });
    const oliviaDecisions = record(oliviaOnB, 'join-request:decided');
    const oliviaSentinel = nextEvent(oliviaOnB, 'notification:expired');
    const received = nextEvent(alexOnB, 'join-request:decided');

    const accepted = decision('accepted');
    instanceA.app.deps.realtime.to(rooms.user(alex.id)).emit('join-request:decided', accepted);
    instanceA.app.deps.realtime.to(rooms.user(olivia.id)).emit('notification:expired', { ids: [] });

    expect(await received).toEqual(accepted);
    // Emitted after Alex's event: once it is here, Alex's event would have been too.
    await oliviaSentinel;
    expect(oliviaDecisions.payloads).toEqual([]);
  });

  it('delivers room events from A to sockets on B, once each however many of the rooms they follow', async () => {
    const categoryWatcher = await connect(urlB);
    const bothWatcher = await connect(urlB, { token: alex.token });
    const otherSportWatcher = await connect(urlB);
    const join = (socket: typeof categoryWatcher, room: string) =>
      socket.emitWithAck('room:join', { room });
    expect(await join(categoryWatcher, 'socials:tennis')).toEqual({ data: null });
    expect(await join(bothWatcher, 'socials:tennis')).toEqual({ data: null });
    expect(await join(bothWatcher, rooms.social(socialId))).toEqual({ data: null });
    await join(otherSportWatcher, 'socials:soccer');
    const seenByCategory = record(categoryWatcher, 'social:attendees-changed');
    const seenByBoth = record(bothWatcher, 'social:attendees-changed');
    const seenByOtherSport = record(otherSportWatcher, 'social:attendees-changed');

    const change = { socialId, category: 'tennis', attendees: 3, capacity: 10 };
    const sentinel = { ...change, attendees: 4 };
    const tennisRooms = [rooms.social(socialId), rooms.socialsOfCategory('tennis')];
    instanceA.app.deps.realtime.to(tennisRooms).emit('social:attendees-changed', change);
    instanceA.app.deps.realtime.to(tennisRooms).emit('social:attendees-changed', sentinel);
    instanceA.app.deps.realtime
      .to([rooms.social(randomUUID()), rooms.socialsOfCategory('soccer')])
      .emit('social:attendees-changed', { ...change, category: 'soccer' });

    await seenByCategory.until((payload) => payload.attendees === 4);
    await seenByBoth.until((payload) => payload.attendees === 4);
    await seenByOtherSport.until((payload) => payload.category === 'soccer');
    expect(seenByCategory.payloads).toEqual([change, sentinel]);
    expect(seenByBoth.payloads).toEqual([change, sentinel]);
    expect(seenByOtherSport.payloads.map((payload) => payload.category)).toEqual(['soccer']);
  });

  it('stops delivering to a socket that leaves a room', async () => {
    const watcher = await connect(urlB);
    await watcher.emitWithAck('room:join', { room: rooms.social(socialId) });
    await watcher.emitWithAck('room:join', { room: 'socials:basketball' });
    expect(await watcher.emitWithAck('room:leave', { room: rooms.social(socialId) })).toEqual({
      data: null,
    });
    const seen = record(watcher, 'social:attendees-changed');

    const change = { socialId, category: 'tennis', attendees: 5, capacity: 10 };
    instanceA.app.deps.realtime.to(rooms.social(socialId)).emit('social:attendees-changed', change);
    const sentinel = { socialId: randomUUID(), category: 'basketball', attendees: 1, capacity: 8 };
    instanceA.app.deps.realtime
      .to(rooms.socialsOfCategory('basketball'))
      .emit('social:attendees-changed', sentinel);

    await seen.until((payload) => payload.category === 'basketball');
    expect(seen.payloads).toEqual([sentinel]);
  });

  it('resumes a dropped connection with its rooms and the events it missed', async () => {
    const alexOnB = await connect(urlB, { token: alex.token, reconnection: true });
    // The client can only resume from an event it has seen (its offset in the stream).
    const first = nextEvent(alexOnB, 'join-request:decided');
    instanceA.app.deps.realtime
      .to(rooms.user(alex.id))
      .emit('join-request:decided', decision('accepted'));
    await first;

    const dropped = new Promise((resolve) => alexOnB.once('disconnect', resolve));
    alexOnB.io.engine.close();
    await dropped;
    const missed = decision('rejected');
    instanceA.app.deps.realtime.to(rooms.user(alex.id)).emit('join-request:decided', missed);

    const decisions = record(alexOnB, 'join-request:decided');
    await connected(alexOnB);
    expect(alexOnB.recovered).toBe(true);
    expect(await decisions.until((payload) => payload.id === missed.id)).toEqual(missed);
  });

  it("keeps only the new user's room when a resumed session presents another user's token", async () => {
    const shared = await connect(urlB, { token: alex.token, reconnection: true });
    const first = nextEvent(shared, 'join-request:decided');
    instanceA.app.deps.realtime
      .to(rooms.user(alex.id))
      .emit('join-request:decided', decision('accepted'));
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
    instanceA.app.deps.realtime
      .to(rooms.user(alex.id))
      .emit('join-request:decided', decision('rejected'));
    instanceA.app.deps.realtime.to(rooms.user(olivia.id)).emit('notification:expired', { ids: [] });
    await forOlivia;
    expect(decisions.payloads).toEqual([]);
  });
});
