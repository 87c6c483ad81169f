import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';

/**
 * The Redis streams adapter, so every API process delivers every emit, under the app's key
 * prefix (so test runs and apps sharing a Redis stay apart). Connection state recovery sessions
 * are stored there too, so a client can resume on any process.
 */
export function createRedisStreamsAdapter(redis: Redis, keyPrefix: string) {
  // The adapter duplicates the client it is given: once for blocking XREADs, once for PUB/SUB.
  // Giving it a client of its own lets us record those copies, because it only stops its blocking
  // reader after the current XREAD returns (up to 5 s), which would hold a closing app open.
  // lazyConnect is off because the adapter awaits connect() on lazy copies without a catch: a
  // Redis outage at that moment would be an unhandled rejection instead of a retry.
  const connections: Redis[] = [];
  const publisher = redis.duplicate({ lazyConnect: false });
  const duplicate = publisher.duplicate.bind(publisher);
  Object.defineProperty(publisher, 'duplicate', {
    value: () => {
      const copy = duplicate();
      connections.push(copy);
      return copy;
    },
  });
  connections.push(publisher);
  publisher.on('error', () => {
    // ioredis reconnects by itself; an outage is reported by the health check, not per emit.
  });

  const adapter = createAdapter(publisher, {
    streamName: `${keyPrefix}socket.io`,
    channelPrefix: `${keyPrefix}socket.io`,
    sessionKeyPrefix: `${keyPrefix}socket.io:session:`,
    // Every event in packages/contracts is JSON: skip the per-emit binary scan.
    onlyPlaintext: true,
  });

  return {
    adapter,
    /**
     * Resolves once the adapter's connections are open (or after 2 s). An app closed while they
     * are still opening would reject the commands the adapter queued, with no one to catch them.
     */
    ready: () => Promise.all(connections.map((connection) => opened(connection))),
    /** after `io.close()`, which stops the adapter's reader loop first */
    disconnect() {
      for (const connection of connections) connection.disconnect();
    },
  };
}

// Not 'wait': a lazy connection opens only when used, so waiting for it would only time out.
const OPENING_STATES = new Set(['connecting', 'connect']);
const MAX_OPENING_WAIT_MS = 2000;

function opened(connection: Redis): Promise<void> {
  if (!OPENING_STATES.has(connection.status)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.off('ready', done);
      connection.off('end', done);
      resolve();
    };
    const timer = setTimeout(done, MAX_OPENING_WAIT_MS);
    connection.once('ready', done);
    connection.once('end', done);
  });
}
