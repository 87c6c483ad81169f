import { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { Socket } from 'node:net';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { helmetOptions } from '../plugins/security.ts';
import type { RealtimeServer } from './socket-types.ts';

type HelmetMiddleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * helmet itself, loaded the way @fastify/helmet loads it: the very copy (and version) that makes
 * Fastify's headers, without declaring a second dependency on it.
 */
const require = createRequire(import.meta.url);
const helmet: (options: FastifyHelmetOptions) => HelmetMiddleware = createRequire(
  require.resolve('@fastify/helmet'),
)('helmet');

/** The headers helmet gives every Fastify answer, worked out once on a response nobody sends. */
export function securityHeaders(options: FastifyHelmetOptions = helmetOptions) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Socket.IO answers its long-polling (and WebSocket upgrade) requests itself, before Fastify and
 * its helmet hook see them: give those answers the same security headers.
 */
export function addSecurityHeadersToPolling(io: RealtimeServer) {
  const secure = securityHeaders();
  io.engine.on('headers', (headers: Record<string, string>) => {
    for (const name of Object.keys(headers)) {
      // engine.io writes some in other cases (X-XSS-Protection): one header each, helmet's value.
      if (name.toLowerCase() in secure) delete headers[name];
    }
    Object.assign(headers, secure);
  });
}
