import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { STORYBOOK_CSP } from './storybook.ts';

describe('serving the built Storybook at /storybook/', () => {
  let dist: string;
  let storybook: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'bp-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Better Play</title>');
    storybook = await mkdtemp(path.join(os.tmpdir(), 'bp-storybook-'));
    await mkdir(path.join(storybook, 'assets'));
    await writeFile(path.join(storybook, 'index.html'), '<!doctype html><title>Storybook</title>');
    await writeFile(path.join(storybook, 'index.json'), '{"v":5,"entries":{}}');
    t = await createTestApp({ env: { WEB_DIST_DIR: dist, STORYBOOK_DIR: storybook } });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
    await rm(storybook, { recursive: true, force: true });
  });

  it('answers the library with its own policy, and the app keeps the strict one', async () => {
    const library = await t.app.inject({ method: 'GET', url: '/storybook/' });
    expect(library.statusCode).toBe(200);
    expect(library.body).toContain('<title>Storybook</title>');
    expect(library.headers['content-security-policy']).toBe(STORYBOOK_CSP);

    const index = await t.app.inject({ method: 'GET', url: '/storybook/index.json' });
    expect(index.json()).toEqual({ v: 5, entries: {} });

    const app = await t.app.inject({ method: 'GET', url: '/sports' });
    expect(app.body).toContain('<title>Better Play</title>');
    expect(app.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
  });

  it('sends /storybook to /storybook/', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storybook' });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/storybook/');
  });

  it('answers 404 for a file the library does not have', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/storybook/assets/missing-abc.js' });
    expect(response.statusCode).toBe(404);
  });
});

describe('without a Storybook build', () => {
  it('leaves /storybook/ to the app', async () => {
    const t = await createTestApp({ env: { STORYBOOK_DIR: '/nonexistent-storybook' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/storybook/index.json' });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
