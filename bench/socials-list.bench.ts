// The socials list (GET /cms/socials/{category}) at 100,000 socials on PostgreSQL and at 10,000
// on the embedded default (PGlite), over real HTTP to the API in its own process, beside bare
// Fastify (also its own process) serving the same JSON body with the same compression, at the
// same fixed rates in the same run. Open loop after a warm-up; medians of 3 runs.
// Saves 'socials-list-postgres' and 'socials-list-pglite' (bench/lib/results.ts).
// Run: npx tsx bench/socials-list.bench.ts   (needs the local PostgreSQL, like the tests)
// Tune: QUICK=1 (short runs, one of each), BENCH_RUNS=3, BENCH_SOCIALS=100000, BENCH_PGLITE_SOCIALS=10000
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/raw-rows.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { createTestDatabase } from '../apps/server/src/test/test-app.ts';
import { BROWSER_HEADERS, fixedRate, flatOut, type HttpRun } from './lib/http-load.ts';
import {
  median,
  medianLatency,
  QUICK,
  ratio,
  RUNS,
  saveScenario,
  target,
  type ResultRow,
  type Target,
} from './lib/results.ts';
import { seedSocials } from './lib/seed-socials.ts';
import { apiEntryDescription } from './lib/server-entry.ts';
import { cpuMsOf, startApiServer, startBareServer, type BenchServer } from './lib/servers.ts';

const WARM_UP_MS = QUICK ? 1_000 : 5_000;
const MEASURE_MS = QUICK ? 3_000 : 20_000;
const FLAT_OUT_SECONDS = QUICK ? 3 : 10;
const FLAT_OUT_CONNECTIONS = 10;
const POSTGRES_SOCIALS = Number(process.env.BENCH_SOCIALS ?? 100_000);
const PGLITE_SOCIALS = Number(process.env.BENCH_PGLITE_SOCIALS ?? 10_000);

/** What visitors ask for, in turn: a first page, a deep page, a search, a type filter. */
const PATHS = [
  '/api/v1/cms/socials/badminton',
  '/api/v1/cms/socials/tennis?page=200',
  '/api/v1/cms/socials/soccer?q=albert%20park',
  '/api/v1/cms/socials/basketball?type=oneTime&page=50',
];

type Load = { kind: 'rate'; perSecond: number } | { kind: 'flat' };
const loadLabel = (load: Load) =>
  load.kind === 'rate'
    ? `${load.perSecond} req/s open loop, ${MEASURE_MS / 1000} s after a ${WARM_UP_MS / 1000} s warm-up`
    : `flat out, ${FLAT_OUT_CONNECTIONS} connections, ${FLAT_OUT_SECONDS} s`;

function measure(server: BenchServer, paths: string[], load: Load): Promise<HttpRun> {
  return load.kind === 'rate'
    ? fixedRate({
        origin: server.url,
        paths,
        ratePerSecond: load.perSecond,
        durationMs: MEASURE_MS,
      })
    : flatOut({
        origin: server.url,
        paths,
        connections: FLAT_OUT_CONNECTIONS,
        durationSeconds: FLAT_OUT_SECONDS,
      });
}

type Measured = HttpRun & { cpuMsPerAnswer?: number; databaseCpuMsPerAnswer?: number };

/** CPU ms so far of each PostgreSQL backend serving the API (same machine: read from /proc). */
async function backendCpu(watcher: DatabaseHandle | undefined) {
  const cpu = new Map<number, number>();
  if (!watcher) return cpu;
  const backends = rowsOf<{ pid: number }>(
    await watcher.db.execute(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    ),
  );
  for (const { pid } of backends) {
    const ms = cpuMsOf(Number(pid));
    if (ms !== undefined) cpu.set(Number(pid), ms);
  }
  return cpu;
}

/**
 * The run, and CPU time per answer over it: the server process's, and (PostgreSQL) its database
 * backends'. Where a request's time goes when the machine is busy with other work too.
 */
async function measureWithCpu(
  server: BenchServer,
  paths: string[],
  load: Load,
  watcher?: DatabaseHandle,
): Promise<Measured> {
  const before = cpuMsOf(server.pid);
  const backendsBefore = await backendCpu(watcher);
  const run = await measure(server, paths, load);
  const after = cpuMsOf(server.pid);
  const backendsAfter = await backendCpu(watcher);
  if (before === undefined || after === undefined || run.latency.count === 0) return run;
  let databaseMs = 0;
  for (const [pid, ms] of backendsAfter) databaseMs += ms - (backendsBefore.get(pid) ?? 0);
  return {
    ...run,
    cpuMsPerAnswer: (after - before) / run.latency.count,
    ...(watcher ? { databaseCpuMsPerAnswer: databaseMs / run.latency.count } : {}),
  };
}

