// From Olivia's accept on API instance A to Alex's socket on instance B (Redis streams adapter),
// against raw Socket.IO in this same process: a bare server emitting to a connected client.
// Prints figures; never fails a build. Run: npx tsx bench/accept-latency.bench.ts
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connectClient } from 'socket.io-client';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../apps/server/src/realtime/realtime-test-support.ts';
import { deleteRedisKeys, insertSocial, signUp } from '../apps/server/src/test/factories.ts';
import { createTestApp, createTestDatabase } from '../apps/server/src/test/test-app.ts';

const ROUNDS = 40;
const quantile = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[
    Math.min(samples.length - 1, Math.floor(q * samples.length))
  ] ?? 0;
const now = () => Number(process.hrtime.bigint()) / 1e6;

async function rawSocketIoBaseline() {
  const http = createServer();
  const server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const client = connectClient(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
  await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = now();
    const arrived = new Promise<void>((resolve) => client.once('ping-event', () => resolve()));
    server.emit('ping-event', { round });
    await arrived;
    samples.push(now() - started);
  }
  client.close();
  await server.close();
  return samples;
}

const database = await createTestDatabase();
const keyPrefix = `bp-bench:${Date.now()}:`;
const a = await createTestApp({
  databaseUrl: database.url,
  keyPrefix,
  env: { LOG_LEVEL: 'silent' },
});
const b = await createTestApp({
  databaseUrl: database.url,
  keyPrefix,
  env: { LOG_LEVEL: 'silent' },
});
try {
  await listenOnFreePort(a.app);
  const urlB = await listenOnFreePort(b.app);
  const olivia = await signUp(a.app, 'Olivia');
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const alex = await signUp(a.app, `Alex${round}`);
    const socialId = await insertSocial(a.app.deps.db, olivia.id, { category: 'tennis' });
    const asked = await a.app.inject({
      method: 'POST',
      url: '/api/v1/user/social/booking/request',
      headers: { authorization: `Bearer ${alex.token}` },
      payload: { socialId, organizerId: olivia.id },
    });
    const requestId: string = asked.json().data.id;
    const socket = await connect(urlB, { token: alex.token });
    const decided = record(socket, 'join-request:decided');
    const started = now();
    await a.app.inject({
      method: 'PUT',
      url: `/api/v1/organizer/social/request/${requestId}`,
      headers: { authorization: `Bearer ${olivia.token}` },
    });
    await decided.until((decision) => decision.id === requestId);
    samples.push(now() - started);
    socket.close();
  }
  const baseline = await rawSocketIoBaseline();
  const line = (label: string, values: number[]) =>
    console.log(
      `${label}: p50 ${quantile(values, 0.5).toFixed(2)} ms, p95 ${quantile(values, 0.95).toFixed(2)} ms, max ${quantile(values, 1).toFixed(2)} ms`,
    );
  console.log(`rounds: ${ROUNDS}`);
  line('raw Socket.IO emit -> client (same process)     ', baseline);
  line('accept on A -> decided on Alex socket at B      ', samples);
  console.log(`ratio p50: ${(quantile(samples, 0.5) / quantile(baseline, 0.5)).toFixed(1)}x`);
} finally {
  closeClients();
  await a.close();
  await b.close();
  await database.drop();
  await deleteRedisKeys(a.config.redis.url, keyPrefix);
}
