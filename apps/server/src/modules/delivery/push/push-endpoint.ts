import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Where the server may post pushes. A browser names the address, so it is checked as anything a
 * client sends the server to fetch: an https URL whose host resolves only to public addresses
 * (no loopback, private, link-local, shared or reserved target), checked when the subscription
 * is saved and again, on the very address connected to, at every send. Origins on the allowlist
 * (PUSH_ENDPOINT_ALLOWLIST: a test's or staging's stand-in push service) skip the address check.
 */

const notPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

/** Whether a literal address is one the public internet routes to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !notPublic.check(address, 'ipv4');
  if (family !== 6) return false;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  return !notPublic.check(address, 'ipv6');
}

export type EndpointCheck = { ok: true; allowlisted: boolean } | { ok: false; reason: string };

/** The checks that need no lookup: the URL's shape, its scheme and a literal address. */
export function checkEndpointShape(endpoint: string, allowlist: readonly string[]): EndpointCheck {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return { ok: false, reason: 'The push endpoint is not a URL' };
  }
  if (allowlist.includes(url.origin)) return { ok: true, allowlisted: true };
  if (url.protocol !== 'https:') return { ok: false, reason: 'The push endpoint must use https' };
  if (url.username || url.password) {
    return { ok: false, reason: 'The push endpoint must not carry a user name or password' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address is judged now; so is a name no public DNS would answer (a single label).
  const local = isIP(host)
    ? !isPublicAddress(host)
    : host === 'localhost' || host.endsWith('.localhost') || !host.includes('.');
  if (local) return { ok: false, reason: 'The push endpoint must be a public address' };
  return { ok: true, allowlisted: false };
}

export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const resolveAll: Resolve = (hostname) =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    ),
  );

/** Every address `hostname` resolves to, refused unless all of them are public. */
export async function publicAddressesOf(
  hostname: string,
  resolve: Resolve = resolveAll,
): Promise<LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  if (addresses.length === 0 || !addresses.every(({ address }) => isPublicAddress(address))) {
    throw new Error(`${hostname} does not resolve to public addresses only`);
  }
  return addresses;
}

/** The whole check, as the subscription route makes it. */
export async function checkEndpoint(
  endpoint: string,
  allowlist: readonly string[],
  resolve: Resolve = resolveAll,
): Promise<EndpointCheck> {
  const shape = checkEndpointShape(endpoint, allowlist);
  if (!shape.ok || shape.allowlisted) return shape;
  try {
    await publicAddressesOf(new URL(endpoint).hostname, resolve);
    return shape;
  } catch {
    return { ok: false, reason: 'The push endpoint must resolve to a public address' };
  }
}

/**
 * A `lookup` for http(s).request that connects only to public addresses: the address checked is
 * the one the socket then uses, so a name that resolves differently at send time (DNS rebinding)
 * gets nowhere.
 */
export function publicOnlyLookup(resolve: Resolve = resolveAll) {
  return (
    hostname: string,
    options: { all?: boolean },
    callback: (
      error: NodeJS.ErrnoException | null,
      address: string | LookupAddress[],
      family?: number,
    ) => void,
  ) => {
    publicAddressesOf(hostname, resolve).then(
      (addresses) => {
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]!.address, addresses[0]!.family);
      },
      (error: Error) => callback(error, []),
    );
  };
}
