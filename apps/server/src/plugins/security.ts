import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { AFTER_PAINT_LOADER_SOURCE } from './scripts-after-paint.ts';

/**
 * A CSP the built web app passes: no inline script but the page's after-paint loader (allowed by
 * its hash), no third-party origins. The app calls the API and opens its socket on its own
 * origin, and CSP3's 'self' covers ws: and wss: to that origin, so nothing else may be reached (a
 * script injected into the page cannot send data elsewhere).
 */
export const helmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", AFTER_PAINT_LOADER_SOURCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
} satisfies HelmetOptions;

/**
 * The headers helmet gives an answer, worked out once on a response nobody sends. They depend on
 * the options alone (no nonces), so every answer can carry the same set: building helmet on each
 * request, as its Fastify plugin does, re-parsed the CSP every time (a tenth of a millisecond).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions) {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error) throw error;
  });
  return Object.fromEntries(
    Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/** Helmet's headers on every answer Fastify sends (socket.io's polling: realtime/polling-headers.ts). */
export const securityPlugin = fp(
  async (app) => {
    const headers = securityHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
