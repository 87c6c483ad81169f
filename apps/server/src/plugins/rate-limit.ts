import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { AppError } from '../errors.ts';

/**
 * Registers the limiter store (Redis when it is up, so replicas share counts). Routes opt in with
 * `app.rateLimit({...})` hooks; nothing is limited globally.
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
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many attempts. Please wait ${formatWait(context.ttl)} and try again.`,
      ),
  });
}

function formatWait(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
