import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../errors.ts';

/**
 * A preHandler for sign-in and sign-up: limits per IP and per email, so one address cannot be
 * hammered from many IPs and one IP cannot spray many addresses.
 */
export function createAttemptLimit(app: FastifyInstance) {
  const { perIp, perEmail, windowMs } = app.config.authRateLimit;
  const byIp = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `auth-ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: perEmail,
    timeWindow: windowMs,
    keyGenerator: (request) => `auth-email:${emailOf(request) ?? request.ip}`,
  });

  return async (request: FastifyRequest) => {
    for (const limit of [byIp, byEmail]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        throw appError('RATE_LIMITED', { wait: formatWait(result.ttl) });
      }
    }
  };
}

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined;
}

function formatWait(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