/** The paths the API answers 200 (a deep page a paging limit refuses is left out, and said). */
async function answeredPaths(server: BenchServer, notes: string[]) {
  const kept: string[] = [];
  for (const url of PATHS) {
    const response = await fetch(`${server.url}${url}`);
    if (response.ok) kept.push(url);
    else notes.push(`${url} answered ${response.status}; left out of the mix`);
  }
  if (kept.length === 0) throw new Error('the API answered none of the list URLs');
  return kept;
}

type Figures = { api: Measured[]; bare: Measured[] };

/** Runs every load against the API and the baseline, RUNS times, alternating between them. */
async function compare(
  api: BenchServer,
  bare: BenchServer,
  paths: string[],
  loads: Load[],
  watcher: DatabaseHandle | undefined,
) {
  const figures = loads.map((): Figures => ({ api: [], bare: [] }));
  for (const server of [api, bare]) {
    await fixedRate({ origin: server.url, paths, ratePerSecond: 200, durationMs: WARM_UP_MS });
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const [index, load] of loads.entries()) {
      const slot = figures[index];
      if (!slot) continue;
      slot.api.push(await measureWithCpu(api, paths, load, watcher));
      slot.bare.push(await measureWithCpu(bare, paths, load));
    }
    console.log(`run ${run}/${RUNS} done`);
  }
  return figures;
}

const perSecond = (runs: HttpRun[]) => median(runs.map((run) => run.achievedPerSecond));
const cpuPerAnswer = (
  runs: Measured[],
  key: 'cpuMsPerAnswer' | 'databaseCpuMsPerAnswer' = 'cpuMsPerAnswer',
) => {
  const known = runs.flatMap((run) => {
    const value = run[key];
    return value === undefined ? [] : [value];
  });
  return known.length ? `${median(known).toFixed(2)} ms` : 'unknown';
};
const sum = (runs: HttpRun[], key: 'errors' | 'non2xx' | 'late') =>
  runs.reduce((total, run) => total + run[key], 0);

function rowOf(load: Load, figures: Figures): ResultRow {
  const api = perSecond(figures.api);
  const bare = perSecond(figures.bare);
  return {
    label: load.kind === 'rate' ? `${load.perSecond} req/s` : 'flat out',
    load: loadLabel(load),
    measured: medianLatency(figures.api.map((run) => run.latency)),
    baseline: {
      label: 'bare Fastify, same body',
      latency: medianLatency(figures.bare.map((run) => run.latency)),
    },
    extra: {
      'answers/s': `${api.toFixed(0)} (bare Fastify ${bare.toFixed(0)}, ${((api / bare) * 100).toFixed(0)}%)`,
      'server process CPU per answer': `${cpuPerAnswer(figures.api)} (bare Fastify ${cpuPerAnswer(figures.bare)})`,
      ...(figures.api.some((run) => run.databaseCpuMsPerAnswer !== undefined)
        ? { 'PostgreSQL CPU per answer': cpuPerAnswer(figures.api, 'databaseCpuMsPerAnswer') }
        : {}),
      'errors / non-2xx / sent late (all runs)': `${sum(figures.api, 'errors')} / ${sum(figures.api, 'non2xx')} / ${sum(figures.api, 'late')} (bare Fastify ${sum(figures.bare, 'errors')} / ${sum(figures.bare, 'non2xx')} / ${sum(figures.bare, 'late')})`,
    },
  };
}

async function bodyOf(api: BenchServer, url: string) {
  const response = await fetch(`${api.url}${url}`);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as unknown;
}

/** Seeds a fresh database through the app's own database module, then closes it. */
async function seeded(options: { databaseUrl?: string; dataDir: string }, count: number) {
  const started = Date.now();
  const handle = openDatabase(options);
  try {
    await runMigrations(handle);
    await seedSocials(handle.db, count);
  } finally {
    await handle.close();
  }
  return `${count.toLocaleString('en')} socials seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`;
}

