import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkEndpoint, isPublicAddress, publicOnlyLookup, type Resolve } from './push-endpoint.ts';

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('isPublicAddress', () => {
  it.each([
    ['142.250.70.10', true],
    ['2a00:1450:4001:82b::200a', true],
    ['127.0.0.1', false],
    ['10.20.30.40', false],
    ['172.16.0.1', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd12:3456::1', false],
    ['::ffff:10.0.0.1', false],
    ['::ffff:142.250.70.10', true],
    ['not an address', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('checkEndpoint', () => {
  it('admits an https endpoint whose name resolves to public addresses only', async () => {
    const check = await checkEndpoint(
      'https://push.example.com/send/abc',
      [],
      resolvesTo('142.250.70.10', '2a00:1450:4001:82b::200a'),
    );
    expect(check).toEqual({ ok: true, allowlisted: false });
  });

  it('refuses a name that resolves, even in part, to a private address', async () => {
    for (const addresses of [['127.0.0.1'], ['142.250.70.10', '10.0.0.5'], []]) {
      const check = await checkEndpoint(
        'https://push.example.com/send/abc',
        [],
        resolvesTo(...addresses),
      );
      expect(check).toEqual({
        ok: false,
        reason: 'The push endpoint must resolve to a public address',
      });
    }
  });

  it('admits an allowlisted origin as it is, and nothing else on that host', async () => {
    const allowlist = ['http://127.0.0.1:9999'];
    expect(await checkEndpoint('http://127.0.0.1:9999/push/1', allowlist)).toEqual({
      ok: true,
      allowlisted: true,
    });
    expect(await checkEndpoint('http://127.0.0.1:9998/push/1', allowlist)).toMatchObject({
      ok: false,
    });
  });
});

describe('publicOnlyLookup', () => {
  it('refuses to connect when the name resolves to a private address at send time', async () => {
    // A server that would answer, on loopback: the lookup must keep the request from reaching it.
    let reached = false;
    const server = http.createServer((_request, response) => {
      reached = true;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const error = await new Promise<Error>((resolve) => {
      const request = http.request(`http://rebound.example.com:${port}/`, {
        lookup: publicOnlyLookup(resolvesTo('127.0.0.1')) as never,
      });
      request.on('error', resolve);
      request.end();
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    expect(error.message).toBe('rebound.example.com does not resolve to public addresses only');
    expect(reached).toBe(false);
  });
});
