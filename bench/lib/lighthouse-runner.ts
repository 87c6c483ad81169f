// One Lighthouse run of a page (mobile, performance only, with the machine's Chromium) and what
// it reports, for bench/lighthouse.bench.ts.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { median } from './results.ts';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu';
/**
 * Lighthouse's default estimates a slow phone from an unthrottled load (its 'simulate' method);
 * 'devtools' has Chromium throttle the load itself, which shows what a page that paints before
 * its scripts arrive gains (the estimate counts every script that loaded before the paint).
 */
export const DEVTOOLS = process.env.BENCH_LIGHTHOUSE_THROTTLING === 'devtools';

export type Figures = { score: number; lcpMs: number; cls: number; tbtMs: number };
/**
 * Lighthouse's own measure of the machine's CPU during a run (higher is faster), and whether it
 * warned that the CPU is slower than its 4x slowdown assumes: the figures' spread follows it.
 */
export type Host = { benchmarkIndex: number; slowCpuWarned: boolean };
export type Run = Figures & Host;
/** Runs a command to its end; rejects with its output when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CHROME_PATH },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

type Audit = { numericValue?: number };
type LighthouseReport = {
  runtimeError?: { code: string; message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit | undefined>;
  environment: { benchmarkIndex: number };
  runWarnings: string[];
};
const SLOW_CPU_WARNING = /slower CPU than\s+Lighthouse expects/;

/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is run again. */
const ATTEMPTS = 3;

/** One Lighthouse run of a URL, mobile, performance only, in a fresh profile. */
export async function lighthouse(url: string, reportFile: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseOnce(url, reportFile);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.log(
        `${url}: ${error instanceof Error ? error.message.split('\n').at(-1) : error}; again`,
      );
    }
  }
}

async function lighthouseOnce(url: string, reportFile: string): Promise<Run> {
  await run('npx', [
    '-y',
    LIGHTHOUSE,
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    '--only-categories=performance',
    ...(DEVTOOLS ? ['--throttling-method=devtools'] : []),
    '--output=json',
    `--output-path=${reportFile}`,
    '--quiet',
  ]);
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as LighthouseReport;
  if (report.runtimeError) {
    throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((report.categories.performance.score ?? 0) * 100),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    benchmarkIndex: report.environment.benchmarkIndex,
    slowCpuWarned: report.runWarnings.some((warning) => SLOW_CPU_WARNING.test(warning)),
  };
}

/** What Lighthouse said of the machine's CPU over all the runs. */
export function describeHost(all: Host[]): string {
  const indexes = all.map((host) => host.benchmarkIndex);
  const warned = all.filter((host) => host.slowCpuWarned).length;
  return (
    `Lighthouse's CPU benchmark of this machine (benchmarkIndex, higher is faster): median ` +
    `${median(indexes).toFixed(0)}, ${Math.min(...indexes).toFixed(0)} to ` +
    `${Math.max(...indexes).toFixed(0)} over the ${all.length} runs; Lighthouse warned "The ` +
    `tested device appears to have a slower CPU than Lighthouse expects" in ${warned} of them.`
  );
}
