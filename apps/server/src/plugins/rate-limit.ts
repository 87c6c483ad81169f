import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Registers the limiter store (Redis when it is up, so replicas share counts). Nothing is
 * limited globally: modules build their own checks with `app.createRateLimit`.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  options: { redis: Redis | null; keyPrefix: string },
) {
  await app.register(rateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis } : {}),
    nameSpace: `${options.keyPrefix}rate-limit:`,
    skipOnError: true,
  });
}
