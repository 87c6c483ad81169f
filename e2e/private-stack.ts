import { randomBytes } from 'node:crypto';
import { createDatabase } from '../apps/server/src/test/admin-database.ts';
import { startPrivateRedis, type PrivateRedis } from '../apps/server/src/test/private-redis.ts';
import {
  spawnServer,
  stopServer,
  untilListening,
  type RunningServer,
} from '../apps/server/src/test/server-process.ts';
import { DEFAULT_DATABASE_URL } from '../apps/server/src/test/test-services.ts';

/**
 * Two API processes (as docker-compose runs them) on a PostgreSQL database and a redis-server of
 * their own, for specs that break what the shared e2e server stands on. Nothing here touches the
 * shared Redis on 6379 or another spec's database.
 */
export type PrivateStack = {
  redis: PrivateRedis;
  /** the API process the spec writes through */
  writer: RunningServer;
  /** the API process the browsers are on */
  reader: RunningServer;
};

const adminUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_DATABASE_URL;

/**
 * Starts the stack; `stop()` ends whatever has started so far, so it belongs in `afterAll` even
 * when `start()` did not finish (a hook's timeout does not unwind it).
 */
export function privateStack() {
  const stopping: (() => Promise<void>)[] = [];
  /** Registered for `stop()` before it is ready: a server that hangs at start is ended too. */
  const startServerProcess = async (env: Record<string, string>): Promise<RunningServer> => {
    const server = spawnServer(env);
    stopping.push(() => stopServer(server));
    return untilListening(server);
  };

  return {
    async start(): Promise<PrivateStack> {
      const redis = await startPrivateRedis();
      stopping.push(() => redis.stop());
      const database = await createDatabase(adminUrl, 'bp_e2e');
      stopping.push(() => database.drop());
      const env = {
        NODE_ENV: 'development',
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        REDIS_KEY_PREFIX: `bp-e2e:${database.name}:`,
        // Both processes must accept each other's tokens.
        JWT_SECRET: randomBytes(32).toString('hex'),
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_IP: '200',
        AUTH_RATE_LIMIT_PER_EMAIL: '100',
      };
      // One after the other: the first migrates and seeds, the second finds it done.
      const writer = await startServerProcess(env);
      const reader = await startServerProcess(env);
      return { redis, writer, reader };
    },
    /** Servers first (they hold the database's connections), then the database, then Redis. */
    async stop() {
      const failures: unknown[] = [];
      for (const step of stopping.splice(0).reverse())
        await step().catch((error) => failures.push(error));
      if (failures.length > 0)
        throw new AggregateError(failures, 'the private stack did not stop cleanly');
    },
  };
}
