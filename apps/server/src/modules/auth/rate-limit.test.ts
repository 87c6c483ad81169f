import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { registration } from '../../test/factories.ts';

const limits = {
  AUTH_RATE_LIMIT_PER_IP: '6',
  AUTH_RATE_LIMIT_PER_EMAIL: '3',
  AUTH_RATE_LIMIT_PER_ACCOUNT: '40',
  AUTH_RATE_LIMIT_WINDOW_MS: '60000',
};

const RATE_LIMITED_MESSAGE =
  /^Too many attempts\. Please wait \d+ (second|minute)s? and try again\.$/;

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

  const login = (t: TestApp, email: string, ip: string, password = 'wrong-password') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: ip,
      payload: { email, password },
    });

  const signUpFrom = async (ip: string) => {
    const form = registration({ password: 'right-password', confirmPassword: 'right-password' });
    const response = await first.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: ip,
      payload: form,
    });
    expect(response.statusCode).toBe(201);
    return form.email;
  };

  /** Three wrong passwords (the per email-and-IP limit) from each of `count` addresses. */
  const attackFrom = async (email: string, subnet: string, count: number) => {
    for (let host = 1; host <= count; host++) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await login(attempt % 2 ? first : second, email, `${subnet}.${host}`);
        expect(answer.statusCode).toBe(401);
      }
    }
  };

  it('answers 429 with a clear message once one IP has hammered one email, on any replica', async () => {
    const email = 'target@example.com';
    const ip = '10.0.0.1';
    const answers = [
      await login(first, email, ip),
      await login(second, email, ip),
      await login(first, email, ip),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401]);

    const blocked = await login(second, email, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(blocked.json().message).toMatch(RATE_LIMITED_MESSAGE);

    // The same address may still try another account, and other addresses this one.
    expect((await login(first, 'someone.else@example.com', ip)).statusCode).toBe(401);
    expect((await login(first, email, '10.0.0.2')).statusCode).toBe(401);
  });

  it('does not let strangers on many IPs lock the owner out', async () => {
    const ownerIp = '198.51.100.7';
    const email = await signUpFrom('198.51.100.1');
    expect((await login(first, email, ownerIp, 'right-password')).statusCode).toBe(200);

    // Ten addresses, each as many wrong passwords as it is allowed: each is then refused...
    await attackFrom(email, '10.1.0', 10);
    expect((await login(second, email, '10.1.0.1')).statusCode).toBe(429);
    // ...while the owner gets in from where they signed in before, and from a new address.
    expect((await login(second, email, ownerIp, 'right-password')).statusCode).toBe(200);
    expect((await login(first, email, '203.0.113.50', 'right-password')).statusCode).toBe(200);
  });

  it('slows an attack spread over many IPs, but never for an address the owner signed in from', async () => {
    const ownerIp = '198.51.100.8';
    const email = await signUpFrom('198.51.100.2');
    expect((await login(second, email, ownerIp, 'right-password')).statusCode).toBe(200);

    // The account's AUTH_RATE_LIMIT_PER_ACCOUNT (40) attempts from everywhere: 1 + 13 x 3.
    await attackFrom(email, '10.2.0', 13);

    const stranger = await login(first, email, '10.2.1.1');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(stranger.json().message).toMatch(RATE_LIMITED_MESSAGE);
    // A new address of the owner's waits too: the account cannot tell it from an attacker's.
    expect((await login(second, email, '203.0.113.51', 'right-password')).statusCode).toBe(429);
    // The address they signed in from before is let through, on either replica.
    expect((await login(first, email, ownerIp, 'right-password')).statusCode).toBe(200);
    expect((await login(second, email, ownerIp, 'not-my-password')).statusCode).toBe(401);
    // ...but it still has only its own attempts on the account.
    expect((await login(first, email, ownerIp, 'not-my-password')).statusCode).toBe(429);
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

  it('counts an IPv6 client by its /64, which it can rotate addresses within', async () => {
    for (let host = 1; host <= 6; host++) {
      const ip = `2001:db8:7:7::${host.toString(16)}`;
      expect((await login(first, `v6-${host}@example.com`, ip)).statusCode).toBe(401);
    }
    expect((await login(second, 'v6-last@example.com', '2001:db8:7:7:abcd::1')).statusCode).toBe(
      429,
    );
    expect((await login(second, 'v6-last@example.com', '2001:db8:7:8::1')).statusCode).toBe(401);
  });

  it('limits reset links per email from every address, and per address over many emails', async () => {
    const forgot = (email: string, ip: string) =>
      first.app.inject({
        method: 'POST',
        url: '/api/v1/auth/password/forgot',
        remoteAddress: ip,
        payload: { email },
      });
    // Three per email, whichever address asks: no one fills a mailbox with links.
    for (let host = 1; host <= 3; host++) {
      expect((await forgot('mailbox@example.com', `10.9.0.${host}`)).statusCode).toBe(202);
    }
    const refused = await forgot('mailbox@example.com', '10.9.0.4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(RATE_LIMITED_MESSAGE);
    // Six per address, whatever the emails; sign-in's own counts are apart.
    for (let index = 1; index <= 6; index++) {
      expect((await forgot(`reset-${index}@example.com`, '10.9.1.1')).statusCode).toBe(202);
    }
    expect((await forgot('reset-7@example.com', '10.9.1.1')).statusCode).toBe(429);
    expect((await login(first, 'reset-7@example.com', '10.9.1.1')).statusCode).toBe(401);
  });

  it('limits guesses at the password of a signed-in account, changing it and deleting the account alike', async () => {
    const token: string = (
      await first.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: registration(),
      })
    ).json().data;
    const headers = { authorization: `Bearer ${token}` };
    const wrong = {
      currentPassword: 'a-guess',
      password: 'new-password',
      confirmPassword: 'new-password',
    };
    for (let guess = 0; guess < 2; guess++) {
      const answer = await first.app.inject({
        method: 'PUT',
        url: '/api/v1/user/password',
        headers,
        payload: wrong,
      });
      expect(answer.statusCode).toBe(403);
    }
    const deletion = {
      method: 'DELETE' as const,
      url: '/api/v1/user/account',
      headers,
      payload: { password: 'a-guess' },
    };
    expect((await second.app.inject(deletion)).statusCode).toBe(403);
    const refused = await second.app.inject(deletion);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(RATE_LIMITED_MESSAGE);
  });

  it('keeps its counters in Redis under the app key prefix', async () => {
    const redis = first.app.redis;
    expect(redis).not.toBeNull();
    const keys = await redis?.keys(`${keyPrefix}rate-limit:*`);
    expect(keys?.some((key) => key.includes('auth-email-ip:target@example.com|10.0.0.1'))).toBe(
      true,
    );
  });
});
