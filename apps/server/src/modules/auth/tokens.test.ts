import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { forgeToken, registration } from '../../test/factories.ts';

let t: TestApp;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: registration({ firstName: 'Jamie', email: 'jamie@example.com' }),
  });
  token = response.json().data;
  userId = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).sub;
});
afterAll(() => t.close());

const profile = (authorization?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/user/profile',
    headers: authorization ? { authorization } : {},
  });

const now = () => Math.floor(Date.now() / 1000);

describe('GET /api/v1/user/profile and the token checks', () => {
  it('returns the signed-in user, without the password hash', async () => {
    const response = await profile(`Bearer ${token}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: userId,
      firstName: 'Jamie',
      email: 'jamie@example.com',
      visibility: 'public',
      sportPreferences: ['Badminton', 'Tennis'],
    });
    expect(JSON.stringify(data)).not.toContain('argon2');
  });

  it('answers 401 without a token', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue.');
  });

  it('answers 401 with a clear message for an expired token', async () => {
    const expired = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      {
        sub: userId,
        firstName: 'Jamie',
        email: 'jamie@example.com',
        iat: now() - 7200,
        exp: now() - 3600,
      },
      t.config.jwt.secret,
    );
    const response = await profile(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired. Please sign in again.');
  });

  it('accepts a hand-made token with the right secret, algorithm and expiry (control)', async () => {
    const valid = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      { sub: userId, firstName: 'Jamie', email: 'jamie@example.com', exp: now() + 600 },
      t.config.jwt.secret,
    );
    expect((await profile(`Bearer ${valid}`)).statusCode).toBe(200);
  });

  it.each([
    [
      'a changed payload',
      () => {
        const [header, , signature] = token.split('.');
        const claims = Buffer.from(
          JSON.stringify({
            sub: userId,
            firstName: 'Mallory',
            email: 'x@example.com',
            exp: now() + 600,
          }),
        ).toString('base64url');
        return `${header}.${claims}.${signature}`;
      },
    ],
    [
      'alg none',
      () => {
        const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
        return `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: userId, firstName: 'Jamie', email: 'j', exp: now() + 600 })}.`;
      },
    ],
    [
      'HS512, an algorithm outside the allowlist',
      () =>
        forgeToken(
          { alg: 'HS512', typ: 'JWT' },
          { sub: userId, firstName: 'Jamie', email: 'j', exp: now() + 600 },
          t.config.jwt.secret,
          'sha512',
        ),
    ],
    [
      'no expiry',
      () =>
        forgeToken(
          { alg: 'HS256', typ: 'JWT' },
          { sub: userId, firstName: 'Jamie', email: 'j' },
          t.config.jwt.secret,
        ),
    ],
    [
      'another secret',
      () =>
        forgeToken(
          { alg: 'HS256', typ: 'JWT' },
          { sub: userId, firstName: 'Jamie', email: 'j', exp: now() + 600 },
          'some-other-secret-of-enough-length-000000000',
        ),
    ],
    ['garbage', () => 'not.a.token'],
  ])('answers 401 for %s', async (_name, makeToken) => {
    const response = await profile(`Bearer ${makeToken()}`);
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHORIZED');
  });

  it('answers 401 for a valid token whose account is gone', async () => {
    const ghost = forgeToken(
      { alg: 'HS256', typ: 'JWT' },
      {
        sub: '00000000-0000-4000-8000-000000000000',
        firstName: 'Ghost',
        email: 'g',
        exp: now() + 600,
      },
      t.config.jwt.secret,
    );
    expect((await profile(`Bearer ${ghost}`)).statusCode).toBe(401);
  });
});
