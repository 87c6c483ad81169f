import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registration } from '../../test/factories.ts';
import { signInAddresses } from './sign-in-addresses.schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date('2030-03-01T09:00:00Z'));

// Single-node mode: the counters live in process memory, the known addresses in the database.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    env: {
      REDIS: 'off',
      AUTH_RATE_LIMIT_PER_IP: '100',
      AUTH_RATE_LIMIT_PER_EMAIL: '2',
      AUTH_RATE_LIMIT_PER_ACCOUNT: '4',
      AUTH_RATE_LIMIT_WINDOW_MS: '600000',
    },
  });
});
afterAll(() => t.close());

const login = (email: string, ip: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress: ip,
    payload: { email, password },
  });

async function accountSignedInFrom(ip: string) {
  const form = registration({ password: 'right-password', confirmPassword: 'right-password' });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: '192.0.2.200',
    payload: form,
  });
  expect(created.statusCode).toBe(201);
  expect((await login(form.email, ip, 'right-password')).statusCode).toBe(200);
  return form.email;
}

/** Two wrong passwords from each of three addresses: the account is then past its limit of 4. */
async function overwhelm(email: string, subnet: string) {
  for (let host = 1; host <= 3; host++) {
    for (let attempt = 0; attempt < 2; attempt++) {
      await login(email, `${subnet}.${host}`, 'wrong-password');
    }
  }
  expect((await login(email, `${subnet}.9`, 'wrong-password')).statusCode).toBe(429);
}

describe('addresses an account signed in from (single-node mode)', () => {
  it('let the owner in while the account is past its limit, without Redis', async () => {
    const email = await accountSignedInFrom('198.51.100.20');
    await overwhelm(email, '10.3.0');
    expect((await login(email, '198.51.100.20', 'right-password')).statusCode).toBe(200);
  });

  it('include the address the account was created from', async () => {
    const email = await accountSignedInFrom('198.51.100.21');
    await overwhelm(email, '10.4.0');
    expect((await login(email, '192.0.2.200', 'right-password')).statusCode).toBe(200);
  });

  it('are forgotten 30 days after the last sign-in from them', async () => {
    const email = await accountSignedInFrom('198.51.100.22');
    clock.advance(31 * DAY_MS);
    await overwhelm(email, '10.5.0');
    expect((await login(email, '198.51.100.22', 'right-password')).statusCode).toBe(429);
  });

  it('are stored as keyed hashes, never as the address', async () => {
    await accountSignedInFrom('198.51.100.23');
    const rows = await t.app.deps.db
      .select({ addressHash: signInAddresses.addressHash })
      .from(signInAddresses);
    expect(rows.length).toBeGreaterThan(0);
    for (const { addressHash } of rows) {
      expect(addressHash).toMatch(/^[\w-]{43}$/);
      expect(addressHash).not.toContain('198.51');
    }
  });
});
