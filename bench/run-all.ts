// `npm run bench`: builds the app once (the initial-JS, Lighthouse and start-up scenarios measure
// the built files), runs every scenario file one after another, each in a child process of its
// own (a crash or a leaked handle in one cannot spoil the next), skips a file that is not there
// with a note, carries on after one that fails, then writes bench/RESULTS.md. Benchmarks never
// gate CI: this is not part of `npm test`, and it exits 0 whatever the figures (1 only if it
// cannot run).
// Run: npm run bench                        every scenario, 3 runs each (takes a while)
//      npm run bench -- socials-list court   only the files whose names contain these words
//      QUICK=1 npm run bench                 short runs, for development
//      BENCH_SKIP_BUILD=1 npm run bench      use the build already there
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RESULTS_DIR } from './lib/results.ts';
import { RUN_LOG_FILE, writeResults, type RunLog } from './write-results.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** Every scenario, in the order RESULTS.md lists them; node options where one needs them. */
const SCENARIO_FILES: { file: string; nodeOptions?: string[] }[] = [
  { file: 'socials-list.bench.ts' },
  { file: 'push-latency.bench.ts' },
  { file: 'waitlist-offer.bench.ts' },
  { file: 'chat-fanout.bench.ts' },
  { file: 'court-holds.bench.ts' },
  { file: 'socket-memory.bench.ts', nodeOptions: ['--expose-gc'] },
  { file: 'socket-flood.bench.ts', nodeOptions: ['--expose-gc'] },
  { file: 'initial-js.bench.ts' },
  { file: 'lighthouse.bench.ts' },
  { file: 'list-plans.bench.ts' },
  { file: 'write-paths.bench.ts' },
  { file: 'calendar-feed.bench.ts' },
  { file: 'accept-with-mail.bench.ts' },
  { file: 'forgot-password.bench.ts' },
  { file: 'startup.bench.ts' },
  { file: 'cluster.bench.ts' },
];

const wanted = process.argv.slice(2);
const selected = SCENARIO_FILES.filter(
  ({ file }) => wanted.length === 0 || wanted.some((word) => file.includes(word)),
);
const log: RunLog = {
  startedAt: new Date().toISOString(),
  finishedAt: '',
  quick: process.env.QUICK === '1',
  files: [],
};

if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('\n### npm run build (the scenarios measure the built app)');
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) console.log('the build failed: scenarios that need it will say so');
}

for (const { file, nodeOptions = [] } of selected) {
  const fullPath = path.join(import.meta.dirname, file);
  if (!existsSync(fullPath)) {
    console.log(`\n### ${file}: not there, skipped`);
    log.files.push({ file, outcome: 'missing', seconds: 0, detail: 'no such file' });
    continue;
  }
  console.log(`\n### ${file}`);
  const started = Date.now();
  const run = spawnSync(process.execPath, [...nodeOptions, '--import', 'tsx', fullPath], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: process.env,
  });
  const seconds = (Date.now() - started) / 1000;
  const failed = run.status !== 0;
  if (failed) console.log(`### ${file} failed (${run.status ?? run.signal}); carrying on`);
  log.files.push({
    file,
    outcome: failed ? 'failed' : 'ok',
    seconds,
    ...(failed ? { detail: `exit ${run.status ?? run.signal}` } : {}),
  });
}

log.finishedAt = new Date().toISOString();
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(RUN_LOG_FILE, JSON.stringify(log, null, 2));
const written = await writeResults();
const problems = log.files.filter((entry) => entry.outcome !== 'ok');
console.log(
  `\nwrote ${path.relative(repoRoot, written)}; ${log.files.length - problems.length} of ${log.files.length} scenario files ran to the end` +
    (problems.length
      ? ` (${problems.map((entry) => `${entry.file}: ${entry.outcome}`).join(', ')})`
      : ''),
);
