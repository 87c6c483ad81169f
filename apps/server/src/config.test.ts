import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('requires JWT_SECRET in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET is required/);
  });

  it('uses port 3000 and the embedded database by default', () => {
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redis.url).toBe('redis://127.0.0.1:6379');
  });

  it('keeps public socials lists for a second, except in tests or when set (0: off)', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig(production).socialsListCacheMs).toBe(1000);
    expect(loadConfig({ ...production, SOCIALS_LIST_CACHE_MS: '0' }).socialsListCacheMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test' }).socialsListCacheMs).toBe(0);
    expect(() => loadConfig({ SOCIALS_LIST_CACHE_MS: '-1' })).toThrow(/SOCIALS_LIST_CACHE_MS/);
  });

  it('gives waitlist offers windows by the start and quiet nights, unless told otherwise', () => {
    const base = { NODE_ENV: 'test' };
    expect(loadConfig(base).waitlistOffers).toEqual({
      fixedWindowMs: undefined,
      quietHours: { fromHour: 22, toHour: 8 },
    });
    expect(
      loadConfig({ ...base, WAITLIST_OFFER_TTL: '5s', WAITLIST_QUIET_HOURS: 'off' }).waitlistOffers,
    ).toEqual({ fixedWindowMs: 5000, quietHours: null });
    expect(() => loadConfig({ ...base, WAITLIST_OFFER_TTL: 'soon' })).toThrow(/WAITLIST_OFFER_TTL/);
    expect(() => loadConfig({ ...base, WAITLIST_QUIET_HOURS: 'nights' })).toThrow(
      /WAITLIST_QUIET_HOURS/,
    );
  });

  it('makes web push keys once and keeps them in DATA_DIR, unless both are given', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bp-config-'));
    const made = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).push.vapid;
    expect(Buffer.from(made.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(made.privateKey, 'base64url')).toHaveLength(32);
    expect(made.subject).toBe('mailto:no-reply@betterplay.local');
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }).push.vapid).toEqual(made);

    const given = { VAPID_PUBLIC_KEY: `B${'A'.repeat(86)}`, VAPID_PRIVATE_KEY: 'A'.repeat(43) };
    expect(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...given }).push.vapid).toMatchObject({
      publicKey: given.VAPID_PUBLIC_KEY,
      privateKey: given.VAPID_PRIVATE_KEY,
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'test', VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY }),
    ).toThrow(/set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together/);
    expect(() => loadConfig({ NODE_ENV: 'test', ...given, VAPID_PRIVATE_KEY: 'short' })).toThrow(
      /VAPID_PRIVATE_KEY: use a P-256 private key/,
    );
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'nope' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });
});
