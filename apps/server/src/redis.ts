import { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Connects to Redis if it answers. `null` means single-node mode: in-memory Socket.IO adapter,
 * in-process job scheduler, in-memory rate limits.
 */
export async function connectRedis(options: {
  url: string;
  enabled: boolean;
  /** for the whole handshake: a server that accepts the connection and never answers counts */
  connectTimeoutMs: number;
  log: FastifyBaseLogger;
}): Promise<Redis | null> {
  if (!options.enabled) {
    options.log.warn('Redis disabled (REDIS=off): running in single-node mode');
    return null;
  }
  const client = new Redis(options.url, {
    lazyConnect: true,
    connectTimeout: options.connectTimeoutMs,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  client.on('error', () => {
    // Reported through the health check and the warning below; ioredis retries by itself.
  });
  try {
    // ioredis' own connectTimeout stops at the TCP connection; its ready check could wait forever.
    await rejectAfter(client.connect(), options.connectTimeoutMs);
    return client;
  } catch (error) {
    client.disconnect();
    options.log.warn(
      `Redis is not reachable at ${options.url} (${(error as Error).message}): running in ` +
        'single-node mode (in-memory realtime adapter, in-process jobs, per-process rate limits)',
    );
    return null;
  }
}

function rejectAfter<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
