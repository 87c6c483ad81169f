import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { registration } from '../../test/factories.ts';

const limits = {
  AUTH_RATE_LIMIT_PER_IP: '6',
  AUTH_RATE_LIMIT_PER_EMAIL: '3',
  AUTH_RATE_LIMIT_WINDOW_MS: '60000',
};

describe('rate limits on sign-in and sign-up', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let first: TestApp;
  let second: TestApp;
  let keyPrefix: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    keyPrefix = `bp-test:${randomBytes(6).toString('hex')}:`;
    // Two replicas sharing PostgreSQL and Redis, as behind a load balancer.
    first = await createTestApp({ databaseUrl: database.url, keyPrefix, env: limits });
    second = await createTestApp({ databaseUrl: database.url, keyPrefix, env: limits });
  });
  afterAll(async () => {
    await first.close();
    await second.close();
    await database.drop();
  });

  const login = (t: TestApp, email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      payload: { email, password: 'wrong-password' },
    });

  it('answers 429 with a clear message once one email has had its attempts, on any replica', async () => {
    const email = 'target@example.com';
    const answers = [
      await login(first, email, '10.0.0.1'),
      await login(second, email, '10.0.0.2'),
      await login(first, email, '10.0.0.3'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);

    const blocked = await login(second, email, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(
      /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/,
    );

    // Another address from the same places is still served.
    expect((await login(first, 'someone.else@example.com', '10.0.0.5')).statusCode).toBe(401);
  });

  it('answers 429 once one IP has sprayed many emails', async () => {
    const ip = '10.0.9.9';
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await login(attempt % 2 ? first : second, `spray${attempt}@example.com`, ip);
      expect(response.statusCode).toBe(401);
    }
    expect((await login(first, 'spray-last@example.com', ip)).statusCode).toBe(429);
    const signUp = await first.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: ip,
      payload: registration(),
    });
    expect(signUp.statusCode).toBe(429);
  });

  it('keeps its counters in Redis under the app key prefix', async () => {
    const redis = first.app.redis;
    expect(redis).not.toBeNull();
    const keys = await redis?.keys(`${keyPrefix}rate-limit:*`);
    expect(keys?.some((key) => key.includes('auth-email:target@example.com'))).toBe(true);
  });
});