async function scenario({
  id,
  title,
  serverEnv,
  loads,
  notes,
  targetsOf,
}: {
  id: string;
  title: string;
  serverEnv: Record<string, string>;
  loads: Load[];
  notes: string[];
  targetsOf: (rows: ResultRow[], figures: Figures[]) => Target[];
}) {
  const api = await startApiServer(serverEnv);
  let bare: BenchServer | undefined;
  // One connection of the bench's own, to find the API's backends (PGlite runs inside the API).
  const watcher = serverEnv.DATABASE_URL
    ? openDatabase({ databaseUrl: serverEnv.DATABASE_URL, dataDir: '' })
    : undefined;
  try {
    const paths = await answeredPaths(api, notes);
    const body = await bodyOf(api, paths[0] ?? PATHS[0] ?? '/');
    const raw = Buffer.from(JSON.stringify(body));
    notes.push(
      `baseline body: the API's answer to ${paths[0]}, ${raw.length} bytes of JSON (${gzipSync(raw).length} gzipped); both servers compress with the app's settings (plugins/compress.ts) and every request sends '${BROWSER_HEADERS['accept-encoding']}'`,
    );
    bare = await startBareServer(body);
    const figures = await compare(api, bare, paths, loads, watcher);
    const rows = loads.map((load, index) => rowOf(load, figures[index] ?? { api: [], bare: [] }));
    saveScenario({
      id,
      title,
      runs: RUNS,
      rows,
      targets: targetsOf(rows, figures),
      notes: [...notes, `URLs, in turn: ${paths.join(' · ')}`],
    });
  } finally {
    await watcher?.close();
    await bare?.stop();
    await api.stop();
  }
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const commonNotes = [
  `The API runs as ${apiEntryDescription} (NODE_ENV=production, no Redis, no jobs, logs off); bare Fastify in a process of its own; the load comes from a third process. No rate limit applies to these public reads (plugins/rate-limit.ts limits nothing globally).`,
  "CPU per answer: each process's user + system time from /proc over the measurement, divided by the answers; for PostgreSQL, summed over the backends serving the API (where the time goes when the machine is shared).",
  'Fixed rates: evenly spaced requests on keep-alive connections (a new one whenever all are busy), latency from the moment each request is written (bench/lib/http-load.ts explains why not autocannon -R); flat out: autocannon.',
];

async function postgres() {
  const database = await createTestDatabase();
  try {
    const seededNote = await seeded({ databaseUrl: database.url, dataDir: '' }, POSTGRES_SOCIALS);
    const rate100: Load = { kind: 'rate', perSecond: 100 };
    const rate500: Load = { kind: 'rate', perSecond: 500 };
    const flat: Load = { kind: 'flat' };
    await scenario({
      id: 'socials-list-postgres',
      title: `Socials list, ${POSTGRES_SOCIALS.toLocaleString('en')} socials, PostgreSQL`,
      serverEnv: { DATABASE_URL: database.url },
      loads: [rate100, rate500, flat],
      notes: [seededNote, ...commonNotes],
      targetsOf: ([at100, at500], [, , flatFigures]) => {
        const bareP50 = at100?.baseline?.latency.p50 ?? 0;
        const apiP50 = at100?.measured.p50 ?? Infinity;
        const p99At500 = at500?.measured.p99 ?? Infinity;
        const apiRate = perSecond(flatFigures?.api ?? []);
        const bareRate = perSecond(flatFigures?.bare ?? []);
        return [
          target(
            'p50 at 100 req/s ≤ 2x bare Fastify p50',
            apiP50 <= 2 * bareP50,
            `${ms(apiP50)} vs ${ms(bareP50)} (${ratio(apiP50, bareP50)})`,
          ),
          target('p99 at 500 req/s ≤ 10 ms', p99At500 <= 10, ms(p99At500)),
          target(
            'flat-out throughput ≥ 25% of bare Fastify',
            apiRate >= 0.25 * bareRate,
            `${apiRate.toFixed(0)} vs ${bareRate.toFixed(0)} req/s (${((apiRate / bareRate) * 100).toFixed(1)}%)`,
          ),
        ];
      },
    });
  } finally {
    await database.drop();
  }
}

async function pglite() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-bench-pglite-'));
  try {
    const seededNote = await seeded({ dataDir }, PGLITE_SOCIALS);
    await scenario({
      id: 'socials-list-pglite',
      title: `Socials list, ${PGLITE_SOCIALS.toLocaleString('en')} socials, embedded PGlite (the default)`,
      serverEnv: { DATA_DIR: dataDir },
      loads: [{ kind: 'rate', perSecond: 100 }],
      notes: [seededNote, ...commonNotes],
      targetsOf: ([at100]) => {
        const p50 = at100?.measured.p50 ?? Infinity;
        return [target('p50 at 100 req/s ≤ 10 ms', p50 <= 10, ms(p50))];
      },
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_ONLY; // 'postgres' or 'pglite'
if (only !== 'pglite') await postgres();
if (only !== 'postgres') await pglite();
