// Scale-out, measured: two API processes (A and B) and a job worker on one PostgreSQL database
// and Redis, as docker-compose.yml runs them. Players send join requests over HTTP to A at a
// fixed open-loop rate while the organiser's socket is connected to B; each request is timed
// from its scheduled send to the organiser's `join-request:created`, and every event must arrive
// exactly once (loss 0, duplicates 0). The baseline, in the same run and with the same processes:
// the organiser's socket on A too (a single node). Prints figures; never fails a build.
// Run: npm run bench:cluster   (needs the local PostgreSQL and Redis, like the tests)
// Tune: BENCH_RATE=20 (requests/s) BENCH_SECONDS=20 BENCH_RUNS=3 BENCH_SERVER=compiled|tsx,
// QUICK=1 for a short run while developing.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { generatedPlayersSignedIn } from '../apps/server/src/modules/courts/courts-test-kit.ts';
import { connect } from '../apps/server/src/realtime/realtime-test-kit.ts';
import { deleteRedisKeys, insertSocial } from '../apps/server/src/test/factories.ts';
import { createTestApp, createTestDatabase } from '../apps/server/src/test/test-app.ts';
import { testServicesInUse } from '../apps/server/src/test/test-database.ts';
import { BENCH_JWT_SECRET, startChild, type ChildServer } from './lib/api-process.ts';
import { deliveryKey, trackJoinRequests } from './lib/join-request-deliveries.ts';
import { openLoop } from './lib/open-loop.ts';
import {
  latencyOf,
  medianLatency,
  QUICK,
  RUNS,
  saveScenario,
  target,
  type Latency,
} from './lib/results.ts';

const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (QUICK ? 5 : 20));
const WARMUP_SECONDS = QUICK ? 1 : 3;
const COMPILED = (process.env.BENCH_SERVER ?? 'compiled') === 'compiled';
/** A request whose event has not come by then counts as lost. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** After the last request, how long a late duplicate still has to show up. */
const DUPLICATE_GRACE_MS = 1000;
const PLAYERS = 200;
const repoRoot = path.resolve(import.meta.dirname, '..');

const script = (name: 'main' | 'worker') =>
  COMPILED ? `apps/server/dist/${name}.js` : `apps/server/src/${name}.ts`;

/** The worker prints no address; its first log line says it is up. */
async function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const args = COMPILED
    ? ['--enable-source-maps', script('worker')]
    : ['--import', 'tsx', script('worker')];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  process.once('exit', () => child.kill('SIGKILL'));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`worker did not start:\n${output}`)), 60_000);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Job worker started')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`worker exited:\n${output}`)));
  });
  return child;
}

async function untilHealthy(server: ChildServer) {
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await fetch(`${server.url}/api/v1/health`).catch(() => undefined);
    if (response?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`${server.url} never answered /api/v1/health with 200:\n${server.output()}`);
}

if (COMPILED) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@betterplay/server'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const services = testServicesInUse();
const database = await createTestDatabase();
const redisKeyPrefix = `bp-bench-cluster:${randomBytes(4).toString('hex')}:`;
const requestsNeeded = RUNS * 2 * (WARMUP_SECONDS + SECONDS) * RATE;

// Accounts and socials straight into the database, tokens signed with the processes' secret:
// sign-up is rate-limited per IP and hashes a password, neither of which is measured here.
const setup = await createTestApp({
  databaseUrl: database.url,
  keyPrefix: redisKeyPrefix,
  env: { JWT_SECRET: BENCH_JWT_SECRET },
});
const [organiser, ...players] = await generatedPlayersSignedIn(setup.app, PLAYERS + 1);
if (!organiser) throw new Error('no organiser');
const socialIds: string[] = [];
for (let index = 0; index < Math.ceil(requestsNeeded / players.length); index++) {
  socialIds.push(await insertSocial(setup.app.deps.db, organiser.id, { capacity: 1000 }));
}
await setup.close();

/** Each join request is a (social, player) pair no earlier request used. */
let pairsUsed = 0;
function nextPair() {
  const player = players[pairsUsed % players.length];
  const socialId = socialIds[Math.floor(pairsUsed / players.length)];
  pairsUsed++;
  if (!player || !socialId) throw new Error('ran out of (social, player) pairs');
  return { player, socialId };
}

// Port 0: each process takes a free port and prints it. Fixed ones in the ephemeral range were
// taken by an outgoing connection once (EADDRINUSE, 2026-11-28).
const processEnv = () => ({
  NODE_ENV: 'production',
  JWT_SECRET: BENCH_JWT_SECRET,
  DATABASE_URL: database.url,
  REDIS_URL: services.redisUrl,
  REDIS_KEY_PREFIX: redisKeyPrefix,
  JOBS: 'off',
  LOG_LEVEL: 'silent',
  HOST: '127.0.0.1',
  PORT: '0',
  WEB_DIST_DIR: path.join('.data', 'no-web-build'),
});

type Phase = {
  latency: Latency;
  sent: number;
  httpErrors: number;
  lost: number;
  duplicates: number;
  late: number;
};

