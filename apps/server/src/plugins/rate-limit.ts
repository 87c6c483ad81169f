import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Registers the limiter store (Redis when it is up, so replicas share counts). Nothing is
 * limited globally: modules build their own checks with `app.createRateLimit`.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      ...(app.redis ? { redis: app.redis } : {}),
      nameSpace: `${app.config.redis.keyPrefix}rate-limit:`,
      skipOnError: true,
    });
  },
  { name: 'rate-limit', dependencies: ['redis'] },
);
