import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadFirstScreenRenderer, visitorOf, type Visitor } from './first-screen-render.ts';
import { loadScreenMatcher, preloadLinksFor, withPreloads } from './route-preloads.ts';
import { withScriptsAfterPaint } from './scripts-after-paint.ts';
import { withStorybookLink } from './storybook.ts';

export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/** A path ending in a file name with an extension ('/assets/index-abc.js', '/favicon.svg'). */
const FILE_NAME = /\/[^/]+\.[a-z0-9]+$/i;

/**
 * Serves the built web app and returns the SPA fallback: a GET for a page that is not an API
 * call or a file renders index.html, so the client router decides (unknown paths show home).
 * The page names what its screen will load first (route-preloads.ts): its chunks and its first
 * API call start with the app shell instead of after it. For a visitor, the page also holds its
 * screen, rendered here (first-screen-render.ts), so it paints before the scripts arrive.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  { linkStorybook = false } = {},
): Promise<SpaFallback> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`No web build at ${distDir}: run "npm run build" to serve the app`);
    return () => false;
  }
  // Read once: a new build is served by a new process.
  const builtPage = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const indexHtml = linkStorybook ? withStorybookLink(builtPage) : builtPage;
  const matchScreen = loadScreenMatcher(distDir);
  const renderFirstScreen = await loadFirstScreenRenderer(app, distDir);
  await app.register(fastifyStatic, {
    root: distDir,
    // The home page is a page like any other (the SPA fallback below), not the file as built.
    index: false,
    allowedPath: (pathname) => pathname !== '/',
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
  /** The page for any address the client router shows, with its screen for a visitor. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const page = withPreloads(indexHtml, preloadLinksFor(matchScreen, request.url));
    const send = (html: string) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    if (renderFirstScreen === null) return send(page);
    const visitor = visitorOf(request);
    return renderFirstScreen(request, visitor).then((screen) =>
      send(withFirstScreen(page, screen, visitor)),
    );
  };
  return (request, reply) => {
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const pathname = request.url.split('?')[0] ?? '/';
    if (!isPage || pathname.startsWith('/api/') || pathname.startsWith('/socket.io/')) return false;
    // A missing file (a chunk an older build had) is a 404, not the page: the app can then
    // reload itself for the new build instead of running HTML as a script.
    if (FILE_NAME.test(pathname)) return false;
    void sendPage(request, reply);
    return true;
  };
}

const EMPTY_ROOT = '<div id="root"></div>';
const HTML_TAG = '<html lang="en">';

/**
 * The page with its server-rendered screen in #root, inert and hidden from assistive technology:
 * it shows at once, in the visitor's chosen theme, but its links and buttons, and a screen
 * reader (or a test reading roles), wait for the app, which renders the same screen over it
 * (main.tsx). The app's scripts load once that screen is painted (scripts-after-paint.ts).
 */
function withFirstScreen(page: string, screen: string | null, visitor: Visitor): string {
  if (screen === null || !page.includes(EMPTY_ROOT)) return page;
  const html = visitor.theme ? `<html lang="en" data-theme="${visitor.theme}">` : HTML_TAG;
  return withScriptsAfterPaint(
    page
      .replace(HTML_TAG, html)
      .replace(
        EMPTY_ROOT,
        () => `<div id="root"><div inert aria-hidden="true">${screen}</div></div>`,
      ),
  );
}
