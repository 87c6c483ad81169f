import { errorMessage } from '@betterplay/contracts';
import type { AppSocket } from './socket-types.ts';

/** A burst of this many events, then this many a second. */
const BURST = 30;
const PER_SECOND = 10;

/**
 * Rate-limits what one socket sends (a token bucket): an event over the limit is dropped and its
 * ack, if any, answered with an error, so one tab cannot keep the server busy.
 */
export function limitClientEvents(socket: AppSocket, now: () => number = Date.now) {
  let tokens = BURST;
  let refilledAt = now();
  socket.use((packet, next) => {
    const at = now();
    tokens = Math.min(BURST, tokens + ((at - refilledAt) / 1000) * PER_SECOND);
    refilledAt = at;
    if (tokens >= 1) {
      tokens -= 1;
      next();
      return;
    }
    const ack: unknown = packet.at(-1);
    if (typeof ack === 'function') ack({ error: errorMessage('SOCKET_RATE_LIMITED') });
  });
}
