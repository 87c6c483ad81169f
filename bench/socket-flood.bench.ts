// Does a socket flood slow everyone else down? An unrelated HTTP read (a page of socials) is
// timed idle, then while five anonymous sockets send `room:join`/`room:leave` as fast as they can
// (from another process, bench/socket-flooder.ts): once as sockets that stay closed when the
// server disconnects them, once as a script that reconnects at once. The idle figures, measured
// before, between and after the floods in this same run, are the baseline. Issue 7's goal: p95
// under flood within 2x of idle.
// Prints figures; never fails a build. Run: npx tsx --expose-gc bench/socket-flood.bench.ts
// (needs the local PostgreSQL and Redis, like the tests; --expose-gc only for the settled RSS).
import { fork } from 'node:child_process';
import type { Database } from '../apps/server/src/db/client.ts';
import { listenOnFreePort } from '../apps/server/src/realtime/realtime-test-support.ts';
import { socials } from '../apps/server/src/modules/socials/socials.schema.ts';
import { insertSocial, signUp } from '../apps/server/src/test/factories.ts';
import { createTestApp } from '../apps/server/src/test/test-app.ts';
import type { FloodOrder, FloodReport, FlooderMessage } from './socket-flooder.ts';

const SOCIALS = 2_000;
const PHASE_MS = 8_000;
const FLOODERS = 5;
const URLS = [
  '/api/v1/cms/socials/badminton?page=1&pageSize=10',
  '/api/v1/cms/socials/tennis?page=20&pageSize=10',
  '/api/v1/cms/socials/soccer?q=venue%201&page=2',
  '/api/v1/cms/socials?page=5',
];

const quantile = (samples: number[], q: number) =>
  [...samples].sort((a, b) => a - b)[
    Math.min(samples.length - 1, Math.floor(q * samples.length))
  ] ?? 0;
const now = () => Number(process.hrtime.bigint()) / 1e6;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Phase = { samples: number[]; cpuPercent: number; peakRss: number; seconds: number };

/** Times one GET after another until `until` resolves; also this process's CPU and peak RSS. */
async function timeReads(baseUrl: string, until: Promise<unknown>): Promise<Phase> {
  let over = false;
  void until.then(() => (over = true));
  const samples: number[] = [];
  let peakRss = process.memoryUsage.rss();
  const rssSampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 100);
  const startedAt = now();
  const cpuAtStart = process.cpuUsage();
  try {
    for (let round = 0; !over; round += 1) {
      const started = now();
      const response = await fetch(`${baseUrl}${URLS[round % URLS.length] ?? '/'}`);
      await response.arrayBuffer();
      samples.push(now() - started);
      if (response.status !== 200) throw new Error(`GET answered ${response.status}`);
    }
  } finally {
    clearInterval(rssSampler);
  }
  const cpu = process.cpuUsage(cpuAtStart);
  const elapsed = now() - startedAt;
  const cpuPercent = ((cpu.user + cpu.system) / 1000 / elapsed) * 100;
  return { samples, cpuPercent, peakRss, seconds: elapsed / 1000 };
}

/** RSS and the JS heap in use, after a full GC when the process was started with --expose-gc. */
function memory() {
  globalThis.gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return `RSS ${mib(rss)}, heap used ${mib(heapUsed)}`;
}

