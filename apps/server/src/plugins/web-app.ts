import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadScreenMatcher, preloadLinksFor, withPreloads } from './route-preloads.ts';

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** A path ending in a file name with an extension ('/assets/index-abc.js', '/favicon.svg'). */
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Serves the built web app and returns the SPA fallback: a GET for a page that is not an API
 * call or a file renders index.html, so the client router decides (unknown paths show home).
 * The page names what its screen will load first (route-preloads.ts): its chunks and its first
 * API call start with the app shell instead of after it.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<SpaFallback> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build at ${distDir}: run "npm run build" to serve the app`);
    return () => false;
  }
  // Read once: a new build is served by a new process.
  const indexHtml = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const matchScreen = loadScreenMatcher(distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    // '/' is the home page, which ships with the shell: the file as built is all it needs.
    index: 'index.html',
    // The build writes .br and .gz beside each file; browsers get the smallest they accept.
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'cache-control',
        hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // The same path answers brotli, gzip or plain: caches must keep them apart.
      res.setHeader('vary', 'accept-encoding');
    },
  });
  return (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPage || pathname.startsWith('/api/') || pathname.startsWith('/socket.io/')) return false;
    // A missing file (a chunk an older build had) is a 404, not the page: the app can then
    // reload itself for the new build instead of running HTML as a script.
    if (FILE_NAME.test(pathname)) return false;
    void reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withPreloads(indexHtml, preloadLinksFor(matchScreen, request.url)));
    return true;
  };
}
