// The write paths a player waits on: accept, request to join, chat send and hold, each over
// real HTTP (keep-alive) at a low fixed rate, open loop, on PostgreSQL. Beside them, in the same
// run: bare Fastify answering a POST with a body of the same size, one PostgreSQL round trip
// (`select 1`) and one commit (BEGIN; INSERT; COMMIT) on the app's own pool, and the time from an
// accept's answer to the player's socket hearing of it (the outbox relay's share). Also counts
// the SQL statements each operation sends (a wrapper on pg's Client.query, bench only).
// Run: npx tsx bench/write-paths.bench.ts   (QUICK=1 for a short run while developing)
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { insertMissingGroups } from '../apps/server/src/modules/chat/social-groups-repository.ts';
import { releaseHoldJob } from '../apps/server/src/modules/courts/jobs/release-hold.job.ts';
import { insertCourt, insertStadium } from '../apps/server/src/modules/courts/courts-test-kit.ts';
import {
  closeClients,
  connect,
  listenOnFreePort,
  record,
} from '../apps/server/src/realtime/realtime-test-kit.ts';
import {
  deleteRedisKeys,
  inDays,
  insertSocial,
  signUp,
} from '../apps/server/src/test/factories.ts';
import { createTestApp, createTestDatabase } from '../apps/server/src/test/test-app.ts';
import { openLoop } from './lib/open-loop.ts';
import { profileOneAtATime, type Sent } from './lib/statement-count.ts';
import {
  latencyOf,
  QUICK,
  saveScenario,
  target,
  type Latency,
  type ResultRow,
} from './lib/results.ts';

const RATE = 20;
const WARM_UP_MS = QUICK ? 1000 : 3000;
const MEASURE_MS = QUICK ? 4000 : 15_000;
const OPS = Math.ceil(((WARM_UP_MS + MEASURE_MS) / 1000) * RATE) + 25;
const PLAYERS = 20;
const LOAD = `${RATE} req/s open loop, ${MEASURE_MS / 1000} s after ${WARM_UP_MS / 1000} s warm-up`;

// ---------------------------------------------------------------- setup

