import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const SOME_ID = '00000000-0000-4000-8000-000000000000';

// With and without a web build: the build adds a catch-all route that must not count as a match.
describe.each([false, true])(
  '405 for a known path, 404 for an unknown one (web build: %s)',
  (withWeb) => {
    let t: TestApp;
    let dist: string | undefined;

    beforeAll(async () => {
      if (withWeb) {
        dist = await mkdtemp(path.join(os.tmpdir(), 'bp-dist-'));
        await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Better Play</title>');
      }
      t = await createTestApp(dist ? { env: { WEB_DIST_DIR: dist } } : {});
    });
    afterAll(async () => {
      await t.close();
      if (dist) await rm(dist, { recursive: true, force: true });
    });

    it.each([
      ['DELETE', '/api/v1/cms/socials', 'GET, HEAD'],
      ['POST', '/api/v1/cms/socials?page=2', 'GET, HEAD'],
      ['GET', `/api/v1/organizer/social/request/${SOME_ID}`, 'PUT, DELETE'],
      ['PATCH', '/api/v1/organizer/social', 'GET, HEAD, POST'],
      ['GET', '/api/v1/auth/login', 'POST'],
    ] as const)('%s %s answers 405, Allow: %s', async (method, url, allow) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      const pathname = url.split('?')[0];
      expect(response.json()).toEqual({
        statusCode: 405,
        code: 'METHOD_NOT_ALLOWED',
        message: `${method} is not allowed on ${pathname}. Allowed: ${allow}`,
      });
    });

    it.each([
      ['GET', '/api/v1/no-such-thing'],
      ['DELETE', '/api/v1/no-such-thing'],
      ['POST', '/signup'],
      ['PUT', '/'],
    ] as const)('%s %s (no route at all) stays a 404', async (method, url) => {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers.allow).toBeUndefined();
      expect(response.json()).toMatchObject({ statusCode: 404, code: 'ROUTE_NOT_FOUND' });
    });

    it('still serves the routes themselves', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/cms/socials' })).statusCode).toBe(
        200,
      );
    });
  },
);
