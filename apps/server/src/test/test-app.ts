import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { runMigrations } from '../db/migrate.ts';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A brand-new, migrated PostgreSQL database; `drop` removes it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export type TestApp = { app: FastifyInstance; config: AppConfig; close(): Promise<void> };

/**
 * The real app on a fresh database and the local Redis under a key prefix of its own.
 * Pass `databaseUrl` to share a database between two instances.
 */
export async function createTestApp(
  options: { env?: Record<string, string>; databaseUrl?: string; keyPrefix?: string } = {},
): Promise<TestApp> {
  const database = options.databaseUrl ? undefined : await createTestDatabase();
  const ownPrefix = options.keyPrefix === undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl ?? database?.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_KEY_PREFIX: options.keyPrefix ?? `bp-test:${randomBytes(6).toString('hex')}:`,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    WEB_DIST_DIR: path.join('.data', 'no-web-build'),
    ...options.env,
  });
  const app = await buildApp(config);
  await runMigrations(app.database);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.drop();
      // A prefix this app had alone can go: its streams and counters would otherwise pile up.
      if (ownPrefix && app.redis) await deleteKeys(config.redis.url, config.redis.keyPrefix);
    },
  };
}

async function deleteKeys(url: string, prefix: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
