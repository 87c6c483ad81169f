// What every scenario of `npm run bench` reports, and how: figures per run, the median of the
// runs, the baseline measured beside them, the ratio, and whether each target was met. Each
// scenario saves its result to bench/.results/<id>.json; bench/write-results.ts turns them all
// into bench/RESULTS.md. Benches print 'MISSED' for a target they miss and never fail a build.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';

export const RESULTS_DIR = path.join(import.meta.dirname, '..', '.results');

/** QUICK=1: one short run of each scenario, for trying a change; RESULTS.md's figures run without it. */
export const QUICK = process.env.QUICK === '1' || process.env.BENCH_QUICK === '1';
/** How many runs a scenario's median is taken over (BENCH_RUNS overrides). */
export const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 1 : 3));

/** Latency percentiles in milliseconds over one run's samples. */
export type Latency = { p50: number; p90: number; p99: number; max: number; count: number };

export function latencyOf(samplesMs: number[]): Latency {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
  return {
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    count: sorted.length,
  };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Field by field median of several runs' percentiles (each run measured the same way). */
export function medianLatency(runs: Latency[]): Latency {
  const field = (key: keyof Latency) => median(runs.map((run) => run[key]));
  return {
    p50: field('p50'),
    p90: field('p90'),
    p99: field('p99'),
    max: field('max'),
    count: field('count'),
  };
}

/** One measured line: the code's figures beside the baseline's, measured in the same run. */
export type ResultRow = {
  label: string;
  /** e.g. '100 req/s open loop, 20 s after 5 s warm-up' */
  load?: string;
  measured: Latency;
  baseline?: { label: string; latency: Latency };
  /** extra figures (throughput, loss, heap per socket ...) as label → text */
  extra?: Record<string, string>;
};

/** A table of figures as text: one header, rows of the same length. */
export type FiguresTable = { title?: string; header: string[]; rows: string[][] };

export type Target = { description: string; met: boolean; measured: string };

export type ScenarioResult = {
  id: string;
  title: string;
  /** how many runs the medians are over */
  runs: number;
  rows: ResultRow[];
  targets: Target[];
  notes?: string[];
  /** EXPLAIN (ANALYZE) output or similar evidence, printed verbatim */
  evidence?: { title: string; text: string }[];
  /** figures that are not latencies (a score beside its metrics, before and after), as tables */
  tables?: FiguresTable[];
  /** os.loadavg() when the scenario finished */
  loadAverage?: number[];
  finishedAt?: string;
};

const ms = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(2));
export const formatLatency = (l: Latency) =>
  `p50 ${ms(l.p50)} · p90 ${ms(l.p90)} · p99 ${ms(l.p99)} · max ${ms(l.max)} ms`;
export const ratio = (measured: number, baseline: number) =>
  baseline > 0 ? `${(measured / baseline).toFixed(1)}x` : 'n/a';

/** A target is checked against a number; the text says what was measured against what. */
export function target(description: string, met: boolean, measured: string): Target {
  return { description, met, measured };
}

/** Prints the scenario (with MISSED for every target missed) and saves it for RESULTS.md. */
export function saveScenario(result: ScenarioResult): void {
  const finished: ScenarioResult = {
    ...result,
    loadAverage: result.loadAverage ?? loadavg().map((value) => Number(value.toFixed(2))),
    finishedAt: result.finishedAt ?? new Date().toISOString(),
  };
  console.log(`\n=== ${finished.title} (median of ${finished.runs} run(s)) ===`);
  for (const row of finished.rows) {
    console.log(`${row.label}${row.load ? ` [${row.load}]` : ''}`);
    console.log(`  measured: ${formatLatency(row.measured)}`);
    if (row.baseline) {
      console.log(`  baseline (${row.baseline.label}): ${formatLatency(row.baseline.latency)}`);
      console.log(
        `  ratio: p50 ${ratio(row.measured.p50, row.baseline.latency.p50)}, p99 ${ratio(row.measured.p99, row.baseline.latency.p99)}`,
      );
    }
    for (const [label, text] of Object.entries(row.extra ?? {})) console.log(`  ${label}: ${text}`);
  }
  for (const table of finished.tables ?? []) {
    if (table.title) console.log(table.title);
    for (const row of [table.header, ...table.rows]) console.log(`  ${row.join(' | ')}`);
  }
  for (const item of finished.targets) {
    console.log(`${item.met ? 'met   ' : 'MISSED'} ${item.description}: ${item.measured}`);
  }
  for (const note of finished.notes ?? []) console.log(`note: ${note}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, `${finished.id}.json`), JSON.stringify(finished, null, 2));
}
