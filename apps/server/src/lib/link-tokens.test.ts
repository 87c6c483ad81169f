import { describe, expect, it } from 'vitest';
import { hashLinkToken, newLinkToken, sealLinkToken, unsealLinkToken } from './link-tokens.ts';

describe('link tokens', () => {
  it('are 256 random bits as base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, newLinkToken));
    expect(tokens.size).toBe(100);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    }
  });

  it('are kept as a SHA-256 that does not contain the token', () => {
    const token = newLinkToken();
    const hash = hashLinkToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashLinkToken(token)).toBe(hash);
  });

  it('unseal with the secret that sealed them, and not with another or once changed', () => {
    const token = newLinkToken();
    const sealed = sealLinkToken('secret-one', token);
    expect(sealed).not.toContain(token);
    expect(unsealLinkToken('secret-one', sealed)).toBe(token);
    expect(unsealLinkToken('secret-two', sealed)).toBeUndefined();
    const [iv, tag, text = ''] = sealed.split('.');
    const changed = `${iv}.${tag}.${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;
    expect(unsealLinkToken('secret-one', changed)).toBeUndefined();
    expect(unsealLinkToken('secret-one', 'not sealed')).toBeUndefined();
  });
});
