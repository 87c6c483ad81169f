import fp from 'fastify-plugin';
import { Server, type ServerOptions } from 'socket.io';
import type { Deps } from '../deps.ts';
import type { TokenUser } from '../plugins/auth.ts';
import { trustProxyOption } from '../trust-proxy.ts';
import { createConnectionLimit } from './connection-limit.ts';
import { createHandshakeCheck } from './handshake.ts';
import { addSecurityHeadersToPolling } from './polling-headers.ts';
import { startOutboxRelay, type OutboxRelay } from './outbox-relay.ts';
import { createRealtime, type Realtime } from './realtime.ts';
import { createRedisStreamsAdapter } from './redis-adapter.ts';
import { createConnectionHandler } from './socket-core.ts';
import type { SocketHandlers } from './socket-handlers.ts';
import type { RealtimeServer } from './socket-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
    /** publishes committed events to this process's sockets; `flush()` for tests */
    outboxRelay: OutboxRelay;
    /** gives every socket that connects the modules' handlers; called once, with the app's deps */
    handleSockets(handlers: readonly SocketHandlers[], deps: Deps): void;
  }
}

/** Clients send only small requests (room names, later chat messages). */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;

/**
 * Socket.IO on the API's own HTTP server (path /socket.io). The core knows no domain: it limits
 * new connections per address, checks the handshake, puts each socket in its user's room,
 * rate-limits what it sends, answers `room:join` with the checks the modules declared, and
 * delivers the outbox's committed events to this process's sockets.
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
      // No connection-state recovery: Socket.IO replays a resumed session's missed events before
      // any middleware has checked the token. A reconnecting client asks for what it missed
      // (GET /api/v1/user/events?after=) and follows its rooms again.

      // Needed only by pages on another origin that fall back to polling; WebSockets ignore CORS.
      ...(app.config.allowedOrigins.length > 0
        ? { cors: { origin: app.config.allowedOrigins } }
        : {}),
      ...(redisAdapter ? { adapter: redisAdapter.adapter } : {}),
    };
    const io: RealtimeServer = new Server(app.server, options);
    addSecurityHeadersToPolling(io);
    await redisAdapter?.ready();
    io.use(
      createConnectionLimit({ trustProxy: trustProxyOption(app.config.trustProxy), log: app.log }),
    );
    io.use(
      createHandshakeCheck({
        allowedOrigins: app.config.allowedOrigins,
        verifyToken: (token) => app.jwt.verify<TokenUser>(token),
        sessionIsCurrent: (user) => app.deps.sessions.isCurrentNow(user),
      }),
    );
    app.decorate('realtime', createRealtime(io));
    // Started once the app is ready: main.ts migrates between building the app and starting it.
    let relay: OutboxRelay | undefined;
    app.decorate('outboxRelay', {
      flush: () => relay?.flush() ?? Promise.resolve(),
      stop: () => relay?.stop() ?? Promise.resolve(),
    });
    app.addHook('onReady', async () => {
      relay = await startOutboxRelay({
        db: app.database.db,
        listen: app.database.listen,
        io,
        log: app.log,
      });
    });
    app.decorate('handleSockets', (handlers: readonly SocketHandlers[], deps: Deps) => {
      io.on('connection', createConnectionHandler(handlers, deps));
    });

    let closing: Promise<void> | undefined;
    const close = () =>
      (closing ??= app.outboxRelay
        .stop()
        .then(() => io.close())
        .then(() => {
          redisAdapter?.disconnect();
        }));
    // preClose, because open WebSockets would keep Fastify's server.close() waiting forever;
    // onClose as well, for an app that fails before it is ready (preClose does not run then).
    app.addHook('preClose', close);
    app.addHook('onClose', close);
  },
  { name: 'realtime', dependencies: ['auth', 'database', 'redis'] },
);
