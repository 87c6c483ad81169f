import { AUTH_MESSAGES } from '@betterplay/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../users/users.schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { decodeClaims, registration } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: payload as object });

describe('POST /api/v1/auth/register', () => {
  it('creates the account and answers 201 with a token for it', async () => {
    const form = registration({ email: '  New.Player@Example.com ' });
    const response = await register(form);

    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.message).toBe('Created');
    const claims = decodeClaims(body.data);
    expect(claims).toMatchObject({ firstName: 'Alex', email: 'new.player@example.com' });
    expect(typeof claims.sub).toBe('string');
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);

    const [row] = await t.app.deps.db
      .select()
      .from(users)
      .where(eq(users.email, 'new.player@example.com'));
    expect(row).toMatchObject({ phone: '0412345678', age: 28, height: 1.75, weight: 70 });
    expect(row?.sportPreferences).toEqual(['Badminton', 'Tennis']);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('password123');
  });

  it.each([
    ['firstName', { firstName: 'A' }, AUTH_MESSAGES.firstName],
    ['lastName', { lastName: 'M' }, AUTH_MESSAGES.lastName],
    ['email', { email: 'not-an-email' }, AUTH_MESSAGES.email],
    ['password', { password: '12345', confirmPassword: '12345' }, AUTH_MESSAGES.password],
    ['confirmPassword', { confirmPassword: 'different1' }, AUTH_MESSAGES.confirmPassword],
    ['phone', { phone: '041234' }, AUTH_MESSAGES.phone],
    ['age', { age: '' }, AUTH_MESSAGES.age],
    ['height', { height: '' }, AUTH_MESSAGES.height],
    ['weight', { weight: '' }, AUTH_MESSAGES.weight],
    ['sportPreferences', { sportPreferences: [] }, AUTH_MESSAGES.sportPreferences],
  ])('answers 400 with the product’s message for an invalid %s', async (field, change, message) => {
    const response = await register(registration(change));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, statusCode: 400, code: 'VALIDATION_FAILED' });
    expect(response.json().details).toContainEqual({ path: field, message });
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const form = registration();
    expect((await register(form)).statusCode).toBe(201);

    const again = await register({ ...form, email: form.email.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(AUTH_MESSAGES.duplicateEmail);
  });

  it('lets exactly one of two simultaneous sign-ups for one email win', async () => {
    const form = registration();
    const answers = await Promise.all([register(form), register(form), register(form)]);
    const codes = answers.map((answer) => answer.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    const rows = await t.app.deps.db.select().from(users).where(eq(users.email, form.email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a null body', 'null'],
    ['an array', '[1,2]'],
    ['a string', '"hello"'],
    ['broken JSON', '{"firstName":'],
    [
      'numbers everywhere',
      JSON.stringify({ firstName: 1, lastName: 2, email: 3, age: {}, sportPreferences: 'x' }),
    ],
    ['an empty object', '{}'],
  ])('answers 4xx, never 5xx, for %s', async (_name, raw) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: raw,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it('answers 413, not 500, for a body over the size limit', async () => {
    const response = await register(registration({ firstName: 'x'.repeat(2 * 1024 * 1024) }));
    expect(response.statusCode).toBe(413);
  });

  it('answers 400 with a readable message for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'content-type': 'text/plain' },
      payload: 'firstName=Alex',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The body must be a JSON object');
  });
});
