import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fp from 'fastify-plugin';
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
} satisfies FastifyHelmetOptions;

/** Helmet's headers on every answer Fastify sends (socket.io's polling: realtime/polling-headers.ts). */
export const securityPlugin = fp(
  async (app) => {
    await app.register(helmet, helmetOptions);
  },
  { name: 'security' },
);
