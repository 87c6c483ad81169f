import type { FastifyInstance } from 'fastify';

/**
 * How long in-flight work gets after SIGTERM. Below the 10 s most process managers (Docker,
 * Kubernetes) wait before they SIGKILL, so the process still closes its connections itself.
 */
export const SHUTDOWN_GRACE_MS = 8000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, disconnect
 * sockets, close the database and Redis, exit 0. A second signal, or a close that outlasts the
 * grace period, exits at once with 1.
 */
export function closeOnSignals(app: FastifyInstance, graceMs = SHUTDOWN_GRACE_MS): void {
  let closing = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (closing) {
        app.log.warn(`${signal} received again: exiting now`);
        process.exit(1);
      }
      closing = true;
      app.log.info(`${signal} received: finishing requests in flight, then closing`);
      setTimeout(() => {
        app.log.error(`Still closing after ${graceMs / 1000} s: exiting anyway`);
        process.exit(1);
      }, graceMs).unref();
      // Closing starts by dropping idle keep-alive connections once; a request still in flight
      // leaves its connection idle only after its answer, and that one would hold the close open.
      setInterval(() => app.server.closeIdleConnections(), 100).unref();
      app.close().then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'Closing failed');
          process.exit(1);
        },
      );
    });
  }
}
