// Turns every bench/.results/<id>.json (saved by saveScenario in bench/lib/results.ts) into
// bench/RESULTS.md: the machine, a summary of every target, then per scenario its figures beside
// its baseline with the ratio, extra figures, targets (met or MISSED), notes and evidence.
// Scenarios come in a fixed order (the ones with targets first), then any others by id, so two
// runs differ only where the figures do. bench/run-all.ts calls it at the end of `npm run bench`.
// Run alone: npx tsx bench/write-results.ts
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { RESULTS_DIR, ratio, type Latency, type ScenarioResult } from './lib/results.ts';

export const RESULTS_FILE = path.join(import.meta.dirname, 'RESULTS.md');
/** What bench/run-all.ts leaves beside the results: which scenario files ran, and how it went. */
export const RUN_LOG_FILE = path.join(RESULTS_DIR, '_run.json');

/** The scenarios with targets, in a fixed order, then the supporting ones. */
export const KNOWN_SCENARIOS = [
  'socials-list-postgres',
  'socials-list-pglite',
  'push-latency',
  'waitlist-offer',
  'chat-fanout',
  'court-holds',
  'socket-memory',
  'initial-js',
  'lighthouse',
  'socket-flood',
  'list-plans',
  'write-paths',
  'startup',
  'cluster',
];

export type RunLog = {
  startedAt: string;
  finishedAt: string;
  quick: boolean;
  files: { file: string; outcome: 'ok' | 'failed' | 'missing'; seconds: number; detail?: string }[];
};

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const ms = (value: number) =>
  value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2);
const latencyCells = (l: Latency) => [ms(l.p50), ms(l.p90), ms(l.p99), ms(l.max), String(l.count)];

function readScenarios(): ScenarioResult[] {
  if (!existsSync(RESULTS_DIR)) return [];
  const scenarios = readdirSync(RESULTS_DIR)
    .filter((name) => name.endsWith('.json') && !name.startsWith('_'))
    .map(
      (name) => JSON.parse(readFileSync(path.join(RESULTS_DIR, name), 'utf8')) as ScenarioResult,
    );
  const rank = (id: string) => {
    const index = KNOWN_SCENARIOS.indexOf(id);
    return index === -1 ? KNOWN_SCENARIOS.length : index;
  };
  return scenarios.sort((a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id));
}

function readRunLog(): RunLog | undefined {
  if (!existsSync(RUN_LOG_FILE)) return undefined;
  return JSON.parse(readFileSync(RUN_LOG_FILE, 'utf8')) as RunLog;
}

function machine(): string[] {
  const cpus = os.cpus();
  return [
    `- CPU: ${cpus[0]?.model.trim() ?? 'unknown'}, ${cpus.length} cores`,
    `- Memory: ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB`,
    `- Node.js ${process.version} on ${os.type()} ${os.release()} (${os.arch()})`,
    `- Written: ${new Date().toISOString()}; load average now (1/5/15 min): ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' / ')}`,
  ];
}

/** A scenario that finished before this `npm run bench` began is from an earlier run. */
const isStale = (scenario: ScenarioResult, log: RunLog | undefined) =>
  log !== undefined && (scenario.finishedAt ?? '') < log.startedAt;

function summary(scenarios: ScenarioResult[], log: RunLog | undefined): string[] {
  const lines = ['| Scenario | Target | Result | Measured |', '| --- | --- | --- | --- |'];
  for (const scenario of scenarios) {
    const stale = isStale(scenario, log) ? ' (earlier run)' : '';
    if (scenario.targets.length === 0) {
      lines.push(`| ${cell(scenario.id)}${stale} | (figures only) | | |`);
    }
    for (const item of scenario.targets) {
      lines.push(
        `| ${cell(scenario.id)}${stale} | ${cell(item.description)} | ${item.met ? 'met' : '**MISSED**'} | ${cell(item.measured)} |`,
      );
    }
  }
  const ran = new Set(scenarios.map((scenario) => scenario.id));
  for (const id of KNOWN_SCENARIOS.filter((known) => !ran.has(known))) {
    lines.push(`| ${id} | | **no result** | the scenario saved nothing |`);
  }
  return lines;
}

function runs(log: RunLog | undefined): string[] {
  if (!log) return [];
  const lines = [
    '## The run',
    '',
    `\`npm run bench\` from ${log.startedAt} to ${log.finishedAt}${log.quick ? ' with QUICK=1 (short runs: figures for development only)' : ''}.`,
    '',
    '| Scenario file | Outcome | Seconds | Detail |',
    '| --- | --- | --- | --- |',
  ];
  for (const file of log.files) {
    lines.push(
      `| ${cell(file.file)} | ${file.outcome === 'ok' ? 'ok' : `**${file.outcome}**`} | ${file.seconds.toFixed(0)} | ${cell(file.detail ?? '')} |`,
    );
  }
  return [...lines, ''];
}

