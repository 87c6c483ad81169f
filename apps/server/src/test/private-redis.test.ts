import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { startPrivateRedis, type PrivateRedis } from './private-redis.js';

describe('a private redis-server for fault tests', () => {
  let redis: PrivateRedis | undefined;
  let client: Redis | undefined;
  afterEach(async () => {
    client?.disconnect();
    await redis?.stop();
  });

  it('answers on its own port, loses its data on restart and refuses connections once stopped', async () => {
    redis = await startPrivateRedis();
    expect(redis.url).toBe(`redis://127.0.0.1:${redis.port}`);
    expect(redis.port).not.toBe(6379);
    client = new Redis(redis.url, { maxRetriesPerRequest: 1, retryStrategy: () => 100 });
    client.on('error', () => undefined);
    await client.set('kept', 'yes');
    expect(await client.get('kept')).toBe('yes');

    await redis.restart();
    expect(await client.get('kept')).toBeNull();

    await redis.stop();
    const probe = new Redis(redis.url, {
      lazyConnect: true,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
    });
    probe.on('error', () => undefined);
    await expect(probe.connect()).rejects.toThrow();
    probe.disconnect();

    await redis.restart();
    expect(await client.ping()).toBe('PONG');
  });
});
