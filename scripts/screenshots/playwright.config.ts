// `npm run screenshots`: the main screens of the built app, phone and desktop, light and dark,
// written to docs/screens/ (the README links them). Not part of `npm test`: it writes files.
// It runs the compiled server on a fresh embedded database with the demo data, like `npm start`.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config.ts';

const port = 3557;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-screens-'));

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'screens.spec.ts',
  globalTeardown: undefined,
  // 24 pictures in one test, each after its page settles.
  timeout: 600_000,
  // Its own scratch folder: the e2e run's test-results/ is cleared whenever that run starts.
  outputDir: path.join(dataDir, 'results'),
  use: { ...base.use, baseURL: `http://localhost:${port}`, trace: 'off' },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://localhost:${port}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      REDIS_KEY_PREFIX: `bp-screens:${path.basename(dataDir)}:`,
      LOG_LEVEL: 'warn',
      // Every signed-in screen signs in afresh: more than the default limit per address allows.
      AUTH_RATE_LIMIT_PER_IP: '200',
      AUTH_RATE_LIMIT_PER_EMAIL: '100',
    },
  },
});