function scenarioSection(scenario: ScenarioResult, log: RunLog | undefined): string[] {
  const load = scenario.loadAverage?.map((value) => value.toFixed(2)).join(' / ') ?? 'unknown';
  const lines = [
    `## ${scenario.title}`,
    '',
    `\`${scenario.id}\` · median of ${scenario.runs} run(s) · finished ${scenario.finishedAt ?? 'unknown'} · load average (1/5/15 min) ${load}${isStale(scenario, log) ? ' · **from an earlier run: this run saved nothing new**' : ''}`,
    '',
  ];
  if (scenario.rows.length > 0) {
    lines.push(
      '| Measurement | Load | p50 ms | p90 ms | p99 ms | max ms | samples |',
      '| --- | --- | --- | --- | --- | --- | --- |',
    );
    for (const row of scenario.rows) {
      const loadText = cell(row.load ?? '');
      lines.push(
        `| ${cell(row.label)} | ${loadText} | ${latencyCells(row.measured).join(' | ')} |`,
      );
      if (row.baseline) {
        const base = row.baseline.latency;
        lines.push(
          `| baseline: ${cell(row.baseline.label)} | ${loadText} | ${latencyCells(base).join(' | ')} |`,
          `| ratio | | ${ratio(row.measured.p50, base.p50)} | ${ratio(row.measured.p90, base.p90)} | ${ratio(row.measured.p99, base.p99)} | ${ratio(row.measured.max, base.max)} | |`,
        );
      }
    }
    lines.push('');
  }
  const extras = scenario.rows.flatMap((row) =>
    Object.entries(row.extra ?? {}).map(
      ([label, text]) => `| ${cell(row.label)} | ${cell(label)} | ${cell(text)} |`,
    ),
  );
  if (extras.length > 0)
    lines.push('| Measurement | Figure | Value |', '| --- | --- | --- |', ...extras, '');
  for (const table of scenario.tables ?? []) {
    if (table.title) lines.push(table.title, '');
    lines.push(
      `| ${table.header.map(cell).join(' | ')} |`,
      `| ${table.header.map(() => '---').join(' | ')} |`,
      ...table.rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
      '',
    );
  }
  if (scenario.targets.length > 0) {
    lines.push('Targets:', '');
    for (const item of scenario.targets) {
      lines.push(`- ${item.met ? 'met' : '**MISSED**'}: ${item.description}: ${item.measured}`);
    }
    lines.push('');
  }
  if ((scenario.notes ?? []).length > 0) {
    lines.push('Notes:', '', ...(scenario.notes ?? []).map((note) => `- ${note}`), '');
  }
  for (const evidence of scenario.evidence ?? []) {
    const fence = evidence.text.includes('```') ? '````' : '```';
    lines.push(
      '<details>',
      `<summary>${evidence.title.replaceAll('<', '&lt;')}</summary>`,
      '',
      fence,
      evidence.text.trimEnd(),
      fence,
      '',
      '</details>',
      '',
    );
  }
  return lines;
}

/** Writes bench/RESULTS.md from whatever results there are; returns its path. */
/** What stands in the way of each missed target and what was tried: written by hand, kept here. */
function missedTargetsAnalysis(): string[] {
  const file = path.join(import.meta.dirname, 'what-stands-in-the-way.md');
  if (!existsSync(file)) return [];
  return ['## What stands in the way of the missed targets', '', readFileSync(file, 'utf8'), ''];
}

export async function writeResults(): Promise<string> {
  const scenarios = readScenarios();
  const log = readRunLog();
  const text = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/write-results.ts from bench/.results/*.json); do not edit by hand. Every figure is a median over the runs named; each baseline was measured in the same run on the same machine. A target missed reads **MISSED**; benchmarks never fail a build.',
    '',
    '## Machine',
    '',
    ...machine(),
    '',
    '## Targets',
    '',
    ...summary(scenarios, log),
    '',
    ...missedTargetsAnalysis(),
    ...runs(log),
    ...scenarios.flatMap((scenario) => scenarioSection(scenario, log)),
  ].join('\n');
  const options = (await prettier.resolveConfig(RESULTS_FILE)) ?? {};
  writeFileSync(RESULTS_FILE, await prettier.format(text, { ...options, parser: 'markdown' }));
  return RESULTS_FILE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(`wrote ${path.relative(process.cwd(), await writeResults())}`);
}
