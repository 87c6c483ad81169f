import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const STORYBOOK_PREFIX = '/storybook/';

/**
 * Storybook's pages run inline scripts of their own and draw the flows' statecharts with
 * Mermaid; they call no API of ours (Mock Service Worker answers the stories' calls in the
 * page), so their looser policy reaches nothing the app's does not.
 */
export const STORYBOOK_CSP = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'self'",
].join('; ');

/**
 * The component library (`npm run build-storybook`), one click away for anyone running the app:
 * /storybook/ serves it when it was built. Without a build the address is the app's like any other.
 */
export async function registerStorybook(
  app: FastifyInstance,
  storybookDir: string,
): Promise<boolean> {
  if (!existsSync(path.join(storybookDir, 'index.html'))) {
    app.log.info(
      `No Storybook build at ${storybookDir}: run "npm run build-storybook" to serve it`,
    );
    return false;
  }
  app.get('/storybook', (_request, reply) => reply.redirect(STORYBOOK_PREFIX, 301));
  await app.register(fastifyStatic, {
    root: storybookDir,
    prefix: STORYBOOK_PREFIX,
    // The web app's registration owns reply.sendFile.
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'no-cache');
    },
  });
  // After helmet's headers (set when the request came in), before they are written.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith(STORYBOOK_PREFIX)) {
      reply.header('content-security-policy', STORYBOOK_CSP);
    }
  });
  return true;
}

/** Tells the page the library is here, so its footer links to it (outside production only). */
export const STORYBOOK_META = `<meta name="betterplay-storybook" content="${STORYBOOK_PREFIX}">`;

export function withStorybookLink(page: string): string {
  return page.replace('</head>', `${STORYBOOK_META}</head>`);
}
