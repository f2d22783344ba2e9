import { describe, expect, it } from 'vitest';
import { networkOf } from './client-ip.ts';

describe('networkOf', () => {
  it('keeps an IPv4 address, and unwraps one mapped into IPv6', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(networkOf('2001:db8:85a3:0:8a2e:370:7334:1')).toBe('2001:db8:85a3:0::/64');
    expect(networkOf('2001:0db8:85a3::abcd')).toBe('2001:db8:85a3:0::/64');
    expect(networkOf('2001:db8:85a3:0:ffff::1%eth0')).toBe('2001:db8:85a3:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('fe80::1')).toBe('fe80:0:0:0::/64');
  });
});