const database = await createTestDatabase();
const keyPrefix = `bp-bench-write:${Date.now()}:`;
const { app, close, config } = await createTestApp({
  databaseUrl: database.url,
  keyPrefix,
  env: { LOG_LEVEL: 'silent' },
});
const bare = Fastify();
const rows: ResultRow[] = [];
const roundTrips: Record<string, Sent[]> = {};
const profiles: string[] = [];
try {
  const url = await listenOnFreePort(app);
  const http = async (method: 'POST' | 'PUT', path: string, token: string, body?: object) => {
    const response = await fetch(`${url}/api/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as { data: { id: string } };
  };
  const inject = async (method: 'POST' | 'PUT', path: string, token: string, body?: object) => {
    const response = await app.inject({
      method,
      url: `/api/v1${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });
    if (response.statusCode >= 300) throw new Error(`${path}: ${response.body}`);
    return response.json<{ data: { id: string } }>();
  };

  const organizer = await signUp(app, 'Olivia');
  const players = await Promise.all(
    Array.from({ length: PLAYERS }, (_, index) => signUp(app, `Player${index}`)),
  );
  const socialsNeeded = Math.ceil(OPS / PLAYERS) + 1;
  const newSocials = async () => {
    const ids: string[] = [];
    for (let index = 0; index < socialsNeeded; index++) {
      ids.push(await insertSocial(app.deps.db, organizer.id, { capacity: 1000 }));
    }
    // Each with its chat group, as a social created through the API has.
    await app.deps.db.transaction((tx) => insertMissingGroups(tx, ids));
    return ids;
  };

  // Pending requests for the accepts: every player asks to join every social.
  const acceptSocials = await newSocials();
  const pending: { id: string; playerIndex: number }[] = [];
  for (const socialId of acceptSocials) {
    for (const [playerIndex, player] of players.entries()) {
      const asked = await inject('POST', '/user/social/booking/request', player.token, {
        socialId,
        organizerId: organizer.id,
      });
      pending.push({ id: asked.data.id, playerIndex });
    }
  }
  const joinTargets = (await newSocials()).flatMap((socialId) =>
    players.map((player) => ({ socialId, player })),
  );
  // Chat: each player in a direct conversation with the organiser (20 sends per 10 s each).
  const conversations = await Promise.all(
    players.map(
      async (player) =>
        (await inject('POST', '/user/conversations', player.token, { userId: organizer.id })).data
          .id,
    ),
  );
  // Holds: distinct one-hour slots on courts open 08:00 to 20:00, over the next days.
  const stadiumId = await insertStadium(app.deps.db);
  const courtIds: string[] = [];
  for (let number = 1; number <= Math.ceil(OPS / 36); number++) {
    courtIds.push(await insertCourt(app.deps.db, { stadiumId, number }));
  }
  const slots = courtIds.flatMap((courtId) =>
    [1, 2, 3].flatMap((day) =>
      Array.from({ length: 12 }, (_, hour) => ({
        courtId,
        date: inDays(day),
        time: `${String(8 + hour).padStart(2, '0')}:00`,
        durationHours: 1 as const,
      })),
    ),
  );
  await app.deps.db.execute(
    'create table bench_commits (id serial primary key, at timestamptz default now())',
  );

  // ---------------------------------------------------------------- round trips per operation

  let acceptIndex = pending.length - 1;
  let joinIndex = joinTargets.length - 1;
  let slotIndex = slots.length - 1;
  let sent = 0;
  const acceptOne = (call = http) => {
    const request = pending[acceptIndex--];
    if (!request) throw new Error('no pending request left');
    return call('PUT', `/organizer/social/request/${request.id}`, organizer.token);
  };
  const joinOne = (call = http) => {
    const next = joinTargets[joinIndex--];
    if (!next) throw new Error('no social left to join');
    return call('POST', '/user/social/booking/request', next.player.token, {
      socialId: next.socialId,
      organizerId: organizer.id,
    });
  };
  const sendOne = (call = http) => {
    const index = sent++ % PLAYERS;
    const [player, conversationId] = [players[index], conversations[index]];
    if (!player || !conversationId) throw new Error('no sender');
    return call('POST', `/user/conversations/${conversationId}/messages`, player.token, {
      clientId: `bench-${sent}-${Date.now()}`,
      body: 'See you at the courts at six, I will bring the shuttles.',
    });
  };
  const holdOne = (call = http) => {
    const slot = slots[slotIndex--];
    const player = players[slotIndex % PLAYERS];
    if (!slot || !player) throw new Error('no slot left');
    return call('POST', '/user/court/holds', player.token, slot);
  };
  const operations = { accept: acceptOne, request: joinOne, 'chat send': sendOne, hold: holdOne };
  for (const [name, run] of Object.entries(operations)) {
    // The first call also checks the caller's session (then remembered for 30 s): not counted.
    await run(inject);
    // Where the time goes, one at a time (in process): the whole call, and its statements.
    const profile = await profileOneAtATime(() => run(inject));
    roundTrips[name] = profile.statements;
    profiles.push(
      `${name}: one at a time, p50 ${profile.callP50.toFixed(2)} ms per call, of which ` +
        `${profile.sqlP50.toFixed(2)} ms waiting on its ${roundTrips[name]?.length} statements`,
    );
  }

  // ---------------------------------------------------------------- baselines

  const bodySize = JSON.stringify({
    message: 'Request accepted',
    data: { id: pending[0]?.id, status: 'accepted' },
  }).length;
  bare.post('/echo', async () => ({
    message: 'Request accepted',
    data: { id: pending[0]?.id, status: 'accepted' },
  }));
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareCall = async () => {
    const response = await fetch(`${bareUrl}/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${organizer.token}` },
      body: '{}',
    });
    await response.text();
  };
  const measure = async (fire: () => Promise<unknown>) => {
    await openLoop({
      ratePerSecond: RATE,
      durationMs: WARM_UP_MS,
      fire: async () => void (await fire()),
    });
    const run = await openLoop({
      ratePerSecond: RATE,
      durationMs: MEASURE_MS,
      fire: async () => void (await fire()),
    });
    if (run.errors > 0) console.log(`  ${run.errors} errors`);
    return latencyOf(run.samplesMs);
  };
  const bareLatency = await measure(bareCall);
  const roundTrip = await measure(() => app.deps.db.execute('select 1'));
  const commit = await measure(() =>
    app.deps.db.transaction((tx) => tx.execute('insert into bench_commits default values')),
  );
  // A hold answers after queueing its release (BullMQ on Redis): that step alone.
  const enqueue = await measure(() =>
    releaseHoldJob.enqueue(
      app.deps,
      { holdId: randomUUID() },
      { delayMs: 3_600_000, dedupeKey: `bench:${randomUUID()}` },
    ),
  );
  rows.push({
    label: "a hold's release job queued (BullMQ, delayed)",
    load: LOAD,
    measured: enqueue,
  });
  const baseline = { label: `bare Fastify POST, ${bodySize} B body`, latency: bareLatency };
  rows.push({ label: 'bare Fastify POST (baseline)', load: LOAD, measured: bareLatency });
  rows.push({
    label: 'one PostgreSQL round trip (select 1, app pool)',
    load: LOAD,
    measured: roundTrip,
  });
  rows.push({
    label: 'one commit (BEGIN; INSERT; COMMIT, app pool)',
    load: LOAD,
    measured: commit,
  });

  // ---------------------------------------------------------------- the write paths

  // Accept, and when the player's socket hears of it (after the answer: the relay's share).
  const sockets = await Promise.all(players.map((player) => connect(url, { token: player.token })));
  const decided = sockets.map((socket) => record(socket, 'join-request:decided'));
  // The HTTP answer is what is timed; the socket's share is timed apart, not awaited by it.
  const afterAnswer: number[] = [];
  const heardAll: Promise<void>[] = [];
  const accepts = await measure(async () => {
    const request = pending[acceptIndex];
    const heard = request
      ? decided[request.playerIndex]?.until((event) => event.id === request.id)
      : undefined;
    await acceptOne();
    const answeredAt = performance.now();
    heardAll.push(
      (heard ?? Promise.resolve()).then(
        () => void afterAnswer.push(performance.now() - answeredAt),
      ),
    );
  });
  await Promise.all(heardAll);
  const results: Record<string, Latency> = { accept: accepts };
  rows.push({
    label: 'accept (PUT /organizer/social/request/:id)',
    load: LOAD,
    measured: accepts,
    baseline,
    extra: {
      'answer → player socket (relay)': latencyText(
        latencyOf(afterAnswer.slice(-Math.round((MEASURE_MS / 1000) * RATE))),
      ),
    },
  });
  for (const [name, run] of [
    ['request', joinOne],
    ['chat send', sendOne],
    ['hold', holdOne],
  ] as const) {
    results[name] = await measure(() => run());
    rows.push({ label: name, load: LOAD, measured: results[name], baseline });
  }
  for (const [name, statements] of Object.entries(roundTrips)) {
    console.log(`\n${name}: ${statements.length} statements`);
    for (const statement of statements) {
      console.log(`  ${statement.ms.toFixed(2).padStart(6)} ms  ${statement.text}`);
    }
  }
  for (const line of profiles) console.log(line);
  const accept = results.accept ?? accepts;
  const acceptAllowedP50 = 1.5 * (bareLatency.p50 + commit.p50);
  saveScenario({
    id: 'write-paths',
    title: 'Write paths: accept, request, chat send, hold (PostgreSQL)',
    runs: 1,
    rows: rows.map((row) => ({
      ...row,
      extra: {
        ...row.extra,
        ...(roundTripsFor(row.label) ? { 'SQL statements': roundTripsFor(row.label) } : {}),
      },
    })),
    targets: [
      target(
        'accept HTTP p50 <= 1.5 x (bare Fastify POST p50 + one commit p50)',
        accept.p50 <= acceptAllowedP50,
        `${accept.p50.toFixed(2)} ms vs ${acceptAllowedP50.toFixed(2)} ms (1.5 x (${bareLatency.p50.toFixed(2)} + ${commit.p50.toFixed(2)}))`,
      ),
    ],
  });
} finally {
  closeClients();
  await bare.close();
  await close();
  await database.drop();
  await deleteRedisKeys(config.redis.url, keyPrefix).catch(() => undefined);
}

function latencyText(latency: Latency) {
  return `p50 ${latency.p50.toFixed(2)} · p99 ${latency.p99.toFixed(2)} ms`;
}

function roundTripsFor(label: string) {
  const name = Object.keys(roundTrips).find((key) => label.startsWith(key));
  return name ? String(roundTrips[name]?.length) : '';
}
