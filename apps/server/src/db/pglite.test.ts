import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { registration } from '../test/factories.ts';
import { runMigrations } from './migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';
import type { FastifyInstance } from 'fastify';

// The default on a fresh checkout: embedded PostgreSQL, no DATABASE_URL, no Redis.
describe('embedded PGlite driver', () => {
  let dataDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'bp-pglite-'));
    app = await buildApp(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS: 'off' }));
    await runMigrations(app.database);
    await seedIfEmpty(app.deps.db);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('runs the same migrations, seed and queries as PostgreSQL', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(health.json().data.database).toEqual({ state: 'up', driver: 'pglite' });

    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'player@example.com', password: 'password123' },
    });
    expect(login.statusCode).toBe(200);

    const form = registration();
    expect(
      (await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: form }))
        .statusCode,
    ).toBe(201);
    const duplicate = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: form,
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('lists and searches socials through the same index-ordered queries', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/v1/cms/socials?pageSize=100' });
    expect(list.statusCode).toBe(200);
    const page = list.json().data;
    expect(page.data.length).toBeGreaterThan(0);
    expect(page).toMatchObject({ total: page.data.length, totalCapped: false });
    const [first] = page.data;
    const venuePart = String(first.venue).slice(1, 5);
    const search = await app.inject({
      method: 'GET',
      url: `/api/v1/cms/socials/${first.category}?q=${encodeURIComponent(venuePart)}&pageSize=100`,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().data.data.map((social: { id: string }) => social.id)).toContain(first.id);
  });

  it('keeps a generated JWT secret in DATA_DIR, so tokens survive a restart', () => {
    const again = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, REDIS: 'off' });
    expect(again.jwt.secret).toBe(app.config.jwt.secret);
    expect(again.jwt.secret.length).toBeGreaterThanOrEqual(32);
  });
});
