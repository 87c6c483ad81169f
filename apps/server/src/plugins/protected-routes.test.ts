import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The only routes anyone may call signed out; every other API route needs a signed-in user. */
const PUBLIC_ROUTES = [
  'GET /api/v1/health',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  // A forgotten password and the mailed links: whoever holds the link's token is the caller.
  'POST /api/v1/auth/password/forgot',
  'POST /api/v1/auth/password/reset',
  'POST /api/v1/auth/email/verify',
  'GET /api/v1/cms/socials',
  'GET /api/v1/cms/socials/{category}',
  'GET /api/v1/cms/social/{id}',
  'GET /api/v1/cms/social/{id}/waitlist',
  'GET /api/v1/training/{sport}',
  'GET /api/v1/training/{sport}/venues/{venueId}',
  'GET /api/v1/training/coaches/{coachId}',
  'GET /api/v1/files/avatars/{name}',
  'GET /api/v1/stadiums',
  'GET /api/v1/stadiums/{stadiumId}',
  'GET /api/v1/stadiums/{stadiumId}/{sport}/availability',
  'GET /api/v1/payments/config',
  'POST /api/v1/payments/webhook',
  // A mail's unsubscribe link: the signed token in the URL names the person (RFC 8058).
  'GET /api/v1/mail/unsubscribe',
  'POST /api/v1/mail/unsubscribe',
  // A calendar feed: calendar apps send no token; the address itself is the secret.
  'GET /api/v1/calendar/{file}',
  // Web push's public key: a browser needs it to subscribe, and it is public by design.
  'GET /api/v1/push/config',
];

type OpenApiDocument = { paths?: Record<string, Record<string, { security?: unknown[] }>> };
type Route = { key: string; method: string; url: string; secured: boolean };

let t: TestApp;
let routes: Route[];

/** Every operation of the OpenAPI document, which lists every route (each declares a schema). */
function everyRoute(document: OpenApiDocument): Route[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      secured: (operation.security ?? []).length > 0,
    })),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  routes = everyRoute(t.app.swagger() as OpenApiDocument);
});
afterAll(() => t.close());

const bodies = [
  { contentType: 'application/json', payload: '{}' },
  { contentType: 'application/json', payload: '{"name": 42, "ids": "x"}' },
  { contentType: 'application/json', payload: '{not json' },
  { contentType: 'text/plain', payload: 'hello' },
];

describe('routes that need a signed-in user', () => {
  it('are every API route but the public ones, and say so in the API docs', () => {
    const keys = routes.map((route) => route.key);
    expect(keys).toEqual(expect.arrayContaining(PUBLIC_ROUTES));
    const needSignIn = routes.filter((route) => !PUBLIC_ROUTES.includes(route.key));
    expect(needSignIn.length).toBeGreaterThanOrEqual(10);
    expect(needSignIn.filter((route) => !route.secured).map((route) => route.key)).toEqual([]);
  });

  it('answer an anonymous call with 401 whatever its body, before validating it', async () => {
    for (const route of routes.filter((entry) => !PUBLIC_ROUTES.includes(entry.key))) {
      for (const body of bodies) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url,
          headers: { 'content-type': body.contentType },
          ...(route.method === 'GET' ? {} : { payload: body.payload }),
        });
        expect({ route: route.key, status: response.statusCode }).toEqual({
          route: route.key,
          status: 401,
        });
        expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
      }
    }
  });
});
