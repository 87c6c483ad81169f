import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { Clock } from '../clock.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { LogStream } from '../plugins/logger.ts';
import { createMigratedDatabase, testServicesInUse } from './test-database.ts';
import { deleteRedisKeys } from './factories.ts';

/** A fresh migrated database (a copy of the run's template); `drop` removes it. */
export function createTestDatabase() {
  return createMigratedDatabase(testServicesInUse());
}

export type TestApp = { app: FastifyInstance; config: AppConfig; close(): Promise<void> };

/**
 * The real app on a fresh database and the test Redis under a key prefix of its own.
 * Pass `databaseUrl` (and `keyPrefix`) to share a database (and Redis keys) between instances.
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    databaseUrl?: string;
    keyPrefix?: string;
    clock?: Clock;
    /** receives the app's log lines (set LOG_LEVEL in `env`: tests log nothing by default) */
    logStream?: LogStream;
  } = {},
): Promise<TestApp> {
  const database = options.databaseUrl ? undefined : await createTestDatabase();
  const ownPrefix = options.keyPrefix === undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: options.databaseUrl ?? database?.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-000',
    REDIS_URL: testServicesInUse().redisUrl,
    REDIS_KEY_PREFIX: options.keyPrefix ?? `bp-test:${randomBytes(6).toString('hex')}:`,
    AUTH_RATE_LIMIT_PER_IP: '1000',
    AUTH_RATE_LIMIT_PER_EMAIL: '1000',
    AUTH_RATE_LIMIT_PER_ACCOUNT: '1000',
    // Tests hold many courts as one player; holds-cap.test.ts checks the real cap.
    COURT_HOLDS_PER_PLAYER: '1000',
    // Tests sign players up and create socials at once; account tests ask for 'required'.
    EMAIL_VERIFICATION: 'off',
    WEB_DIST_DIR: path.join('.data', 'no-web-build'),
    ...options.env,
  });
  const app = await buildApp(config, {
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database?.drop();
      // A prefix this app had alone can go: its streams and counters would otherwise pile up.
      if (ownPrefix && app.redis) await deleteRedisKeys(config.redis.url, config.redis.keyPrefix);
    },
  };
}
