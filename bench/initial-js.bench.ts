// How much JavaScript a first visit downloads, per route, measured in Debian's Chromium against
// the built app served by the real server (precompressed files). Reported in gzip and brotli
// bytes, against the whole app's JavaScript as the baseline. Prints figures; never fails a build.
// Run: npm run build && npx tsx bench/initial-js.bench.ts
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { listenOnFreePort } from '../apps/server/src/realtime/realtime-test-support.ts';

const ROUTES = ['/', '/sports/badminton'];
const BUDGET_GZIP_BYTES = 150 * 1024;
const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
if (!existsSync(path.join(dist, 'index.html'))) throw new Error('run "npm run build" first');

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
  console.log(
    `whole app: ${allJs.length} JS files, ${kb(whole.gzip)} gzip, ${kb(whole.brotli)} brotli`,
  );
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
    const gzip = loaded.reduce((sum, size) => sum + size.gzip, 0);
    const brotli = loaded.reduce((sum, size) => sum + size.brotli, 0);
    console.log(
      `${route}: ${scripts.size} JS files, ${kb(gzip)} gzip (${((gzip / whole.gzip) * 100).toFixed(0)}% of the app, budget ${kb(BUDGET_GZIP_BYTES)}: ${gzip <= BUDGET_GZIP_BYTES ? 'within' : 'OVER'}), ${kb(brotli)} brotli`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
