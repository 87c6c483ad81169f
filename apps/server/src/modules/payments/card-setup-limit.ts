import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError } from '../../errors.ts';
import { formatWait } from '../auth/attempt-limits.ts';

/** How many card setups (SetupIntents) one player may start in CARD_SETUP_WINDOW_MS. */
export const CARD_SETUP_MAX = 10;
export const CARD_SETUP_WINDOW_MS = 10 * 60 * 1000;

/**
 * A preHandler for POST /user/payment/setup/intent, per signed-in player, counted in the
 * rate-limit store (Redis when it is up, so replicas share counts). With Stripe every request
 * makes a SetupIntent, and unlimited ones let a stolen-card list be tested through our account;
 * saving a card takes one, a few retries a handful.
 */
export function createCardSetupLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: CARD_SETUP_MAX,
    timeWindow: CARD_SETUP_WINDOW_MS,
    // after app.authenticate (onRequest), so the caller is known
    keyGenerator: (request) => `card-setup:${request.user.sub}`,
  });
  return async (request: FastifyRequest) => {
    const result = await limit(request);
    if (!result.isAllowed && result.isExceeded) {
      throw appError('CARD_SETUP_RATE_LIMITED', { wait: formatWait(result.ttl) });
    }
  };
}
