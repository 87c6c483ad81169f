import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('serving the built web app', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'bp-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Better Play</title><script type="module" crossorigin src="/assets/app-abc123.js"></script></head><body></body></html>',
    );
    const preloads: RoutePreloads = {
      screens: [
        {
          path: '/sports/:category',
          modules: ['/assets/list-abc123.js', '/assets/table-abc123.js'],
          styles: [],
          request: '/api/v1/cms/socials/:category?page=1',
        },
      ],
    };
    await writeFile(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    const bundle = `console.log(${JSON.stringify('x'.repeat(4000))})`;
    await writeFile(path.join(dist, 'assets', 'big-abc123.js'), bundle);
    await writeFile(path.join(dist, 'assets', 'big-abc123.js.br'), brotliCompressSync(bundle));
    await writeFile(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it.each(['/', '/signup', '/some/unknown/page', '/sports/badminton?page=2'])(
    'renders index.html for %s, so the client router decides',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Better Play</title>');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it("names the matched screen's chunks and first API call in the page, so they load with the shell", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sports/badminton' });
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const head = response.body.slice(0, response.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/v1/cms/socials/badminton?page=1">',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/list-abc123.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/table-abc123.js">');
    // The call goes first: the screen waits for it longest.
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('<script type="module"'));
  });

  it.each(['/', '/signup'])('adds nothing to a page of no such screen (%s)', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.body).toContain('<title>Better Play</title>');
    expect(response.body).not.toContain('rel="preload"');
    expect(response.body).not.toContain('/assets/list-abc123.js');
  });

  it('preloads no call for an address whose page asks for another one (a later page)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sports/badminton?page=2' });
    expect(response.body).not.toContain('rel="preload"');
    expect(response.body).toContain('/assets/list-abc123.js');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("sends the build's precompressed file to a browser that accepts brotli", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/big-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('xxxx');
    expect(response.rawPayload.length).toBeLessThan(200);
  });

  it('compresses large API answers, and leaves small ones alone', async () => {
    const docs = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(docs.rawPayload).toString())).toHaveProperty('openapi');
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it("answers 404 for a file the build does not have (an older build's chunk), not the page", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/old-chunk-abc123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<title>');
  });

  it('serves a real robots.txt rather than the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.body).toContain('User-agent');
  });

  it('answers unknown API paths with a JSON 404, not the page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'ROUTE_NOT_FOUND',
      message: 'No route for GET /api/v1/nothing-here',
    });
  });

  it('does not serve files outside the build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/../../etc/passwd' });
    expect(response.body).not.toContain('root:');
  });
});
