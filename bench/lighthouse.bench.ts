// Lighthouse (mobile, performance only) on every public route of the built app, served by the
// real server with the demo data: 3 runs per route, each in a fresh Chromium profile, and per
// route the median performance score, largest contentful paint, cumulative layout shift and total
// blocking time, against the target 'fast from any link': score ≥ 90, LCP < 2.5 s, CLS < 0.1.
// Beside them, the figures before the preloads (bench/lighthouse-before.json) and whether
// Chromium warned that a preload went unused on the route.
// Lighthouse is not a dependency of the project: it runs through npx, pinned, with the machine's
// Chromium (CHROME_PATH, /usr/bin/chromium by default); it downloads no browser.
// Run: npm run build && npx tsx bench/lighthouse.bench.ts
// Tune: BENCH_RUNS=3 · BENCH_WEB_DIST=<folder> (a build elsewhere, e.g. vite build --outDir /tmp/web)
//       BENCH_LIGHTHOUSE_ROUTES=/signup,/book (only the routes whose labels contain these)
//       BENCH_LIGHTHOUSE_REPORTS=<folder> keeps every run's JSON report there (the LCP element,
//       the layout shifts, the long tasks, the unused JavaScript)
//       BENCH_LIGHTHOUSE_SAVE_BEFORE=1 writes this run's medians as the 'before' figures
//       BENCH_LIGHTHOUSE_THROTTLING=devtools throttles the page for real (Chromium slows its
//       network and CPU) instead of estimating from an unthrottled load: figures only, beside
//       the target's, as the 'lighthouse-devtools' scenario
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/db/seed/seed.ts';
import { listenOnFreePort } from '../apps/server/src/realtime/realtime-test-kit.ts';
import {
  CHROME_FLAGS,
  CHROME_PATH,
  describeHost,
  DEVTOOLS,
  type Figures,
  LIGHTHOUSE,
  lighthouse,
  run,
  type Run,
} from './lib/lighthouse-runner.ts';
import { median, RUNS, saveScenario, target } from './lib/results.ts';

const TARGET = { score: 90, lcpMs: 2500, cls: 0.1 };
const BEFORE_FILE = path.join(import.meta.dirname, 'lighthouse-before.json');
/** Chromium's console warning for a preload the page did not use within a few seconds. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/i;

/** Ids the demo data gives the routes that name one thing. */
type DemoIds = { socialId: string; venueId: string; coachId: string };
type Route = { label: string; path: (ids: DemoIds) => string };

const ROUTES: Route[] = [
  { label: '/', path: () => '/' },
  { label: '/signup', path: () => '/signup' },
  { label: '/sports', path: () => '/sports' },
  { label: '/sports/badminton', path: () => '/sports/badminton' },
  {
    label: 'a social: /sports/badminton/social?id=…',
    path: ({ socialId }) => `/sports/badminton/social?id=${encodeURIComponent(socialId)}`,
  },
  { label: '/book', path: () => '/book' },
  { label: '/stadiums/msac', path: () => '/stadiums/msac' },
  { label: '/stadiums/msac/badminton', path: () => '/stadiums/msac/badminton' },
  { label: '/training', path: () => '/training' },
  { label: '/training/tennis', path: () => '/training/tennis' },
  {
    label: 'a venue: /training/tennis/venue/…',
    path: ({ venueId }) => `/training/tennis/venue/${encodeURIComponent(venueId)}`,
  },
  {
    label: 'a coach: /training/tennis/venue/…/coach/…',
    path: ({ venueId, coachId }) =>
      `/training/tennis/venue/${encodeURIComponent(venueId)}/coach/${encodeURIComponent(coachId)}`,
  },
];

/** The 'before' figures: when they were measured, how loaded the machine was, and per route. */
type Before = { measuredAt: string; loadAverage: string; routes: Record<string, Figures> };

