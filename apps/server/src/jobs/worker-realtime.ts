import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { createEmitter } from '../realtime/emitter.ts';
import type { RealtimeEmitter } from '../realtime/realtime-types.ts';
import { createRedisStreamsAdapter } from '../realtime/redis-adapter.ts';
import type { RealtimeServer } from '../realtime/socket-types.ts';

/**
 * A standalone worker holds no sockets. A Socket.IO server with no HTTP server but the same
 * Redis streams adapter (same key prefix) writes its emits to the stream every API process
 * reads, so they reach the user:<id> rooms wherever the browsers are connected.
 */
export function createWorkerRealtime(
  redis: Redis,
  keyPrefix: string,
): { realtime: RealtimeEmitter; close(): Promise<void> } {
  const redisAdapter = createRedisStreamsAdapter(redis, keyPrefix);
  const io: RealtimeServer = new Server({ adapter: redisAdapter.adapter, serveClient: false });
  return {
    realtime: createEmitter(io),
    async close() {
      // Not io.close(): with no HTTP server attached it has no engine to close and throws.
      await io.of('/').adapter.close();
      redisAdapter.disconnect();
    },
  };
}
