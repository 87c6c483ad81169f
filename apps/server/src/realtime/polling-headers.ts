import { securityHeaders } from '../plugins/security.ts';
import type { RealtimeServer } from './socket-types.ts';

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