const dist = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'),
);
if (!existsSync(path.join(dist, 'index.html'))) {
  throw new Error(`no built web app in ${dist}: run "npm run build" first`);
}
const onlyRoutes = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '').split(',').filter(Boolean);
const routes = ROUTES.filter(
  ({ label }) => onlyRoutes.length === 0 || onlyRoutes.some((word) => label.includes(word)),
);
const reportsDir = process.env.BENCH_LIGHTHOUSE_REPORTS;
if (reportsDir) mkdirSync(reportsDir, { recursive: true });

const medianOf = (runs: Figures[]): Figures => ({
  score: median(runs.map((figures) => figures.score)),
  lcpMs: median(runs.map((figures) => figures.lcpMs)),
  cls: median(runs.map((figures) => figures.cls)),
  tbtMs: median(runs.map((figures) => figures.tbtMs)),
});
const meetsTarget = (figures: Figures) =>
  figures.score >= TARGET.score && figures.lcpMs < TARGET.lcpMs && figures.cls < TARGET.cls;
const describe = (figures: Figures) =>
  `${figures.score} · LCP ${(figures.lcpMs / 1000).toFixed(2)} s · CLS ${figures.cls.toFixed(3)} · TBT ${figures.tbtMs.toFixed(0)} ms`;

/** The demo data's ids for the routes that name a social, a venue and a coach. */
async function demoIds(origin: string): Promise<DemoIds> {
  const get = async <T>(apiPath: string) => {
    const response = await fetch(`${origin}/api/v1${apiPath}`);
    if (!response.ok) throw new Error(`GET ${apiPath}: ${response.status}`);
    return ((await response.json()) as { data: T }).data;
  };
  const socials = await get<{ data: { id: string }[] }>('/cms/socials/badminton?page=1');
  const venues = await get<{ id: string; coaches: { id: string }[] }[]>('/training/tennis');
  const venue = venues.find((candidate) => candidate.coaches.length > 0);
  const socialId = socials.data[0]?.id;
  if (!socialId || !venue?.coaches[0]) throw new Error('the demo data has no social or coach');
  return { socialId, venueId: venue.id, coachId: venue.coaches[0].id };
}

/** Loads each URL in Chromium and collects its 'preloaded but not used' console warnings. */
async function unusedPreloads(urls: string[]): Promise<Map<string, string[]>> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const warnings = new Map<string, string[]>();
  try {
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const found: string[] = [];
      page.on('console', (message) => {
        if (UNUSED_PRELOAD.test(message.text())) found.push(message.text());
      });
      await page.goto(url, { waitUntil: 'load' });
      // Chromium warns 3 s after the load event about a preload nothing used.
      await page.waitForTimeout(4000);
      warnings.set(url, found);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return warnings;
}

// The 'before' figures are the default estimate's: beside Chromium's own throttling they mislead.
const before: Before | undefined =
  !DEVTOOLS && existsSync(BEFORE_FILE)
    ? (JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as Before)
    : undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-bench-lighthouse-'));
