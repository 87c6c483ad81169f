// How much JavaScript a first visit downloads, per route, measured in Debian's Chromium against
// the built app served by the real server (precompressed files). Reported in gzip and brotli
// bytes, against the whole app's JavaScript as the baseline. Sizes do not vary between runs, so
// there is one. Saves 'initial-js' (bench/lib/results.ts): target '/ ≤ 150 KB gzip'.
// Run: npm run build && npx tsx bench/initial-js.bench.ts
//      (BENCH_WEB_DIST=<folder> measures a build elsewhere, e.g. vite build --outDir /tmp/web)
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { listenOnFreePort } from '../apps/server/src/realtime/realtime-test-kit.ts';
import { saveScenario, target } from './lib/results.ts';

const ROUTES = ['/', '/sports/badminton'];
/** The budget applies to the home page, where most visits start. */
const BUDGET_ROUTE = '/';
const BUDGET_GZIP_BYTES = 150 * 1024;
const dist = path.resolve(
  process.env.BENCH_WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'),
);
if (!existsSync(path.join(dist, 'index.html'))) {
  throw new Error(`no built web app in ${dist}: run "npm run build" first`);
}

const sizeOf = (file: string) => (existsSync(file) ? readFileSync(file).length : 0);
/** gzip and brotli bytes of a built file (the .gz/.br the build wrote; tiny files have none). */
function compressedSizes(file: string) {
  const raw = sizeOf(file);
  return { gzip: sizeOf(`${file}.gz`) || raw, brotli: sizeOf(`${file}.br`) || raw };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const allJs = readdirSync(path.join(dist, 'assets')).filter((name) => name.endsWith('.js'));
const whole = allJs
  .map((name) => compressedSizes(path.join(dist, 'assets', name)))
  .reduce((sum, size) => ({ gzip: sum.gzip + size.gzip, brotli: sum.brotli + size.brotli }), {
    gzip: 0,
    brotli: 0,
  });

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-bench-js-'));
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: dist,
    REDIS: 'off',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0000',
  }),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  await runMigrations(app.database);
  const origin = await listenOnFreePort(app);
  const perRoute: { route: string; files: number; gzip: number; brotli: number }[] = [];
  for (const route of ROUTES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    const loaded = [...scripts].map((file) => compressedSizes(path.join(dist, file)));
    perRoute.push({
      route,
      files: scripts.size,
      gzip: loaded.reduce((sum, size) => sum + size.gzip, 0),
      brotli: loaded.reduce((sum, size) => sum + size.brotli, 0),
    });
    await context.close();
  }
  const describe = (figures: (typeof perRoute)[number]) =>
    `${kb(figures.gzip)} gzip, ${kb(figures.brotli)} brotli in ${figures.files} JS files (${((figures.gzip / whole.gzip) * 100).toFixed(0)}% of the app's JS)`;
  const budgeted = perRoute.find((figures) => figures.route === BUDGET_ROUTE);
  saveScenario({
    id: 'initial-js',
    title: 'Initial JavaScript of a first visit',
    runs: 1,
    rows: [],
    targets: [
      target(
        `${BUDGET_ROUTE} ≤ 150 KB gzip`,
        budgeted !== undefined && budgeted.gzip <= BUDGET_GZIP_BYTES,
        budgeted ? describe(budgeted) : 'not measured',
      ),
    ],
    notes: [
      ...perRoute.map((figures) => `${figures.route}: ${describe(figures)}`),
      `baseline, the whole app: ${allJs.length} JS files, ${kb(whole.gzip)} gzip, ${kb(whole.brotli)} brotli`,
      'Scripts counted: every .js the page fetched from the app until the network was idle, in Chromium, at the sizes of the precompressed files the server sends.',
    ],
  });
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