/** Runs the flooders in a child process while the reads are timed. */
async function underFlood(order: FloodOrder) {
  const child = fork(new URL('./socket-flooder.ts', import.meta.url));
  const messages = (type: FlooderMessage['type']) =>
    new Promise<FlooderMessage>((resolve, reject) => {
      const listen = (message: FlooderMessage) => {
        if (message.type !== type) return;
        child.off('message', listen);
        resolve(message);
      };
      child.on('message', listen);
      child.once('exit', (code) => reject(new Error(`the flooder exited with ${code}`)));
    });
  const ready = messages('ready');
  child.send(order);
  await ready;
  const done = messages('done');
  child.send('go');
  const phase = await timeReads(order.url, done);
  const finished = await done;
  const report: FloodReport | undefined = finished.type === 'done' ? finished.report : undefined;
  if (!report) throw new Error('the flooder sent no report');
  return { ...phase, report };
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

let disconnectWarnings = 0;
const t = await createTestApp({
  env: { LOG_LEVEL: 'warn' },
  // Counted, not printed: the warning is written (and costs) as in production.
  logStream: {
    write(line) {
      if (line.includes('socket disconnected')) disconnectWarnings += 1;
    },
  },
});
try {
  const organizer = await signUp(t.app, 'Olivia');
  const socialId = await seedSocials(t.app.deps.db, organizer.id);
  const url = await listenOnFreePort(t.app);
  const order = {
    url,
    room: `social:${socialId}`,
    sockets: FLOODERS,
    durationMs: PHASE_MS,
  };
  // Warm up: JIT, connection pool, the room check's memory.
  await timeReads(url, settle(2000));

  // Idle phases before, between and after the floods: the machine is shared (two cores, the
  // flooder and PostgreSQL on them too), so the baseline is all three together.
  const memoryAtStart = memory();
  const idleBefore = await timeReads(url, settle(PHASE_MS));
  const closedFlood = await underFlood({ ...order, reconnect: false });
  const warningsAfterClosed = disconnectWarnings;
  const idleBetween = await timeReads(url, settle(PHASE_MS));
  const memoryBeforeReconnecting = memory();
  const reconnectingFlood = await underFlood({ ...order, reconnect: true });
  const memoryRightAfter = memory();
  const idleAfter = await timeReads(url, settle(PHASE_MS));
  const memorySettled = memory();
  const idleSamples = [...idleBefore.samples, ...idleBetween.samples, ...idleAfter.samples];

  const ms = (value: number) => `${value.toFixed(2)} ms`;
  const line = (label: string, phase: Phase) =>
    console.log(
      `${label.padEnd(38)} ${String(phase.samples.length).padStart(5)} reads, p50 ${ms(quantile(phase.samples, 0.5))}, p95 ${ms(quantile(phase.samples, 0.95))}, max ${ms(quantile(phase.samples, 1))}; server CPU ${phase.cpuPercent.toFixed(0)}%; peak RSS ${mib(phase.peakRss)}`,
    );
  const ratio = (phase: Phase) =>
    `p50 ${(quantile(phase.samples, 0.5) / quantile(idleSamples, 0.5)).toFixed(2)}x, p95 ${(quantile(phase.samples, 0.95) / quantile(idleSamples, 0.95)).toFixed(2)}x`;
  const flood = (report: FloodReport, seconds: number) =>
    `sent ${report.sent}, accepted ${report.accepted}, refused (SOCKET_RATE_LIMITED) ${report.refused}, other errors ${report.otherErrors}; sockets opened ${report.opened}, disconnected by the server ${report.disconnected}; flooder CPU ${((report.cpuMs / 1000 / seconds) * 100).toFixed(0)}%`;

  console.log(
    `GET ${URLS.length} socials pages (${SOCIALS} socials) over HTTP, one after another, ${PHASE_MS / 1000} s per phase; ${FLOODERS} anonymous flooding sockets, ${order.room} join/leave`,
  );
  line('idle, before the floods', idleBefore);
  line('flood, closed sockets stay closed', closedFlood);
  line('idle, between the floods', idleBetween);
  line('flood, flooders reconnect at once', reconnectingFlood);
  line('idle, after the floods', idleAfter);
  console.log(
    `idle baseline (the three together): p50 ${ms(quantile(idleSamples, 0.5))}, p95 ${ms(quantile(idleSamples, 0.95))}`,
  );
  console.log(`ratio to idle, closed flooders:       ${ratio(closedFlood)}`);
  console.log(`ratio to idle, reconnecting flooders: ${ratio(reconnectingFlood)}`);
  console.log(`closed flooders:       ${flood(closedFlood.report, closedFlood.seconds)}`);
  console.log(
    `reconnecting flooders: ${flood(reconnectingFlood.report, reconnectingFlood.seconds)}`,
  );
  console.log(
    `warnings logged for disconnected sockets: ${warningsAfterClosed} (closed), ${disconnectWarnings - warningsAfterClosed} (reconnecting)`,
  );
  const gcNote = globalThis.gc ? 'each after a full GC' : 'no GC first: run with --expose-gc';
  console.log(`server memory (${gcNote}):`);
  console.log(`  before the first idle reads:       ${memoryAtStart}`);
  console.log(`  before the reconnecting flood:     ${memoryBeforeReconnecting}`);
  console.log(`  right after it:                    ${memoryRightAfter}`);
  console.log(`  after the last idle reads (8 s):   ${memorySettled}`);
} finally {
  await t.close();
}