const app = await buildApp(
  loadConfig({
    // As deployed: compiled assets, no API docs; the demo data is seeded below.
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
    REDIS: 'off',
    JOBS: 'off',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0000',
  }),
);
try {
  await runMigrations(app.database);
  await seedIfEmpty(app.deps.db);
  const origin = await listenOnFreePort(app);
  const ids = await demoIds(origin);
  console.log(`Lighthouse ${LIGHTHOUSE} with ${CHROME_PATH}, ${RUNS} run(s) per route on ${dist}`);
  await run('npx', ['-y', LIGHTHOUSE, '--version']);

  const runs = new Map<string, Run[]>(routes.map(({ label }) => [label, []]));
  // Route after route within a run, so a slow spell of the machine touches every route a little.
  for (let index = 0; index < RUNS; index++) {
    for (const route of routes) {
      const url = `${origin}${route.path(ids)}`;
      const reportFile = reportsDir
        ? path.join(reportsDir, `${route.label.replace(/[^\w]+/g, '_')}-${index + 1}.json`)
        : path.join(dataDir, 'report.json');
      const figures = await lighthouse(url, reportFile);
      runs.get(route.label)?.push(figures);
      console.log(`run ${index + 1} · ${route.label}: ${describe(figures)}`);
    }
  }
  const warnings = await unusedPreloads(routes.map((route) => `${origin}${route.path(ids)}`));

  const medians = new Map(routes.map(({ label }) => [label, medianOf(runs.get(label) ?? [])]));
  if (process.env.BENCH_LIGHTHOUSE_SAVE_BEFORE === '1') {
    const saved: Before = {
      measuredAt: new Date().toISOString(),
      loadAverage: os
        .loadavg()
        .map((value) => value.toFixed(2))
        .join(' / '),
      routes: Object.fromEntries(medians),
    };
    writeFileSync(BEFORE_FILE, `${JSON.stringify(saved, null, 2)}\n`);
    console.log(`saved these medians as the 'before' figures in ${BEFORE_FILE}`);
  }
  const cellsOf = (figures: Figures | undefined) =>
    figures
      ? [
          String(figures.score),
          `${(figures.lcpMs / 1000).toFixed(2)} s`,
          figures.cls.toFixed(3),
          `${figures.tbtMs.toFixed(0)} ms`,
        ]
      : ['', '', '', ''];
  saveScenario({
    id: DEVTOOLS ? 'lighthouse-devtools' : 'lighthouse',
    title: DEVTOOLS
      ? 'Lighthouse mobile performance of every public route, throttled by Chromium (figures only)'
      : 'Lighthouse mobile performance of every public route, before and after',
    runs: RUNS,
    rows: [],
    tables: [
      {
        header: [
          'Route',
          ...(DEVTOOLS ? [] : ['Score before', 'LCP before', 'CLS before', 'TBT before']),
          'Score',
          'LCP',
          'CLS',
          'TBT',
          'Target',
          'Unused preloads',
        ],
        rows: routes.map(({ label, path: pathOf }) => {
          const figures = medians.get(label);
          const unused = warnings.get(`${origin}${pathOf(ids)}`) ?? [];
          return [
            label,
            ...(DEVTOOLS ? [] : cellsOf(before?.routes[label])),
            ...cellsOf(figures),
            figures && meetsTarget(figures) ? 'met' : DEVTOOLS ? 'missed' : '**MISSED**',
            String(unused.length),
          ];
        }),
      },
    ],
    // The target is judged on Lighthouse's default; throttled by Chromium the figures inform it.
    targets: (DEVTOOLS ? [] : routes).map(({ label }) => {
      const figures = medians.get(label);
      return target(
        `${label}: score ≥ ${TARGET.score}, LCP < 2.5 s, CLS < 0.1`,
        figures !== undefined && meetsTarget(figures),
        figures ? describe(figures) : 'not measured',
      );
    }),
    notes: [
      `Lighthouse ${LIGHTHOUSE.split('@')[1]} by npx, its default mobile settings (a mid-range phone, slow 4G and 4x CPU slowdown${DEVTOOLS ? ', applied by Chromium to the load itself (--throttling-method=devtools)' : ', estimated from an unthrottled load'}), performance only, ${CHROME_FLAGS}, a fresh Chromium profile per run; each figure is the median of the runs on its own.`,
      `The server is the real one (NODE_ENV=production, embedded PGlite with the demo data, no Redis) serving the build with its precompressed files${existsSync(path.join(dist, '..', 'dist-ssr')) ? " and, in each page, the visitor's first screen rendered by the server" : ', without first screens (no dist-ssr beside the build)'}.`,
      before
        ? `Before: the same bench on the code before the preloads, the one-chunk shell and the footer fix (bench/lighthouse-before.json), ${before.measuredAt}, load average ${before.loadAverage}.`
        : DEVTOOLS
          ? "Before: not shown (bench/lighthouse-before.json holds Lighthouse's default estimate)."
          : 'Before: not measured (bench/lighthouse-before.json is missing).',
      describeHost([...runs.values()].flat()),
      "Unused preloads: Chromium's 'preloaded using link preload but not used' console warnings on one more load of the route.",
      ...[...warnings.values()].flat().map((warning) => `warning: ${warning}`),
    ],
  });
} finally {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
