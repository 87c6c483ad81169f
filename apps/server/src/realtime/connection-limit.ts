import { errorMessage } from '@betterplay/contracts';
import proxyAddr from '@fastify/proxy-addr';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { LruMap } from '../lib/memo-cache.ts';
import { clientAddress } from '../lib/client-address.ts';
import type { AppSocket } from './socket-types.ts';

/**
 * New connections one client address may open: a tab opens one and a reconnect now and then,
 * an office behind one address a few dozen a minute; a script reconnecting the moment it is cut off
 * (see client-event-limit.ts) opens hundreds a second, and each handshake costs the process
 * more than any event.
 */
export const CONNECTION_LIMITS: ConnectionLimits = {
  burst: 60,
  perSecond: 2,
  maxAddresses: 10_000,
  visitorCoolOffMs: 30_000,
};

type ConnectionLimits = {
  burst: number;
  perSecond: number;
  maxAddresses: number;
  /**
   * After a visitor's socket was cut off for flooding (client-event-limit.ts), its address may
   * open no visitor socket for this long: a script that reconnects at once is refused at the
   * handshake instead of flooding again. Signed-in people there are not refused by it.
   */
  visitorCoolOffMs: number;
};

type Trust = false | string[] | ((address: string, hop: number) => boolean);
type Bucket = { tokens: number; refilledAt: number; visitorsRefusedUntil?: number };

/**
 * The `io.use` middleware that refuses a handshake over its address's budget (a token bucket
 * per client address, with the address the per-IP sign-in limit uses: the proxy's hops are
 * trusted only as TRUST_PROXY says), and a visitor's handshake from an address in its cool-off.
 * Past 10,000 addresses the least recently seen is forgotten (it starts full again), so memory
 * stays bounded whatever the number of addresses.
 */
export function createConnectionLimit(options: {
  trustProxy: Trust;
  log: FastifyBaseLogger;
  limits?: ConnectionLimits;
  now?: () => number;
}) {
  const { log, limits = CONNECTION_LIMITS, now = () => performance.now() } = options;
  const trust = options.trustProxy === false ? () => false : options.trustProxy;
  const buckets = new LruMap<Bucket>(limits.maxAddresses);

  const take = (address: string, visitor: boolean) => {
    const at = now();
    const bucket = buckets.get(address) ?? { tokens: limits.burst, refilledAt: at };
    if (visitor && bucket.visitorsRefusedUntil !== undefined && at < bucket.visitorsRefusedUntil) {
      return false;
    }
    bucket.tokens = Math.min(
      limits.burst,
      bucket.tokens + ((at - bucket.refilledAt) / 1000) * limits.perSecond,
    );
    bucket.refilledAt = at;
    buckets.set(address, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  };

  const coolOffVisitors = (address: string) => {
    const at = now();
    const bucket = buckets.get(address) ?? { tokens: limits.burst, refilledAt: at };
    bucket.visitorsRefusedUntil = at + limits.visitorCoolOffMs;
    buckets.set(address, bucket);
  };

  return (socket: AppSocket, next: (error?: Error) => void) => {
    const address = clientAddress(proxyAddr(socket.request as IncomingMessage, trust));
    const token: unknown = socket.handshake.auth.token;
    const visitor = token === undefined || token === null || token === '';
    if (take(address, visitor)) {
      if (visitor) {
        socket.once('disconnect', () => {
          if (socket.data.cutOffForFlooding) coolOffVisitors(address);
        });
      }
      next();
      return;
    }
    log.debug({ address }, 'socket handshake refused: too many connections from this address');
    next(new Error(errorMessage('SOCKET_CONNECTIONS_LIMITED')));
  };
}
