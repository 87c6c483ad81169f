import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

describe('clientAddress', () => {
  it('keys an IPv6 client by its /64, however the address is written', () => {
    expect(clientAddress('2001:db8:0:3:4:5:6:7')).toBe('2001:db8:0:3::/64');
    expect(clientAddress('2001:db8::3:4:5:6:7')).toBe('2001:db8:0:3::/64');
    expect(clientAddress('2001:DB8:0000:0003::1')).toBe('2001:db8:0:3::/64');
    expect(clientAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddress('::1')).toBe('0:0:0:0::/64');
    expect(clientAddress('64:ff9b::1.2.3.4')).toBe('64:ff9b:0:0::/64');
  });

  it('keys IPv4, mapped or not, by the address itself', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });
});
