import { AUTH_MESSAGES } from '@betterplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { decodeClaims } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.app.deps.db);
});
afterAll(() => t.close());

const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object });

describe('POST /api/v1/auth/login', () => {
  it('signs in the demo player with a token naming Alex', async () => {
    const response = await login({ email: 'player@example.com', password: 'password123' });

    expect(response.statusCode).toBe(200);
    const token: string = response.json().data;
    expect(
      JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()),
    ).toMatchObject({
      alg: 'HS256',
    });
    expect(decodeClaims(token)).toMatchObject({ firstName: 'Alex', email: 'player@example.com' });
  });

  it('accepts the email in any case and with spaces around it', async () => {
    const response = await login({ email: ' Player@Example.COM ', password: 'password123' });
    expect(response.statusCode).toBe(200);
  });

  it('gives the same 401 for a wrong password and for an unknown email', async () => {
    const wrongPassword = await login({ email: 'player@example.com', password: 'password124' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: 'password123' });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        message: AUTH_MESSAGES.invalidCredentials,
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it.each([
    [{ email: 'nope', password: 'password123' }, AUTH_MESSAGES.email],
    [{ email: 'player@example.com', password: '123' }, AUTH_MESSAGES.password],
    [{ password: 'password123' }, AUTH_MESSAGES.email],
    [{ email: 'player@example.com', password: 42 }, AUTH_MESSAGES.password],
  ])('answers 400 with the product’s message for %j', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });
});
