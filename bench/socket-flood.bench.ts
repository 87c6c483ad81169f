// Does a socket flood slow everyone else down? Unrelated HTTP reads (pages of socials) at a
// fixed rate, open loop, while five anonymous sockets send `room:join`/`room:leave` as fast as
// the server answers (bench/socket-flooder.ts, a process of its own): once as sockets that stay
// closed when the server disconnects them, once as a script that reconnects at once. The idle
// phases before, between and after the floods, in the same run, are the baseline. Goal:
// p99 under a flood within 2x of idle. The API runs in a child process (bench/lib/api-process.ts),
// so its memory is read there after full GCs, and its CPU from /proc.
// Run: npx tsx bench/socket-flood.bench.ts (QUICK=1: one short run). Needs PostgreSQL and Redis.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { Database } from '../apps/server/src/db/client.ts';
import { socials } from '../apps/server/src/modules/socials/socials.schema.ts';
import { insertSocial } from '../apps/server/src/test/factories.ts';
import type { ChildServer } from './lib/api-process.ts';
import { openLoop } from './lib/open-loop.ts';
import { benchOnOwnStack } from './lib/own-stack.ts';
import { insertUsers, timedRequest } from './lib/realtime-load.ts';
import {
  latencyOf,
  median,
  medianLatency,
  QUICK,
  RUNS,
  saveScenario,
  target,
  type Latency,
} from './lib/results.ts';
import type { FloodOrder, FloodReport, FlooderMessage } from './socket-flooder.ts';

const SOCIALS = 2_000;
const PHASE_MS = QUICK ? 3000 : 8000;
const READS_PER_SECOND = 100;
const FLOODERS = 5;
const URLS = [
  '/api/v1/cms/socials/badminton?page=1&pageSize=10',
  '/api/v1/cms/socials/tennis?page=20&pageSize=10',
  '/api/v1/cms/socials/soccer?q=venue%201&page=2',
  '/api/v1/cms/socials?page=5',
];
const LOAD = `${READS_PER_SECOND} reads/s open loop, ${PHASE_MS / 1000} s a phase`;

type Phase = { reads: Latency; errors: number; serverCpuPercent: number };

/** The child's CPU time so far in ms (utime + stime from /proc, 100 ticks a second). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Reads at a fixed rate for PHASE_MS; also the server's CPU over the phase. */
async function timeReads(server: ChildServer): Promise<Phase> {
  const cpuAtStart = cpuMsOf(server.pid);
  const startedAt = performance.now();
  const run = await openLoop({
    ratePerSecond: READS_PER_SECOND,
    durationMs: PHASE_MS,
    fire: async (index) => {
      const answer = await timedRequest('GET', `${server.url}${URLS[index % URLS.length] ?? '/'}`);
      if (answer.status !== 200) throw new Error(`GET answered ${answer.status}`);
    },
  });
  const elapsed = performance.now() - startedAt;
  return {
    reads: latencyOf(run.samplesMs),
    errors: run.errors,
    serverCpuPercent: ((cpuMsOf(server.pid) - cpuAtStart) / elapsed) * 100,
  };
}

/** Runs the flooders in a child process while the reads are timed. */
async function underFlood(server: ChildServer, order: FloodOrder) {
  const child = fork(new URL('./socket-flooder.ts', import.meta.url));
  const message = (type: FlooderMessage['type']) =>
    new Promise<FlooderMessage>((resolve, reject) => {
      const listen = (received: FlooderMessage) => {
        if (received.type !== type) return;
        child.off('message', listen);
        resolve(received);
      };
      child.on('message', listen);
      child.once('exit', (code) => reject(new Error(`the flooder exited with ${code}`)));
    });
  const ready = message('ready');
  child.send(order);
  await ready;
  const done = message('done');
  child.send('go');
  const phase = await timeReads(server);
  const finished = await done;
  if (finished.type !== 'done') throw new Error('the flooder sent no report');
  return { ...phase, report: finished.report };
}