/** One open-loop phase: requests to `requestsTo`, the organiser's socket on `socketOn`. */
async function measure(requestsTo: string, socketOn: string, seconds: number): Promise<Phase> {
  const socket = await connect(socketOn, { token: organiser?.token });
  const deliveries = trackJoinRequests(socket);
  const sentKeys: string[] = [];
  let httpErrors = 0;
  try {
    const run = await openLoop({
      ratePerSecond: RATE,
      durationMs: seconds * 1000,
      fire: async () => {
        const { player, socialId } = nextPair();
        const key = deliveryKey(socialId, player.id);
        sentKeys.push(key);
        const arrived = deliveries.arrival(key, DELIVERY_TIMEOUT_MS);
        void fetch(`${requestsTo}/api/v1/user/social/booking/request`, {
          method: 'POST',
          headers: { ...player.auth, 'content-type': 'application/json' },
          body: JSON.stringify({ socialId, organizerId: organiser?.id }),
        }).then(
          (response) => {
            if (response.status === 201) return;
            httpErrors++;
            deliveries.abandon(key, new Error(`HTTP ${response.status}`));
          },
          (error: unknown) => {
            httpErrors++;
            deliveries.abandon(key, error instanceof Error ? error : new Error(String(error)));
          },
        );
        await arrived;
      },
    });
    await sleep(DUPLICATE_GRACE_MS);
    const counts = deliveries.counts();
    const expected = new Set(sentKeys);
    const lost = sentKeys.filter((key) => !counts.has(key)).length - httpErrors;
    let duplicates = 0;
    for (const [key, count] of counts) duplicates += expected.has(key) ? count - 1 : count;
    return {
      latency: latencyOf(run.samplesMs),
      sent: run.sent,
      httpErrors,
      lost,
      duplicates,
      late: run.late,
    };
  } finally {
    deliveries.stop();
    socket.close();
  }
}

const children: ChildServer[] = [];
let worker: ChildProcess | undefined;
try {
  const a = await startChild({ script: script('main'), env: processEnv() });
  children.push(a);
  const b = await startChild({ script: script('main'), env: processEnv() });
  children.push(b);
  await Promise.all([untilHealthy(a), untilHealthy(b)]);
  worker = await startWorker(processEnv());

  const topologies = {
    cluster: {
      label: 'two nodes: requests to A, organiser on B',
      requestsTo: a.url,
      socketOn: b.url,
    },
    single: {
      label: 'single node: requests and organiser on A',
      requestsTo: a.url,
      socketOn: a.url,
    },
  };
  const phases: Record<keyof typeof topologies, Phase[]> = { cluster: [], single: [] };
  for (let run = 0; run < RUNS; run++) {
    // Alternating the order spreads the machine's drift over both.
    const order =
      run % 2 === 0 ? (['cluster', 'single'] as const) : (['single', 'cluster'] as const);
    for (const name of order) {
      const topology = topologies[name];
      await measure(topology.requestsTo, topology.socketOn, WARMUP_SECONDS);
      const phase = await measure(topology.requestsTo, topology.socketOn, SECONDS);
      phases[name].push(phase);
      console.log(
        `run ${run + 1} ${name}: p50 ${phase.latency.p50.toFixed(1)} ms, p99 ${phase.latency.p99.toFixed(1)} ms, ` +
          `sent ${phase.sent}, lost ${phase.lost}, duplicates ${phase.duplicates}, HTTP errors ${phase.httpErrors}`,
      );
    }
  }

  const total = (list: Phase[], field: 'sent' | 'lost' | 'duplicates' | 'httpErrors' | 'late') =>
    list.reduce((sum, phase) => sum + phase[field], 0);
  const summary = (list: Phase[]) =>
    `${total(list, 'sent')} sent, ${total(list, 'lost')} lost, ${total(list, 'duplicates')} duplicates, ` +
    `${total(list, 'httpErrors')} HTTP errors, ${total(list, 'late')} sent late`;
  const cluster = medianLatency(phases.cluster.map((phase) => phase.latency));
  const single = medianLatency(phases.single.map((phase) => phase.latency));
  const everything = [...phases.cluster, ...phases.single];
  const lostOrDuplicated = total(everything, 'lost') + total(everything, 'duplicates');
  saveScenario({
    id: 'cluster',
    title: 'Scale-out: join request (HTTP to A) to the organiser’s socket on B',
    runs: RUNS,
    rows: [
      {
        label: topologies.cluster.label,
        load: `${RATE} requests/s open loop, ${SECONDS} s after ${WARMUP_SECONDS} s warm-up`,
        measured: cluster,
        baseline: { label: topologies.single.label, latency: single },
        extra: {
          'two nodes': summary(phases.cluster),
          'single node': summary(phases.single),
        },
      },
    ],
    targets: [
      target(
        'loss 0: every join-request:created arrives exactly once, on both topologies',
        lostOrDuplicated === 0 && total(everything, 'httpErrors') === 0,
        `${total(everything, 'lost')} lost, ${total(everything, 'duplicates')} duplicates, ` +
          `${total(everything, 'httpErrors')} HTTP errors over ${total(everything, 'sent')} requests`,
      ),
    ],
    notes: [
      `${COMPILED ? 'compiled (apps/server/dist)' : 'tsx'} API processes with JOBS=off, started by bench/lib/api-process.ts (which also loads tsx for its heap probe), and one worker process running the jobs; one PostgreSQL database, Redis under a key prefix of the run's own.`,
      'Accounts and socials are written straight to the database and tokens signed with the processes’ secret (no sign-up, so no per-IP sign-up limit is raised).',
      'Latency runs from each request’s scheduled send to the organiser’s event; p50 etc. are medians over the runs.',
    ],
  });
} finally {
  for (const child of children) await child.stop();
  worker?.kill('SIGTERM');
  await database.drop().catch(() => undefined);
  await deleteRedisKeys(services.redisUrl, redisKeyPrefix).catch(() => undefined);
}
