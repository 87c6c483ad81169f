import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp, createTestDatabase, type TestApp } from './test/test-app.ts';
import { parseTrustProxy, TRUST_PROXY_HINT } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['1', { kind: 'hops', hops: 1 }],
    [' 2 ', { kind: 'hops', hops: 2 }],
    ['10.0.0.0/8', { kind: 'addresses', addresses: ['10.0.0.0/8'] }],
    [
      '10.0.0.1, 172.16.0.0/12 ,fd00::/8,::1,loopback',
      {
        kind: 'addresses',
        addresses: ['10.0.0.1', '172.16.0.0/12', 'fd00::/8', '::1', 'loopback'],
      },
    ],
  ])('reads %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each([
    'true',
    '-1',
    '1.5',
    '10.0.0.0/33',
    'fd00::/129',
    '10.0.0/8',
    'proxy.local',
    '10.0.0.1/8/8',
  ])('refuses %j with a message saying what to write', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: value })).toThrow(
      `TRUST_PROXY: ${TRUST_PROXY_HINT}`,
    );
    expect(TRUST_PROXY_HINT).toMatch(/hop count .* addresses or CIDR ranges/);
  });

  it('trusts no proxy by default, in production too', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.trustProxy).toEqual({ kind: 'none' });
  });
});

describe('the per-IP sign-in limit behind proxies', () => {
  const PER_IP = 5;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const t of apps) await t.close();
    await database.drop();
  });

  const appTrusting = async (trustProxy?: string) => {
    const t = await createTestApp({
      databaseUrl: database.url,
      env: {
        AUTH_RATE_LIMIT_PER_IP: String(PER_IP),
        ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
      },
    });
    apps.push(t);
    return t;
  };

  /** Twice the limit of sign-ins from 127.0.0.1, each naming another client; the statuses. */
  const attemptsForwardedFor = async (t: TestApp, forwardedFor: (attempt: number) => string) => {
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 2 * PER_IP; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor(attempt) },
        payload: { email: `client${attempt}@example.com`, password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  const limitedAfterFive = [...Array<number>(PER_IP).fill(401), ...Array<number>(PER_IP).fill(429)];
  const neverLimited = Array<number>(2 * PER_IP).fill(401);
  const rotating = (attempt: number) => `203.0.113.${attempt}`;

  it('ignores X-Forwarded-For when TRUST_PROXY is unset', async () => {
    const t = await appTrusting();
    expect(await attemptsForwardedFor(t, rotating)).toEqual(limitedAfterFive);
  });

  it('ignores X-Forwarded-For from a peer outside the trusted ranges', async () => {
    const t = await appTrusting('10.0.0.0/8');
    expect(await attemptsForwardedFor(t, rotating)).toEqual(limitedAfterFive);
  });

  it('counts the forwarded client behind one trusted hop', async () => {
    const t = await appTrusting('1');
    expect(await attemptsForwardedFor(t, rotating)).toEqual(neverLimited);
  });

  it('counts the forwarded client behind a proxy in a trusted range', async () => {
    const t = await appTrusting('127.0.0.0/8');
    expect(await attemptsForwardedFor(t, rotating)).toEqual(neverLimited);
  });

  it('counts the address the proxy saw, whatever a client put before it', async () => {
    const t = await appTrusting('1');
    const spoofed = (attempt: number) => `198.51.100.${attempt}, 203.0.113.99`;
    expect(await attemptsForwardedFor(t, spoofed)).toEqual(limitedAfterFive);
  });
});
