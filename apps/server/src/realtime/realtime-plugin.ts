import fp from 'fastify-plugin';
import { Server, type ServerOptions } from 'socket.io';
import type { Deps } from '../deps.ts';
import type { TokenUser } from '../plugins/auth.ts';
import { limitClientEvents } from './client-event-limit.ts';
import { createHandshakeCheck, joinUserRoom } from './handshake.ts';
import { createRealtime, type Realtime } from './realtime.ts';
import { createRedisStreamsAdapter } from './redis-adapter.ts';
import { handleRoomRequests, recheckRecoveredRooms, roomAccessByKind } from './room-requests.ts';
import type { SocketHandlers } from './socket-handlers.ts';
import type { RealtimeServer } from './socket-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** gives every socket that connects the modules' handlers; called once, with the app's deps */
    handleSockets(handlers: readonly SocketHandlers[], deps: Deps): void;
  }
}

/** Long enough to ride out a network switch or a rolling restart without losing events. */
const MAX_DISCONNECTION_MS = 2 * 60 * 1000;
/** Clients send only small requests (room names, later chat messages). */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * Socket.IO on the API's own HTTP server (path /socket.io). The core knows no domain: it checks
 * the handshake, puts each socket in its user's room, rate-limits what it sends and answers
 * `room:join` with the checks the modules declared.
 */
export const realtimePlugin = fp(
  async (app) => {
    const redisAdapter = app.redis
      ? createRedisStreamsAdapter(app.redis, app.config.redis.keyPrefix)
      : null;
    const options: Partial<ServerOptions> = {
      path: '/socket.io',
      serveClient: false,
      maxHttpBufferSize: MAX_CLIENT_MESSAGE_BYTES,
      connectionStateRecovery: {
        maxDisconnectionDuration: MAX_DISCONNECTION_MS,
        // A resumed socket presents its (possibly new) token again: check it, not the old one.
        skipMiddlewares: false,
      },
      // Needed only by pages on another origin that fall back to polling; WebSockets ignore CORS.
      ...(app.config.allowedOrigins.length > 0
        ? { cors: { origin: app.config.allowedOrigins } }
        : {}),
      ...(redisAdapter ? { adapter: redisAdapter.adapter } : {}),
    };
    const io: RealtimeServer = new Server(app.server, options);
    await redisAdapter?.ready();
    io.use(
      createHandshakeCheck({
        allowedOrigins: app.config.allowedOrigins,
        verifyToken: (token) => app.jwt.verify<TokenUser>(token),
      }),
    );
    app.decorate('realtime', createRealtime(io));
    app.decorate('handleSockets', (handlers: readonly SocketHandlers[], deps: Deps) => {
      const access = roomAccessByKind(handlers.flatMap((handler) => handler.rooms ?? []));
      io.on('connection', (socket) => {
        joinUserRoom(socket);
        if (socket.recovered) void recheckRecoveredRooms(socket, { deps, access });
        limitClientEvents(socket);
        handleRoomRequests(socket, { deps, access });
        for (const handler of handlers) handler.register?.(socket, deps);
      });
    });

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= io.close().then(() => {
        redisAdapter?.disconnect();
      }));
    // preClose, because open WebSockets would keep Fastify's server.close() waiting forever;
    // onClose as well, for an app that fails before it is ready (preClose does not run then).
    app.addHook('preClose', close);
    app.addHook('onClose', close);
  },
  { name: 'realtime', dependencies: ['auth', 'redis'] },
);
