import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { isOriginAllowed } from './handshake.ts';

const allowed = ['https://play.example.com'];

describe('isOriginAllowed', () => {
  it.each([
    ['the same host and port', 'http://api.local:3000', 'api.local:3000'],
    ['the same host, whatever its case', 'https://API.Local', 'api.local'],
    ['the default port written out', 'https://play.example.com:443', 'other.host'],
    ['an origin from CORS_ORIGINS', 'https://play.example.com', 'api.internal:3000'],
    ['no Origin at all', undefined, 'api.local:3000'],
  ])('allows %s', (_, origin, host) => {
    expect(isOriginAllowed(origin, host, allowed)).toBe(true);
  });

  it.each([
    ['another host', 'https://evil.example', 'api.local:3000'],
    ['the same host on another port', 'http://api.local:4000', 'api.local:3000'],
    ['http for an https-only CORS origin', 'http://play.example.com', 'api.local'],
    ['an opaque origin', 'null', 'api.local'],
    ['a non-web scheme', 'file://api.local', 'api.local'],
    ['an origin when the request has no Host', 'https://evil.example', undefined],
  ])('refuses %s', (_, origin, host) => {
    expect(isOriginAllowed(origin, host, allowed)).toBe(false);
  });
});

describe('CORS_ORIGINS', () => {
  const load = (CORS_ORIGINS: string) => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS });

  it('becomes a list of bare origins', () => {
    expect(load(' https://play.example.com/ , http://localhost:5173,').allowedOrigins).toEqual([
      'https://play.example.com',
      'http://localhost:5173',
    ]);
  });

  it.each(['play.example.com', 'https://play.example.com/app', 'ftp://files.example.com'])(
    'refuses %s, naming the variable',
    (value) => {
      expect(() => load(value)).toThrow(/CORS_ORIGINS/);
    },
  );
});
