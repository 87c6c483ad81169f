import { errorMessage } from '@betterplay/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppSocket } from './socket-types.ts';

/**
 * What one socket may send. A page sends a few room requests when it opens and after a
 * reconnect, under the burst; the most it can ask at once is every room it may follow
 * (MAX_FOLLOWED_ROOMS, 50: 10 over the burst). A socket that keeps going over the limit is a
 * script, not a person, so after this many refusals within the window (counted from the window's
 * first refusal) it is disconnected (and a visitor's address cools off: connection-limit.ts).
 * Every event it sent meanwhile is work the other sockets' requests wait behind, so the count is
 * kept low: three times what a page can cause.
 */
export const CLIENT_EVENT_LIMITS = {
  burst: 40,
  perSecond: 20,
  refusalsBeforeDisconnect: 30,
  refusalWindowMs: 10_000,
} as const;

type Limits = typeof CLIENT_EVENT_LIMITS;

/**
 * Rate-limits what one socket sends (a token bucket): an event over the limit is dropped and its
 * ack, if any, answered with an error, so one tab cannot keep the server busy. Everything is
 * held in this socket's own middleware, so it goes with the socket.
 */
export function limitClientEvents(
  socket: AppSocket,
  options: { log: FastifyBaseLogger; limits?: Limits; now?: () => number },
) {
  const { log, limits = CLIENT_EVENT_LIMITS, now = () => performance.now() } = options;
  let tokens: number = limits.burst;
  let refilledAt = now();
  let refusals = 0;
  let refusalWindowStartedAt = 0;
  socket.use((packet, next) => {
    const at = now();
    tokens = Math.min(limits.burst, tokens + ((at - refilledAt) / 1000) * limits.perSecond);
    refilledAt = at;
    if (tokens >= 1) {
      tokens -= 1;
      next();
      return;
    }
    const ack: unknown = packet.at(-1);
    if (typeof ack === 'function') ack({ error: errorMessage('SOCKET_RATE_LIMITED') });
    if (refusals === 0 || at - refusalWindowStartedAt > limits.refusalWindowMs) {
      refusals = 0;
      refusalWindowStartedAt = at;
    }
    refusals += 1;
    if (refusals > limits.refusalsBeforeDisconnect && socket.connected) {
      log.warn(
        {
          userId: socket.data.user?.sub ?? 'anonymous',
          address: socket.handshake.address,
          refusals,
          withinMs: Math.round(at - refusalWindowStartedAt),
        },
        'socket disconnected: it kept sending events over its rate limit',
      );
      socket.data.cutOffForFlooding = true;
      socket.disconnect(true);
    }
  });
}
