import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { createRealtime } from '../realtime/realtime.ts';
import { createRedisStreamsAdapter } from '../realtime/redis-adapter.ts';
import type { RealtimeServer } from '../realtime/socket-types.ts';

/**
 * The worker's 'realtime': it holds no sockets, and its jobs' events go through the outbox like
 * everyone's (the API processes' relays deliver them). What remains is acting on sockets
 * elsewhere, e.g. closing a deleted user's: a Socket.IO server with no HTTP server but the same
 * Redis streams adapter (same key prefix) reaches every API process.
 */
export const workerRealtimePlugin = fp(
  async (app) => {
    if (!app.redis) throw new Error('Redis is required: without it the API runs the jobs itself');
    const redisAdapter = createRedisStreamsAdapter(app.redis, app.config.redis.keyPrefix);
    const io: RealtimeServer = new Server({ adapter: redisAdapter.adapter, serveClient: false });
    await redisAdapter.ready();
    app.decorate('realtime', createRealtime(io));
    app.decorate('handleSockets', () => {
      // No sockets connect to a worker.
    });
    app.addHook('onClose', async () => {
      // Not io.close(): with no HTTP server attached it has no engine to close and throws.
      await io.of('/').adapter.close();
      redisAdapter.disconnect();
    });
  },
  { name: 'realtime', dependencies: ['redis'] },
);
