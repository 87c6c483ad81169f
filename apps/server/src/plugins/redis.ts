import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { connectRedis } from '../redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** null in single-node mode */
    redis: Redis | null;
  }
}

/** Redis if it answers (REDIS=off skips it); null means single-node mode. */
export const redisPlugin = fp(
  async (app) => {
    const redis = await connectRedis({
      ...app.config.redis,
      connectTimeoutMs: app.config.timeouts.redisConnectMs,
      log: app.log,
    });
    app.decorate('redis', redis);
    app.addHook('onClose', () => {
      redis?.disconnect();
    });
  },
  { name: 'redis' },
);
