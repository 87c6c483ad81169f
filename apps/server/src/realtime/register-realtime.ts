import type { FastifyInstance } from 'fastify';
import { Server, type ServerOptions } from 'socket.io';
import type { TokenUser } from '../plugins/auth.ts';
import { createEmitter } from './emitter.ts';
import { createHandshakeCheck, joinUserRoom } from './handshake.ts';
import { createRedisStreamsAdapter } from './redis-adapter.ts';
import type { RealtimeServer } from './socket-types.ts';
import { handleSocialWatching } from './watch-socials.ts';

/** Long enough to ride out a network switch or a rolling restart without losing events. */
const MAX_DISCONNECTION_MS = 2 * 60 * 1000;

/**
 * Socket.IO on the API's own HTTP server (path /socket.io), decorating `app.realtime`. Needs
 * `app.jwt`, `app.db` and `app.redis`, so it registers after the external plugins, and before the
 * routes, whose operations emit through `app.realtime`.
 */
export function registerRealtime(app: FastifyInstance) {
  const redisAdapter = app.redis
    ? createRedisStreamsAdapter(app.redis, app.config.redis.keyPrefix)
    : null;
  const options: Partial<ServerOptions> = {
    path: '/socket.io',
    serveClient: false,
    // Clients only send small watch requests.
    maxHttpBufferSize: 16 * 1024,
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

  io.use(
    createHandshakeCheck({
      allowedOrigins: app.config.allowedOrigins,
      verifyToken: (token) => app.jwt.verify<TokenUser>(token),
    }),
  );
  io.on('connection', (socket) => {
    joinUserRoom(socket);
    handleSocialWatching(socket, { db: app.db, log: app.log });
  });

  app.decorate('realtime', createEmitter(io));

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= io.close().then(() => {
      redisAdapter?.disconnect();
    }));
  // preClose, because open WebSockets would keep Fastify's server.close() waiting forever;
  // onClose as well, for an app that fails before it is ready (preClose does not run then).
  app.addHook('preClose', close);
  app.addHook('onClose', close);
}
