// One member of a 201-member social group sends a message; how long until the last of the 200
// other members' sockets has it? Sent over HTTP (POST .../messages) and over the socket
// (`chat:send`), on one API process and the local PostgreSQL (stored, then delivered through the
// outbox relay to each member's own room). Baseline, in this same run: a bare Socket.IO server
// in this process emitting to 200 connected clients.
// Prints figures; never fails a build. Run: npx tsx bench/chat-fanout.bench.ts
// (needs the local PostgreSQL and Redis, like the tests).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  ChatMessage,
  ClientToServerEvents,
  ServerToClientEvents,
} from '@betterplay/contracts';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { manualClock } from '../apps/server/src/clock.ts';
import { ensureSocialGroups } from '../apps/server/src/modules/chat/group-membership.ts';
import { socialBookings } from '../apps/server/src/modules/socials/socials.schema.ts';
import { users } from '../apps/server/src/modules/users/users.schema.ts';
import { listenOnFreePort } from '../apps/server/src/realtime/realtime-test-support.ts';
import { insertSocial } from '../apps/server/src/test/factories.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';

const MEMBERS = 200;
const MESSAGES = 50;
const WARM_UP = 5;

type Client = Socket<ServerToClientEvents, ClientToServerEvents>;
const quantile = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[
    Math.min(samples.length - 1, Math.floor(q * samples.length))
  ] ?? 0;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once `count` sockets have each heard `event` with a payload `matches` accepts. */
function heardByAll(clients: Client[], matches: (payload: unknown) => boolean) {
  return new Promise<void>((resolve) => {
    let left = clients.length;
    for (const client of clients) {
      const listener = (payload: unknown) => {
        if (!matches(payload)) return;
        client.off('chat:message', listener);
        left -= 1;
        if (left === 0) resolve();
      };
      client.on('chat:message', listener);
    }
  });
}

async function rawSocketIoBaseline(): Promise<number[]> {
  const http = createServer();
  const server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const clients = await Promise.all(
    Array.from({ length: MEMBERS }, async () => {
      const client = connectClient(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
      await new Promise<void>((resolve) => client.once('connect', () => resolve()));
      return client as unknown as Client;
    }),
  );
  const samples: number[] = [];
  for (let round = 0; round < MESSAGES; round++) {
    const arrived = heardByAll(
      clients,
      (payload) => (payload as { round: number }).round === round,
    );
    const started = now();
    server.emit('chat:message', { round });
    await arrived;
    samples.push(now() - started);
  }
  for (const client of clients) client.close();
  await server.close();
  return samples;
}

// The rate limit (20 messages per 10 s per sender) is not what is measured: the app's clock
// moves a second per message, so 50 quick messages from one sender are all stored.
const clock = manualClock();
// Each bench socket names its own address (X-Forwarded-For, trusted from loopback), so the
// per-address connection limit (60 at once) does not queue the 200 handshakes.
const t = await createTestApp({ clock, env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' } });
const opened: Client[] = [];
try {
  const url = await listenOnFreePort(t.app);
  const db = t.app.deps.db;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: MEMBERS + 1 }, (_, index) => ({
        firstName: `Member${index}`,
        lastName: 'Bench',
        email: `member${index}.${Date.now()}@bench.example.com`,
        passwordHash: 'not-used',
        phone: '0412345678',
      })),
    )
    .returning({ id: users.id, firstName: users.firstName, email: users.email });
  const [sender, ...members] = people;
  if (!sender) throw new Error('no sender');
  const tokenOf = (user: { id: string; firstName: string; email: string }) =>
    t.app.jwt.sign({ sub: user.id, firstName: user.firstName, email: user.email });
  const socialId = await insertSocial(db, sender.id, {
    capacity: MEMBERS,
    attendeesCount: MEMBERS,
  });
  await db
    .insert(socialBookings)
    .values(members.map((member) => ({ socialId, userId: member.id })));
  const [conversationId] = await db.transaction((tx) => ensureSocialGroups(tx, [socialId]));
  if (!conversationId) throw new Error('no group');

  const connectAs = async (
    user: { id: string; firstName: string; email: string },
    index: number,
  ) => {
    const client: Client = connectClient(url, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      auth: { token: tokenOf(user) },
      extraHeaders: { 'x-forwarded-for': `10.1.${Math.floor(index / 250)}.${(index % 250) + 1}` },
    });
    opened.push(client);
    await new Promise<void>((resolve, reject) => {
      client.once('connect', () => resolve());
      client.once('connect_error', reject);
    });
    return client;
  };
  const memberSockets = await Promise.all(members.map((member, index) => connectAs(member, index)));
  const senderSocket = await connectAs(sender, MEMBERS);
  await settle(500);

  const timeSends = async (label: string, send: (clientId: string) => Promise<ChatMessage>) => {
    const samples: number[] = [];
    // The first few warm up the route, the statements and the sockets; they are not counted.
    for (let round = -WARM_UP; round < MESSAGES; round++) {
      clock.advance(1000);
      const clientId = `${label}-${round}`;
      const arrived = heardByAll(
        memberSockets,
        (payload) => (payload as ChatMessage).clientId === clientId,
      );
      const started = now();
      await send(clientId);
      await arrived;
      if (round >= 0) samples.push(now() - started);
    }
    return samples;
  };
  const overHttp = await timeSends('http', async (clientId) => {
    const response = await fetch(`${url}/api/v1/user/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokenOf(sender)}` },
      body: JSON.stringify({ clientId, body: `Hello all (${clientId})` }),
    });
    if (response.status !== 201) throw new Error(`POST answered ${response.status}`);
    return ((await response.json()) as { data: ChatMessage }).data;
  });
  const overSocket = await timeSends('socket', async (clientId) => {
    const ack = await senderSocket.emitWithAck('chat:send', {
      conversationId,
      clientId,
      body: `Hello all (${clientId})`,
    });
    if (!('data' in ack)) throw new Error(`chat:send refused: ${ack.error}`);
    return ack.data;
  });
  for (const client of opened) client.close();
  opened.length = 0;
  const baseline = await rawSocketIoBaseline();

  const line = (label: string, values: number[]) =>
    console.log(
      `${label}: p50 ${quantile(values, 0.5).toFixed(2)} ms, p99 ${quantile(values, 0.99).toFixed(2)} ms, max ${quantile(values, 1).toFixed(2)} ms`,
    );
  const ratio = (values: number[], q: number) =>
    `${(quantile(values, q) / quantile(baseline, q)).toFixed(1)}x`;
  console.log(`${MESSAGES} messages, each to ${MEMBERS} other members' sockets`);
  line('raw Socket.IO emit to 200 clients (same process) ', baseline);
  line('POST .../messages -> last of 200 member sockets  ', overHttp);
  line('chat:send         -> last of 200 member sockets  ', overSocket);
  console.log(`ratio HTTP   p50 ${ratio(overHttp, 0.5)}, p99 ${ratio(overHttp, 0.99)}`);
  console.log(`ratio socket p50 ${ratio(overSocket, 0.5)}, p99 ${ratio(overSocket, 0.99)}`);
} finally {
  for (const client of opened) client.close();
  await t.close();
}
