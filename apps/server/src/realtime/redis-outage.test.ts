import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { rooms } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSocial, signUp, type TestUser } from '../test/factories.ts';
import { startPrivateRedis, type PrivateRedis } from '../test/private-redis.ts';
import { createTestApp, createTestDatabase, type TestApp } from '../test/test-app.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  nextEvent,
  record,
  type ClientSocket,
} from './realtime-test-kit.ts';
import { outbox } from './outbox.ts';

/**
 * Two API processes on one PostgreSQL and a Redis of the test's own, which it kills for five
 * seconds in the middle of a burst of join requests and accepts (as docker-compose runs them).
 */
const OUTAGE_MS = 5000;
const PLAYERS_PER_PHASE = 4;

let redis: PrivateRedis;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let instanceA: TestApp;
let instanceB: TestApp;
let urlB: string;

beforeAll(async () => {
  redis = await startPrivateRedis();
  database = await createTestDatabase();
  const keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
  const env = { REDIS_URL: redis.url };
  instanceA = await createTestApp({ databaseUrl: database.url, keyPrefix, env });
  instanceB = await createTestApp({ databaseUrl: database.url, keyPrefix, env });
  await listenOnFreePort(instanceA.app);
  urlB = await listenOnFreePort(instanceB.app);
});

afterAll(async () => {
  closeClients();
  await instanceA?.close();
  await instanceB?.close();
  await database?.drop();
  await redis?.stop();
});

describe('a Redis outage in the middle of a burst', () => {
  it('delays nothing and loses nothing: every event reaches its socket once, in order', async () => {
    const a = instanceA.app;
    const olivia = await signUp(a, 'Olivia');
    const players = await Promise.all(
      Array.from({ length: PLAYERS_PER_PHASE * 3 }, (_, index) => signUp(a, `Player${index}`)),
    );
    const socialId = await insertSocial(a.deps.db, olivia.id, { capacity: 50 });

    const organiserSocket = await connect(urlB, { token: olivia.token });
    const requestsSeen = record(organiserSocket, 'join-request:created');
    const playerSockets = new Map<string, ClientSocket>();
    const decisionsSeen = new Map<string, ReturnType<typeof record<'join-request:decided'>>>();
    for (const player of players) {
      const socket = await connect(urlB, { token: player.token });
      playerSockets.set(player.id, socket);
      decisionsSeen.set(player.id, record(socket, 'join-request:decided'));
    }

    const requestIds: string[] = [];
    const statuses: number[] = [];
    const askAndAccept = async (player: TestUser) => {
      const asked = await a.inject({
        method: 'POST',
        url: '/api/v1/user/social/booking/request',
        headers: player.auth,
        payload: { socialId, organizerId: olivia.id, message: 'Room for one more?' },
      });
      statuses.push(asked.statusCode);
      const requestId = String(asked.json().data?.id);
      requestIds.push(requestId);
      const accepted = await a.inject({
        method: 'PUT',
        url: `/api/v1/organizer/social/request/${requestId}`,
        headers: olivia.auth,
      });
      statuses.push(accepted.statusCode);
    };
    const phase = async (index: number) => {
      for (const player of players.slice(
        index * PLAYERS_PER_PHASE,
        (index + 1) * PLAYERS_PER_PHASE,
      )) {
        await askAndAccept(player);
      }
    };

    await phase(0);
    await redis.stop();
    const outageStarted = Date.now();
    await phase(1);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - outageStarted)));
    await redis.restart();
    await phase(2);

    expect(statuses.every((status) => status === 200 || status === 201)).toBe(true);
    const lastRequest = requestIds.at(-1);
    await requestsSeen.until((payload) => payload.id === lastRequest);
    expect(requestsSeen.payloads.map((payload) => payload.id)).toEqual(requestIds);
    expectStrictlyIncreasing(requestsSeen.ids);

    // One more event to each player after their decision: had a decision been sent twice, the
    // copy would have arrived before it.
    const sentinels = players.map((player) =>
      nextEvent(playerSockets.get(player.id) as ClientSocket, 'notification:expired'),
    );
    for (const player of players) {
      await outbox(a.deps.db).to(rooms.user(player.id)).emit('notification:expired', { ids: [] });
    }
    await Promise.all(sentinels);
    for (const player of players) {
      expect(decisionsSeen.get(player.id)?.payloads).toEqual([
        expect.objectContaining({ socialId, status: 'accepted' }),
      ]);
      expect(playerSockets.get(player.id)?.connected).toBe(true);
    }
    expect(organiserSocket.connected).toBe(true);
  });
});

function expectStrictlyIncreasing(ids: string[]) {
  const numbers = ids.map((id) => BigInt(id));
  for (let index = 1; index < numbers.length; index += 1) {
    expect(numbers[index]).toBeGreaterThan(numbers[index - 1] ?? 0n);
  }
}
