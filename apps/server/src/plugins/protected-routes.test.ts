import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let protectedRoutes: { method: string; url: string }[];

/** Every route the OpenAPI document marks as needing a bearer token, with its ids filled in. */
function routesNeedingSignIn(document: {
  paths?: Record<string, Record<string, { security?: unknown[] }>>;
}) {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method, _]) => ({
        method: method.toUpperCase(),
        url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  protectedRoutes = routesNeedingSignIn(
    t.app.swagger() as Parameters<typeof routesNeedingSignIn>[0],
  );
});
afterAll(() => t.close());

const bodies = [
  { contentType: 'application/json', payload: '{}' },
  { contentType: 'application/json', payload: '{"name": 42, "ids": "x"}' },
  { contentType: 'application/json', payload: '{not json' },
  { contentType: 'text/plain', payload: 'hello' },
];

describe('protected routes', () => {
  it('are found in the OpenAPI document', () => {
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(10);
    expect(protectedRoutes).toContainEqual({ method: 'POST', url: '/api/v1/organizer/social' });
  });

  it('answer an anonymous call with 401 whatever its body, before validating it', async () => {
    for (const route of protectedRoutes) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { 'content-type': body.contentType },
          ...(route.method === 'GET' ? {} : { payload: body.payload }),
        });
        expect({ route, status: response.statusCode }).toEqual({ route, status: 401 });
        expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      }
    }
  });
});
