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
} from './realtime-test-kit.ts';
import { outbox } from './outbox.ts';

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

/** A decision for Alex, then an event for Olivia: once hers has arrived, his would have too. */
async function rejectAlexThenTellOlivia() {
  await outbox(instanceA.app.deps.db)
    .to(rooms.user(alex.id))
    .emit('join-request:decided', decision('rejected'));
  await outbox(instanceA.app.deps.db)
    .to(rooms.user(olivia.id))
    .emit('notification:expired', { ids: [] });
}

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
    await outbox(instanceA.app.deps.db)
      .to(rooms.user(alex.id))
      .emit('join-request:decided', accepted);
    await outbox(instanceA.app.deps.db)
      .to(rooms.user(olivia.id))
      .emit('notification:expired', { ids: [] });

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
    await outbox(instanceA.app.deps.db).to(tennisRooms).emit('social:attendees-changed', change);
    await outbox(instanceA.app.deps.db).to(tennisRooms).emit('social:attendees-changed', sentinel);
    await outbox(instanceA.app.deps.db)
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
    await outbox(instanceA.app.deps.db)
      .to(rooms.social(socialId))
      .emit('social:attendees-changed', change);
    const sentinel = { socialId: randomUUID(), category: 'basketball', attendees: 1, capacity: 8 };
    await outbox(instanceA.app.deps.db)
      .to(rooms.socialsOfCategory('basketball'))
      .emit('social:attendees-changed', sentinel);

    await seen.until((payload) => payload.category === 'basketball');
    expect(seen.payloads).toEqual([sentinel]);
  });

  it('gives a reconnecting tab only the rooms of the token it presents now', async () => {
    const shared = await connect(urlB, { token: alex.token, reconnection: true });

    // Alex signs out and Olivia signs in on the same tab, whose socket then reconnects.
    shared.auth = { token: olivia.token };
    const dropped = new Promise((resolve) => shared.once('disconnect', resolve));
    shared.io.engine.close();
    await dropped;
    await connected(shared);

    const decisions = record(shared, 'join-request:decided');
    const forOlivia = nextEvent(shared, 'notification:expired');
    await rejectAlexThenTellOlivia();
    await forOlivia;
    expect(decisions.payloads).toEqual([]);
  });

  it("replays nothing to a handshake that names another socket's session", async () => {
    const alexOnB = await connect(urlB, { token: alex.token });
    const seenByAlex = record(alexOnB, 'join-request:decided');
    await outbox(instanceA.app.deps.db)
      .to(rooms.user(alex.id))
      .emit('join-request:decided', decision('accepted'));
    await seenByAlex.until(() => true);

    // Whatever a client claims to resume, it starts afresh as the token it presents.
    const forged = { pid: alexOnB.id, offset: '0-0' };
    const anonymous = await connect(urlB, { auth: forged });
    const asOlivia = await connect(urlB, { auth: forged, token: olivia.token });
    const leaked = [
      record(anonymous, 'join-request:decided'),
      record(asOlivia, 'join-request:decided'),
    ];
    const sentinel = nextEvent(asOlivia, 'notification:expired');
    await rejectAlexThenTellOlivia();
    await sentinel;
    await seenByAlex.until((payload) => payload.status === 'rejected');
    expect(leaked.map((seen) => seen.payloads)).toEqual([[], []]);
    expect(anonymous.recovered).toBeFalsy();
    expect(asOlivia.recovered).toBeFalsy();
  });
});
