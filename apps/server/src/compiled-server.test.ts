// `npm start` and the Docker image run the esbuild bundle (build.mjs), not these sources: the
// bundle must find what the sources find beside them at run time (the migrations, the web build
// under the repository root) and start like they do, on an empty database.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type CreatedDatabase } from './test/admin-database.ts';
import { testServicesInUse } from './test/test-database.ts';
import { startServer, stopServer, type RunningServer } from './test/server-process.ts';

const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');
const runId = randomBytes(4).toString('hex');
// Beside dist/ at the same depth (and ignored by git like it), so paths worked out from the
// bundle's folder and node_modules lookups go exactly as they do from dist/main.js.
const outdir = path.join(serverRoot, '.data', `compiled-server-test-${runId}`);
// Relative to the repository root, as WEB_DIST_DIR is read: proves the bundle knows that root.
const webDist = path.join('.data', `compiled-server-test-${runId}`);
const MARKER = `compiled-server-test ${runId}`;

function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs', '--outdir', outdir], {
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build.mjs failed (${code}):\n${errors}`)),
    );
  });
}

describe('the compiled server', () => {
  let database: CreatedDatabase;
  let server: RunningServer | undefined;

  beforeAll(async () => {
    mkdirSync(path.join(repoRoot, webDist), { recursive: true });
    writeFileSync(path.join(repoRoot, webDist, 'index.html'), `<!doctype html><p>${MARKER}</p>`);
    const services = testServicesInUse();
    // Empty, not the migrated template: the bundle has to find and apply the migrations itself.
    [database] = await Promise.all([
      createDatabase(services.adminUrl, 'bp_test_compiled'),
      build(),
    ]);
    server = await startServer(
      {
        DATABASE_URL: database.url,
        REDIS: 'off',
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
        WEB_DIST_DIR: webDist,
      },
      ['--enable-source-maps', path.join(outdir, 'main.js')],
    );
  });

  afterAll(async () => {
    await stopServer(server);
    await database.drop();
    rmSync(outdir, { recursive: true, force: true });
    rmSync(path.join(repoRoot, webDist), { recursive: true, force: true });
  });

  it('migrates and seeds an empty database, answers health and serves the web app', async () => {
    const url = server?.url;
    const health = await fetch(`${url}/api/v1/health`);
    expect(health.status).toBe(200);
    const healthBody = (await health.json()) as { data: { database: unknown } };
    expect(healthBody.data.database).toMatchObject({ state: 'up', driver: 'postgres' });

    const socials = await fetch(`${url}/api/v1/cms/socials/badminton`);
    expect(socials.status).toBe(200);
    const list = (await socials.json()) as { data: { data: unknown[] } };
    expect(list.data.data.length).toBeGreaterThan(0);

    const page = await fetch(`${url}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(MARKER);
  });
});
