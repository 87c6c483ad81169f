import { rooms, type UserEvents } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { outboxEvents } from '../../db/schema/outbox.ts';
import { outbox } from '../../realtime/outbox.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../../realtime/realtime-test-kit.ts';
import { insertSocial, signUp, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requestToJoin } from '../join-requests/request-to-join.ts';
import { pruneEventsJob, EVENT_RETENTION_MS } from './jobs/prune-events.job.ts';
import { USER_EVENTS_PAGE } from './list-user-events.ts';

let t: TestApp;
let url: string;
let olivia: TestUser;
let alex: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  url = await listenOnFreePort(t.app);
  olivia = await signUp(t.app, 'Olivia');
  alex = await signUp(t.app, 'Alex');
});
afterAll(async () => {
  closeClients();
  await t.close();
});

async function eventsAfter(user: TestUser, after?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/user/events${after === undefined ? '' : `?after=${after}`}`,
    headers: { authorization: `Bearer ${user.token}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: UserEvents }).data;
}

const askToJoin = async (player: TestUser, socialId: string) =>
  requestToJoin({
    deps: t.app.deps,
    userId: player.id,
    socialId,
    organizerId: olivia.id,
    message: '',
  });

describe('GET /api/v1/user/events', () => {
  it('answers where to start from, then what the caller missed, in order, and no one else’s', async () => {
    const start = await eventsAfter(olivia);
    expect(start).toMatchObject({ events: [], hasMore: false });

    const socialId = await insertSocial(t.app.deps.db, olivia.id, { capacity: 3 });
    const request = await askToJoin(alex, socialId);
    await outbox(t.app.deps.db).to(rooms.user(alex.id)).emit('notification:expired', { ids: [] });
    await t.app.outboxRelay.flush();

    const missed = await eventsAfter(olivia, start.lastId);
    expect(missed.events.map(({ event }) => event)).toEqual([
      'join-request:created',
      'notification:created',
    ]);
    expect(missed.events[0]?.payload).toMatchObject({ id: request.id, socialId });
    const ids = missed.events.map(({ id }) => BigInt(id));
    expect(ids[0]).toBeGreaterThan(BigInt(start.lastId));
    expect(ids[1]).toBeGreaterThan(ids[0] ?? 0n);
    expect(BigInt(missed.lastId)).toBeGreaterThanOrEqual(ids[1] ?? 0n);

    // Continuing from lastId finds nothing new; Alex's event was never Olivia's.
    expect((await eventsAfter(olivia, missed.lastId)).events).toEqual([]);
    expect((await eventsAfter(alex, start.lastId)).events.map(({ event }) => event)).toEqual([
      'notification:expired',
    ]);
  });

  it('gives the same ids the socket gave, so a client can tell what it has applied', async () => {
    const socket = await connect(url, { token: alex.token });
    const live = record(socket, 'notification:expired');
    const start = await eventsAfter(alex);

    await outbox(t.app.deps.db)
      .to(rooms.user(alex.id))
      .emit('notification:expired', { ids: ['a'] });
    await live.untilNumbered(() => true);

    const missed = await eventsAfter(alex, start.lastId);
    expect(missed.events.map(({ id }) => id)).toEqual(live.ids);
    expect(missed.events.map(({ key }) => key)).toEqual(live.keys);
  });

  it('pages a long absence', async () => {
    const start = await eventsAfter(alex);
    const total = USER_EVENTS_PAGE + 5;
    await t.app.deps.db.transaction(async (tx) => {
      for (let index = 0; index < total; index += 1) {
        await outbox(tx)
          .to(rooms.user(alex.id))
          .emit('notification:expired', { ids: [`${index}`] });
      }
    });
    await t.app.outboxRelay.flush();

    const first = await eventsAfter(alex, start.lastId);
    expect(first.events).toHaveLength(USER_EVENTS_PAGE);
    expect(first.hasMore).toBe(true);
    const rest = await eventsAfter(alex, first.lastId);
    expect(rest.hasMore).toBe(false);
    const received = [...first.events, ...rest.events].map(
      (event) => (event.payload as { ids: string[] }).ids[0],
    );
    expect(received).toEqual(Array.from({ length: total }, (_, index) => `${index}`));
  });

  it('refuses an id that is not a number, and anonymous callers', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/events?after=abc',
      headers: { authorization: `Bearer ${alex.token}` },
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/user/events?after=1' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the relay', () => {
  it('numbers events in commit order, so a slower transaction’s event is not skipped', async () => {
    const socket = await connect(url, { token: olivia.token });
    const seen = record(socket, 'notification:expired');
    const start = await eventsAfter(olivia);

    let releaseSlow = () => {};
    const slowMayCommit = new Promise<void>((resolve) => (releaseSlow = resolve));
    let slowWrote = () => {};
    const slowHasWritten = new Promise<void>((resolve) => (slowWrote = resolve));
    const slow = t.app.deps.db.transaction(async (tx) => {
      await outbox(tx)
        .to(rooms.user(olivia.id))
        .emit('notification:expired', { ids: ['slow'] });
      slowWrote();
      await slowMayCommit;
    });
    await slowHasWritten;
    // Written later, committed first.
    await outbox(t.app.deps.db)
      .to(rooms.user(olivia.id))
      .emit('notification:expired', { ids: ['fast'] });
    const fastId = BigInt(await seen.untilNumbered((payload) => payload.ids[0] === 'fast'));
    const afterFast = await eventsAfter(olivia, start.lastId);
    releaseSlow();
    await slow;
    const slowId = BigInt(await seen.untilNumbered((payload) => payload.ids[0] === 'slow'));

    expect(seen.payloads.map((payload) => payload.ids[0])).toEqual(['fast', 'slow']);
    expect(slowId).toBeGreaterThan(fastId);
    // A client that saw 'fast' and then dropped still gets 'slow' by asking after it.
    const later = await eventsAfter(olivia, afterFast.lastId);
    expect(later.events.map((event) => event.payload)).toEqual([{ ids: ['slow'] }]);
  });
});

describe('retention', () => {
  it('deletes published events older than the retention, and keeps newer ones', async () => {
    const now = new Date();
    const start = await eventsAfter(alex);
    await outbox(t.app.deps.db)
      .to(rooms.user(alex.id))
      .emit('notification:expired', { ids: ['old'] });
    await outbox(t.app.deps.db)
      .to(rooms.user(alex.id))
      .emit('notification:expired', { ids: ['new'] });
    await t.app.outboxRelay.flush();
    const [old] = (await eventsAfter(alex, start.lastId)).events;
    await t.app.deps.db
      .update(outboxEvents)
      .set({ createdAt: new Date(now.getTime() - EVENT_RETENTION_MS - 60_000) })
      .where(eq(outboxEvents.position, BigInt(old?.id ?? '0')));

    const deps = { ...t.app.deps, clock: manualClock(now) };
    expect(await pruneEventsJob.handler({ deps, payload: {} })).toEqual({ deleted: 1 });
    expect(await pruneEventsJob.handler({ deps, payload: {} })).toEqual({ deleted: 0 });
    const left = await eventsAfter(alex, start.lastId);
    expect(left.events.map((event) => event.payload)).toEqual([{ ids: ['new'] }]);
  });
});
