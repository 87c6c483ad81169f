import { Redis } from 'ioredis';
import pg from 'pg';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export type TestServices = { databaseUrl: string; redisUrl: string; stop(): Promise<void> };

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

const HOW_TO_FIX = [
  'The server tests need PostgreSQL and Redis. Either:',
  `  1. run them locally: PostgreSQL on 127.0.0.1:5432 (user postgres, trust auth) or set TEST_DATABASE_URL, and Redis on 127.0.0.1:6379 or set TEST_REDIS_URL (bash .ci/run starts both); or`,
  '  2. start a Docker engine, and the tests start both with Testcontainers.',
].join('\n');

type Running = { database: string | null; redis: string | null };

/**
 * The PostgreSQL and Redis the server tests use: the configured or local ones if they answer,
 * else containers when a Docker engine is there, else one message saying how to fix it.
 * `defaults` and `startContainers` are there for this function's own tests.
 */
export async function resolveTestServices({
  env = process.env,
  defaults = { databaseUrl: DEFAULT_DATABASE_URL, redisUrl: DEFAULT_REDIS_URL },
  startContainers = startWithTestcontainers,
}: {
  env?: NodeJS.ProcessEnv;
  defaults?: { databaseUrl: string; redisUrl: string };
  startContainers?: (running: Running) => Promise<TestServices>;
} = {}): Promise<TestServices> {
  const databaseUrl = env.TEST_DATABASE_URL ?? defaults.databaseUrl;
  const redisUrl = env.TEST_REDIS_URL ?? defaults.redisUrl;
  const [databaseUp, redisUp] = await Promise.all([
    postgresAnswers(databaseUrl),
    redisAnswers(redisUrl),
  ]);
  if (databaseUp && redisUp) return { databaseUrl, redisUrl, stop: async () => undefined };

  const missing = [
    ...(databaseUp ? [] : [`PostgreSQL does not answer at ${databaseUrl}`]),
    ...(redisUp ? [] : [`Redis does not answer at ${redisUrl}`]),
  ];
  // A URL set on purpose that does not answer is a mistake to report, not a reason for a container.
  const setButDown = [
    ...(env.TEST_DATABASE_URL && !databaseUp ? ['TEST_DATABASE_URL'] : []),
    ...(env.TEST_REDIS_URL && !redisUp ? ['TEST_REDIS_URL'] : []),
  ];
  if (setButDown.length > 0) {
    throw new Error(`${missing.join('; ')}. Check ${setButDown.join(' and ')}.`);
  }
  // Testcontainers finds a Docker engine (or Podman, Colima, ...) itself, and fails fast if none.
  try {
    return await startContainers({
      database: databaseUp ? databaseUrl : null,
      redis: redisUp ? redisUrl : null,
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${missing.join('; ')}, and Docker failed: ${reason}.\n${HOW_TO_FIX}`, {
      cause: error,
    });
  }
}

/** Starts whichever of the two is missing (loaded only then: it is a heavy import). */
async function startWithTestcontainers(running: Running): Promise<TestServices> {
  const [{ PostgreSqlContainer }, { RedisContainer }] = await Promise.all([
    import('@testcontainers/postgresql'),
    import('@testcontainers/redis'),
  ]);
  const postgres = running.database
    ? null
    : await new PostgreSqlContainer('postgres:15-alpine')
        .withUsername('postgres')
        .withPassword('postgres')
        .start();
  const redis = running.redis ? null : await new RedisContainer('redis:7-alpine').start();
  return {
    databaseUrl: running.database ?? postgres?.getConnectionUri() ?? '',
    redisUrl: running.redis ?? redis?.getConnectionUrl() ?? '',
    async stop() {
      await Promise.all([postgres?.stop(), redis?.stop()]);
    },
  };
}
