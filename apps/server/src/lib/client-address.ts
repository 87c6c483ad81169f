import { isIPv6 } from 'node:net';

/**
 * The address limits and remembered sign-ins are keyed by. An IPv6 client usually holds a whole
 * /64 and can change its address within it at will, so the /64 is the client; an IPv4-mapped
 * IPv6 address is its IPv4 address.
 */
export function clientAddress(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  return `${firstFourGroups(ip).join(':')}::/64`;
}

/**
 * The first 64 bits of a valid IPv6 address as four hex groups without leading zeros. An
 * embedded IPv4 tail (64:ff9b::1.2.3.4) always sits in the last 32 bits, so it is never among them.
 */
function firstFourGroups(ip: string): string[] {
  const [head = '', tail] = (ip.toLowerCase().split('%')[0] ?? '').split('::');
  const left = head === '' ? [] : head.split(':');
  // An embedded IPv4 tail stands for two groups.
  const right = tail
    ? tail.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]))
    : [];
  // "::" stands for the zeros that make eight groups in all; they may sit in the first four.
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  const groups = tail === undefined ? left : [...left, ...zeros, ...right];
  return groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
}
