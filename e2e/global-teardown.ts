import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Redis } from 'ioredis';

/** Removes this run's embedded database and its Redis keys (streams and job schedules persist). */
export default async function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return;
  await rm(dataDir, { recursive: true, force: true });
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(
        cursor,
        'MATCH',
        `bp-e2e:${path.basename(dataDir)}:*`,
        'COUNT',
        500,
      );
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch {
    // Without Redis there is nothing to clean.
  } finally {
    redis.disconnect();
  }
}
