// Socket memory: the heap each idle signed-in socket costs the API process, at 5,000 sockets,
// and whether anything stays behind: three waves of 5,000 connect, sit idle and disconnect, with
// the server's heap read after full GCs (in the server process itself, through
// bench/lib/heap-probe.ts) before the first wave, with each wave connected and after each wave's
// disconnect. Targets: at most 15 KB per idle socket; the heap after the third wave's disconnect
// no more than 1 MiB above the heap after the first's (the per-address handshake budget keeps
// one small entry per address seen, up to 10,000, so the first wave may leave some behind).
// Run: npx tsx bench/socket-memory.bench.ts (QUICK=1: one run of 2,000). Needs PostgreSQL, Redis.
import { benchOnOwnStack } from './lib/own-stack.ts';
import { closeSockets, insertUsers, openSockets, settle } from './lib/realtime-load.ts';
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

const SOCKETS = QUICK ? 2000 : 5000;
const WAVES = 3;
const IDLE_MS = 3000;
const TARGET_KB_PER_SOCKET = 15;
const GROWTH_LIMIT_BYTES = 1024 * 1024;

type Run = {
  /** heap per socket (bytes) of each wave: connected minus just before connecting */
  perSocket: number[];
  /** heap after each wave's disconnect minus before the first wave (bytes) */
  leftAfter: number[];
  /** heap after the last wave's disconnect minus after the first's (bytes) */
  growth: number;
  rssConnected: number;
  connect: Latency;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MiB`;

await benchOnOwnStack('memory', async ({ db, startApi }) => {
  const members = await insertUsers(db, SOCKETS, 'Idle');
  const auths = members.map((member) => ({ token: member.token }));
  const runs: Run[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // Each bench socket names its own address (see realtime-load.ts addressOf).
    const server = await startApi({ TRUST_PROXY: 'loopback' });
    // Warm-up: the handshake's code paths, pools and caches are made once, not counted as sockets.
    await closeSockets(await openSockets(server.url, auths.slice(0, 200)));
    const before = (await server.heap()).heapUsed;
    const perSocket: number[] = [];
    const after: number[] = [];
    const connectMs: number[] = [];
    let rssConnected = 0;
    for (let wave = 1; wave <= WAVES; wave++) {
      const beforeWave = after.at(-1) ?? before;
      const sockets = await openSockets(server.url, auths, { connectMs });
      await settle(IDLE_MS);
      const connected = await server.heap();
      rssConnected = Math.max(rssConnected, connected.rss);
      perSocket.push((connected.heapUsed - beforeWave) / SOCKETS);
      await closeSockets(sockets);
      await settle(IDLE_MS);
      after.push((await server.heap()).heapUsed);
    }
    const result: Run = {
      perSocket,
      leftAfter: after.map((heap) => heap - before),
      growth: (after.at(-1) ?? 0) - (after[0] ?? 0),
      rssConnected,
      connect: latencyOf(connectMs),
    };
    runs.push(result);
    console.log(
      `run ${run}/${RUNS}: per socket ${perSocket.map(kb).join(', ')}; left after each wave ${result.leftAfter.map(mib).join(', ')}; growth wave 1 → ${WAVES}: ${mib(result.growth)}`,
    );
    await server.stop();
  }

  const perSocket = median(runs.map((run) => Math.max(...run.perSocket)));
  const growth = median(runs.map((run) => run.growth));
  saveScenario({
    id: 'socket-memory',
    title: `Socket memory: ${SOCKETS.toLocaleString('en')} idle signed-in sockets, ${WAVES} connect/disconnect waves`,
    runs: RUNS,
    rows: [
      {
        label: 'handshake time per socket (50 in flight), all waves',
        load: `${SOCKETS} sockets a wave, ${WAVES} waves`,
        measured: medianLatency(runs.map((run) => run.connect)),
        extra: {
          'heap per idle socket (largest wave, median of runs)': kb(perSocket),
          'heap per socket, each wave (per run)': runs
            .map((run) => run.perSocket.map(kb).join(' / '))
            .join('; '),
          'heap left after each wave’s disconnect, over the start (per run)': runs
            .map((run) => run.leftAfter.map(mib).join(' / '))
            .join('; '),
          'growth from wave 1 to wave 3 (median)': mib(growth),
          'server RSS with the sockets connected (median)': mib(
            median(runs.map((run) => run.rssConnected)),
          ),
        },
      },
    ],
    targets: [
      target(
        `heap per idle socket <= ${TARGET_KB_PER_SOCKET} KB at ${SOCKETS.toLocaleString('en')} sockets`,
        perSocket <= TARGET_KB_PER_SOCKET * 1024,
        kb(perSocket),
      ),
      target(
        `no growth over ${WAVES} waves (heap after wave ${WAVES} <= after wave 1 + 1 MiB)`,
        growth <= GROWTH_LIMIT_BYTES,
        mib(growth),
      ),
    ],
    notes: [
      'Heap read in the API child process after two full GCs (--expose-gc, bench/lib/heap-probe.ts over IPC); a fresh API process per run.',
      'Sockets are signed in (each joins its user room); TRUST_PROXY=loopback and an X-Forwarded-For per socket, so the per-address handshake limit does not refuse them; no limit was raised.',
    ],
  });
});
