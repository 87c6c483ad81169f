import { isIP } from 'node:net';

/**
 * Which proxies in front of the API may say who the client is (X-Forwarded-For, -Proto, -Host).
 * `none`: nobody, the socket's peer is the client. `hops`: that many proxies, whoever they are.
 * `addresses`: only peers in these addresses or CIDR ranges (proxy-addr's names allowed).
 */
export type TrustedProxies =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'addresses'; addresses: string[] };

/** proxy-addr's names for well-known ranges, which Fastify accepts in its list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HINT =
  'use a hop count such as 1, or a comma-separated list of proxy addresses or CIDR ranges ' +
  'such as 10.0.0.0/8, 192.168.1.10';

/** `undefined` when the value is neither a count nor a list of addresses and ranges. */
export function parseTrustProxy(value: string | undefined): TrustedProxies | undefined {
  const text = (value ?? '').trim();
  if (text === '') return { kind: 'none' };
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? { kind: 'none' } : { kind: 'hops', hops };
  }
  const addresses = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  return addresses.every(isAddressOrRange) ? { kind: 'addresses', addresses } : undefined;
}

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` option. Fastify refuses a bare number (a client that reaches the API
 * directly can then name any address), so a hop count is a function of the hop alone: use it
 * only when the API cannot be reached except through those proxies.
 */
export function trustProxyOption(
  trusted: TrustedProxies,
): false | string[] | ((address: string, hop: number) => boolean) {
  switch (trusted.kind) {
    case 'none':
      return false;
    case 'hops':
      return (_address, hop) => hop < trusted.hops;
    case 'addresses':
      return trusted.addresses;
  }
}
