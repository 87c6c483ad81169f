import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnFreePort } from '../realtime/realtime-test-kit.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { FIRST_SCREEN_BUDGET_MS, RENDERER_FILE, RENDERS_AT_ONCE } from './first-screen-render.ts';

/**
 * A stand-in for the web build's renderer (apps/web/src/server-render/, tested there): it asks
 * the server's own API, as the real one does, and fails or dawdles on the paths named so.
 */
const RENDERER = `
export async function renderFirstScreen(url, apiOrigin) {
  const { pathname } = new URL(url);
  if (pathname === '/fails') throw new Error('a component needed the browser');
  if (pathname === '/redirects') return null;
  const wait = { '/slow': ${FIRST_SCREEN_BUDGET_MS + 500}, '/busy': 300 }[pathname] ?? 0;
  await new Promise((resolve) => setTimeout(resolve, wait));
  const health = await fetch(apiOrigin + '/api/v1/health');
  return '<h1>Screen of ' + pathname + '</h1><p>The API said ' + health.status + '</p>';
}
`;
const EMPTY_ROOT = '<div id="root"></div>';
const APP_SCRIPT = '<script type="module" crossorigin src="/assets/shell-abc.js"></script>';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/shell-abc.css">';

describe("a page's first screen, rendered by the server", () => {
  let root: string;
  let origin: string;
  let t: TestApp;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'bp-web-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-ssr'));
    await writeFile(
      path.join(root, 'dist', 'index.html'),
      `<!doctype html><html lang="en"><head><title>Better Play</title>${APP_SCRIPT}${STYLESHEET}</head><body>${EMPTY_ROOT}</body></html>`,
    );
    await writeFile(path.join(root, RENDERER_FILE), RENDERER);
    t = await createTestApp({ env: { WEB_DIST_DIR: path.join(root, 'dist') } });
    origin = await listenOnFreePort(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(root, { recursive: true, force: true });
  });

  const page = async (url: string, cookie?: string) => {
    const response = await fetch(`${origin}${url}`, { headers: cookie ? { cookie } : {} });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    return response.text();
  };

  it.each(['/', '/sports/badminton?page=2'])(
    "puts a visitor's screen in #root, inert until the app renders it (%s)",
    async (url) => {
      const pathname = url.split('?')[0];
      expect(await page(url)).toContain(
        `<div id="root"><div inert aria-hidden="true"><h1>Screen of ${pathname}</h1><p>The API said 200</p></div></div>`,
      );
    },
  );

  it("loads the app's scripts once the screen is painted, by the one inline script the CSP allows", async () => {
    const response = await fetch(`${origin}/sports/badminton`);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(STYLESHEET);
    expect(head).not.toContain('<script');
    expect(html).toContain(`<template id="bp-after-paint">${APP_SCRIPT}`);
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256')
      .update(inline[0] ?? '')
      .digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(
      response.headers.get('content-security-policy') ?? '',
    );
    expect(scriptSources?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it("renders none for a signed-in player's page: the app renders their screens", async () => {
    const html = await page('/sports/badminton', 'other=1; pacecustomertoken=eyJ.token');
    expect(html).toContain(EMPTY_ROOT);
    expect(html).not.toContain('Screen of');
    // Nothing to paint first: the scripts load as the page does.
    expect(html).toContain(`${APP_SCRIPT}${STYLESHEET}</head>`);
    expect(html).not.toContain('bp-after-paint');
  });

  it('paints the screen in the theme the visitor chose, and in the device theme otherwise', async () => {
    expect(await page('/book', 'betterplay.theme=dark')).toContain(
      '<html lang="en" data-theme="dark">',
    );
    for (const cookie of ['betterplay.theme=purple', 'betterplay.theme=%E0%A4%A', undefined]) {
      const html = await page('/book', cookie);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Screen of /book');
    }
  });

  it.each([
    ['fails', '/fails'],
    [`takes longer than ${FIRST_SCREEN_BUDGET_MS} ms`, '/slow'],
    ['is a redirect', '/redirects'],
  ])('serves the page without a screen when its render %s', async (_, url) => {
    const html = await page(url);
    expect(html).toContain(EMPTY_ROOT);
    expect(html).toContain(`<title>Better Play</title>${APP_SCRIPT}`);
  });

  it(`renders at most ${RENDERS_AT_ONCE} screens at once; the other pages come without one`, async () => {
    const pages = await Promise.all(
      Array.from({ length: RENDERS_AT_ONCE + 2 }, () => page('/busy')),
    );
    const withScreen = pages.filter((html) => html.includes('Screen of /busy'));
    expect(withScreen).toHaveLength(RENDERS_AT_ONCE);
    expect(pages.filter((html) => html.includes(EMPTY_ROOT))).toHaveLength(2);
  });
});
