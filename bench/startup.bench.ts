// Start-up time of the API, from launching the process to its first 200 from /api/v1/health,
// for both ways of running it: the compiled bundle `npm start` runs (node apps/server/dist/main.js)
// beside the TypeScript sources through tsx (`npm run dev`, and what `npm start` ran before the compiled bundle).
// Four cases, as people meet them: a fresh embedded database (PGlite: migrations and demo data
// included), an embedded database already seeded, and the same two on PostgreSQL.
// The server runs as `npm start` runs it (NODE_ENV=development: the demo data, pretty logs) with
// Redis under a key prefix of its own. Prints figures; no target, never fails a build.
// Run: npx tsx bench/startup.bench.ts   (needs the local PostgreSQL and Redis, like the tests)
// Tune: BENCH_RUNS=3 (QUICK=1 runs once)
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createDatabase, type CreatedDatabase } from '../apps/server/src/test/admin-database.ts';
import { deleteRedisKeys } from '../apps/server/src/test/factories.ts';
import { testServicesInUse } from '../apps/server/src/test/test-database.ts';
import { latencyOf, median, RUNS, saveScenario, type ResultRow } from './lib/results.ts';

const PORT = Number(process.env.BENCH_PORT ?? 41410);
const START_TIMEOUT_MS = 120_000;
const repoRoot = path.resolve(import.meta.dirname, '..');

type Mode = { name: 'compiled' | 'tsx'; args: string[] };
const compiled: Mode = {
  name: 'compiled',
  args: ['--enable-source-maps', 'apps/server/dist/main.js'],
};
const tsx: Mode = { name: 'tsx', args: ['--import', 'tsx', 'apps/server/src/main.ts'] };

const services = testServicesInUse();
const redisKeyPrefix = `bp-bench-startup:${randomBytes(4).toString('hex')}:`;
const temporaryFolders: string[] = [];
const databases: CreatedDatabase[] = [];

/** Settings of this process's environment that must not leak into the server it starts. */
const SERVER_SETTINGS = ['DATABASE_URL', 'DATA_DIR', 'REDIS', 'PORT', 'HOST', 'JOBS', 'NODE_ENV'];

/** Milliseconds from spawning the server to its first healthy answer; then stops it. */
async function timeStart(mode: Mode, database: Record<string, string>): Promise<number> {
  const inherited = { ...process.env };
  for (const name of SERVER_SETTINGS) delete inherited[name];
  const startedAt = performance.now();
  const child = spawn(process.execPath, mode.args, {
    cwd: repoRoot,
    env: {
      ...inherited,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0000',
      REDIS_URL: services.redisUrl,
      REDIS_KEY_PREFIX: redisKeyPrefix,
      WEB_DIST_DIR: path.join('.data', 'no-web-build'),
      ...database,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  try {
    while (performance.now() - startedAt < START_TIMEOUT_MS) {
      if (child.exitCode !== null) throw new Error(`${mode.name} server exited:\n${output}`);
      const response = await fetch(`http://127.0.0.1:${PORT}/api/v1/health`).catch(() => undefined);
      if (response?.status === 200) return performance.now() - startedAt;
      await sleep(10);
    }
    throw new Error(`${mode.name} server was not healthy within 120 s:\n${output}`);
  } finally {
    child.kill('SIGTERM');
    const killAfter = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killAfter);
    process.off('exit', killOnExit);
  }
}

const freshDataDir = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bp-bench-startup-'));
  temporaryFolders.push(folder);
  return { DATA_DIR: folder };
};
const freshDatabase = async () => {
  const database = await createDatabase(services.adminUrl, 'bp_bench_startup');
  databases.push(database);
  return { DATABASE_URL: database.url };
};

type Case = { label: string; database: () => Promise<Record<string, string>> };

/** A case whose database one start has already migrated and seeded, reused for every run. */
async function seededOnce(fresh: () => Promise<Record<string, string>>) {
  const database = await fresh();
  await timeStart(compiled, database);
  return () => Promise.resolve(database);
}

console.log('Building the server (npm run build -w @betterplay/server) ...');
const build = spawnSync('npm', ['run', 'build', '-w', '@betterplay/server'], {
  cwd: repoRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

try {
  const cases: Case[] = [
    { label: 'PGlite, fresh DATA_DIR (migrate + seed)', database: async () => freshDataDir() },
    {
      label: 'PGlite, seeded DATA_DIR',
      database: await seededOnce(async () => freshDataDir()),
    },
    { label: 'PostgreSQL, empty database (migrate + seed)', database: freshDatabase },
    { label: 'PostgreSQL, seeded database', database: await seededOnce(freshDatabase) },
  ];
  const rows: ResultRow[] = [];
  for (const { label, database } of cases) {
    const runs = { compiled: [] as number[], tsx: [] as number[] };
    for (let run = 0; run < RUNS; run++) {
      // Alternating which mode goes first spreads the machine's drift over both.
      const order = run % 2 === 0 ? [compiled, tsx] : [tsx, compiled];
      for (const mode of order) {
        const elapsed = await timeStart(mode, await database());
        runs[mode.name].push(elapsed);
        console.log(`${label} · ${mode.name} · run ${run + 1}: ${elapsed.toFixed(0)} ms`);
      }
    }
    rows.push({
      label: `compiled: ${label}`,
      load: 'launch → first 200 from /api/v1/health',
      measured: latencyOf(runs.compiled),
      baseline: { label: 'tsx, same case', latency: latencyOf(runs.tsx) },
      extra: {
        'median start-up': `compiled ${median(runs.compiled).toFixed(0)} ms, tsx ${median(runs.tsx).toFixed(0)} ms (compiled/tsx ${(median(runs.compiled) / median(runs.tsx)).toFixed(2)})`,
        runs: `compiled ${runs.compiled.map((value) => value.toFixed(0)).join(', ')} ms; tsx ${runs.tsx.map((value) => value.toFixed(0)).join(', ')} ms`,
      },
    });
  }
  saveScenario({
    id: 'startup',
    title: 'Start-up: launch to the first healthy answer, compiled (npm start) beside tsx',
    runs: RUNS,
    rows,
    targets: [],
    notes: [
      'p50 of each row is the median of the runs; no target: the figures are for the README.',
      'NODE_ENV=development as npm start runs it (demo data, pino-pretty logs), Redis on, no web build served.',
    ],
  });
} finally {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
  for (const database of databases) await database.drop().catch(() => undefined);
  await deleteRedisKeys(services.redisUrl, redisKeyPrefix).catch(() => undefined);
}
