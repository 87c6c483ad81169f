import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHOSEN_THEMES, THEME_COOKIE, TOKEN_COOKIE } from '@betterplay/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The web build's renderer (apps/web/src/server-render/), built into dist-ssr/ beside dist/. */
type RenderFirstScreen = (url: string, apiOrigin: string) => Promise<string | null>;
export const RENDERER_FILE = path.join('dist-ssr', 'render-first-screen.js');

/** A page waits this long for its screen at most; slower, it is served without one. */
export const FIRST_SCREEN_BUDGET_MS = 1_000;
/**
 * Screens rendered at once at most. Rendering takes the event loop the API answers on (a few
 * milliseconds a page): a flood of pages is served without screens instead of slowing the API.
 */
export const RENDERS_AT_ONCE = 4;

/** What the server knows of a page's visitor from the cookies the web app keeps. */
export type Visitor = { signedIn: boolean; theme: (typeof CHOSEN_THEMES)[number] | null };

function cookie(header: string, name: string): string | null {
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null; // not URI-encoded as the app writes it: no such cookie
    }
  }
  return null;
}

export function visitorOf(request: FastifyRequest): Visitor {
  const header = request.headers.cookie ?? '';
  const theme = cookie(header, THEME_COOKIE);
  return {
    signedIn: Boolean(cookie(header, TOKEN_COOKIE)),
    theme: CHOSEN_THEMES.find((chosen) => chosen === theme) ?? null,
  };
}

/** The origin the server's own API answers on, from where it listens; null before it listens. */
function ownOrigin(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (address === null || typeof address === 'string') return null;
  const anyHost = address.address === '0.0.0.0' || address.address === '::';
  const host = anyHost ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

const TOO_SLOW = Symbol('too slow');
const timeout = (ms: number) =>
  new Promise<typeof TOO_SLOW>((resolve) => setTimeout(() => resolve(TOO_SLOW), ms).unref());

/**
 * The visitor's first screen as HTML, rendered by the web build's renderer, for the server to
 * put in the page: it paints before the app's scripts have loaded. A signed-in player's page
 * gets none (their screens show their own data, which the app renders), and so does a page
 * whose render fails, takes longer than FIRST_SCREEN_BUDGET_MS or finds RENDERS_AT_ONCE
 * renders under way: the app renders it as it always could. Null when the build has no renderer.
 */
export async function loadFirstScreenRenderer(app: FastifyInstance, distDir: string) {
  const file = path.join(distDir, '..', RENDERER_FILE);
  if (!existsSync(file)) {
    app.log.warn(`No ${RENDERER_FILE} beside the web build: pages are served without a screen`);
    return null;
  }
  const { renderFirstScreen } = (await import(pathToFileURL(file).href)) as {
    renderFirstScreen: RenderFirstScreen;
  };
  let rendering = 0;
  return async (request: FastifyRequest, visitor: Visitor): Promise<string | null> => {
    const origin = ownOrigin(app);
    if (visitor.signedIn || origin === null || rendering >= RENDERS_AT_ONCE) return null;
    rendering++;
    try {
      const html = await Promise.race([
        renderFirstScreen(`${origin}${request.url}`, origin),
        timeout(FIRST_SCREEN_BUDGET_MS),
      ]);
      if (html !== TOO_SLOW) return html;
      request.log.warn({ url: request.url }, 'the first screen took too long: served without it');
      return null;
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'rendering the first screen failed');
      return null;
    } finally {
      rendering--;
    }
  };
}