/** SOCIALS socials over four sports; answers the id of the first, the room the flooders use. */
async function seedSocials(db: Database, organizerId: string) {
  await insertSocial(db, organizerId);
  const [row] = await db.select().from(socials).limit(1);
  if (!row) throw new Error('no template social');
  const { id: _id, createdAt: _createdAt, ...template } = row;
  const categories = ['badminton', 'basketball', 'tennis', 'soccer'] as const;
  for (let start = 1; start < SOCIALS; start += 1000) {
    await db.insert(socials).values(
      Array.from({ length: Math.min(1000, SOCIALS - start) }, (_, offset) => ({
        ...template,
        name: `Social ${start + offset}`,
        venue: `Venue ${(start + offset) % 37}`,
        category: categories[(start + offset) % 4] ?? 'badminton',
      })),
    );
  }
  return row.id;
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const floodText = (report: FloodReport) =>
  `sent ${report.sent}, accepted ${report.accepted}, refused ${report.refused}, other errors ${report.otherErrors}; sockets opened ${report.opened}, disconnected by the server ${report.disconnected}`;

await benchOnOwnStack('flood', async ({ db, startApi }) => {
  const [organizer] = await insertUsers(db, 1, 'Olivia');
  if (!organizer) throw new Error('no organiser');
  const socialId = await seedSocials(db, organizer.id);
  type Run = {
    idle: Latency;
    closed: Awaited<ReturnType<typeof underFlood>>;
    reconnecting: Awaited<ReturnType<typeof underFlood>>;
    idleCpu: number;
    heap: { start: number; afterFloods: number; settled: number };
    warnings: number;
  };
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // Warnings are logged (and cost) as in production; the bench counts them in the output.
    const server = await startApi({ LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' });
    const order: FloodOrder = {
      url: server.url,
      room: `social:${socialId}`,
      sockets: FLOODERS,
      durationMs: PHASE_MS,
      reconnect: false,
      address: '198.51.100.1',
    };
    await timeReads(server); // warm-up: JIT, pools, the room check's memory
    const heapAtStart = (await server.heap()).heapUsed;
    const idleBefore = await timeReads(server);
    const closed = await underFlood(server, order);
    const idleBetween = await timeReads(server);
    // From another address: the first flood's still cools off (connection-limit.ts).
    const reconnecting = await underFlood(server, {
      ...order,
      reconnect: true,
      address: '198.51.100.2',
    });
    const heapAfterFloods = (await server.heap()).heapUsed;
    const idleAfter = await timeReads(server);
    const heapSettled = (await server.heap()).heapUsed;
    const idlePhases = [idleBefore, idleBetween, idleAfter];
    runs.push({
      // The three idle phases' percentiles, phase by phase, as the one baseline.
      idle: medianLatency(idlePhases.map((phase) => phase.reads)),
      closed,
      reconnecting,
      idleCpu: median(idlePhases.map((phase) => phase.serverCpuPercent)),
      heap: { start: heapAtStart, afterFloods: heapAfterFloods, settled: heapSettled },
      warnings: server.output().split('socket disconnected').length - 1,
    });
    console.log(
      `run ${run}/${RUNS}: idle p99 ${runs.at(-1)?.idle.p99.toFixed(2)} ms, closed flood p99 ${closed.reads.p99.toFixed(2)} ms, reconnecting p99 ${reconnecting.reads.p99.toFixed(2)} ms`,
    );
    await server.stop();
  }

  const idle = medianLatency(runs.map((run) => run.idle));
  const closed = medianLatency(runs.map((run) => run.closed.reads));
  const reconnecting = medianLatency(runs.map((run) => run.reconnecting.reads));
  const baseline = { label: 'idle, before/between/after the floods', latency: idle };
  const cpu = (pick: (run: Run) => number) => `${median(runs.map(pick)).toFixed(0)}%`;
  saveScenario({
    id: 'socket-flood',
    title: `Socket flood: ${FLOODERS} anonymous sockets flooding room:join/leave vs unrelated reads`,
    runs: RUNS,
    rows: [
      {
        label: 'reads while flooders that are disconnected stay away',
        load: LOAD,
        measured: closed,
        baseline,
        extra: {
          flood: runs.map((run) => floodText(run.closed.report)).join('; '),
          'server CPU (flood / idle)': `${cpu((run) => run.closed.serverCpuPercent)} / ${cpu((run) => run.idleCpu)}`,
        },
      },
      {
        label: 'reads while flooders reconnect at once',
        load: LOAD,
        measured: reconnecting,
        baseline,
        extra: {
          flood: runs.map((run) => floodText(run.reconnecting.report)).join('; '),
          'server CPU (flood / idle)': `${cpu((run) => run.reconnecting.serverCpuPercent)} / ${cpu((run) => run.idleCpu)}`,
          'disconnect warnings logged': runs.map((run) => run.warnings).join(' / '),
          'server heap after GC: start → after floods → settled': runs
            .map(
              (run) =>
                `${mib(run.heap.start)} → ${mib(run.heap.afterFloods)} → ${mib(run.heap.settled)}`,
            )
            .join('; '),
        },
      },
    ],
    targets: [
      target(
        'reads p99 under the flood (flooders stay away) <= 2x idle p99',
        closed.p99 <= 2 * idle.p99,
        `${closed.p99.toFixed(2)} ms vs idle ${idle.p99.toFixed(2)} ms`,
      ),
      target(
        'reads p99 under the flood (flooders reconnect) <= 2x idle p99',
        reconnecting.p99 <= 2 * idle.p99,
        `${reconnecting.p99.toFixed(2)} ms vs idle ${idle.p99.toFixed(2)} ms`,
      ),
    ],
    notes: [
      'The API is a child process (NODE_ENV=production, JOBS=off, LOG_LEVEL=warn so the disconnect warnings cost what they cost in production); the flooder is another; the reads come from the bench process.',
      'Each flood comes from one client address of its own (TRUST_PROXY=loopback, X-Forwarded-For 198.51.100.1, then .2): the per-address handshake limit and the cool-off after a visitor is cut off for flooding apply to it as to any script.',
    ],
  });
});
