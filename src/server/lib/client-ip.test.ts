import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { clientAddress, networkOf, trustedProxies } from './client-ip.ts';

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

describe('the client address behind reverse proxies', () => {
  const proxies = trustedProxies(['127.0.0.1', '10.0.0.0/8']);

  it('believes X-Forwarded-For only from a trusted proxy, reading it from the right', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', proxies)).toBe('203.0.113.7');
    // The client wrote the first entry itself; the proxies appended the rest.
    expect(clientAddress('10.1.2.3', '1.1.1.1, 203.0.113.7, 10.0.0.5', proxies)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.9', '203.0.113.7', proxies)).toBe('198.51.100.9');
    expect(clientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
    expect(clientAddress('127.0.0.1', 'not-an-address', proxies)).toBe('127.0.0.1');
  });

  it('believes no header when no proxy is trusted', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', trustedProxies([]))).toBe('127.0.0.1');
  });

  it('refuses a TRUSTED_PROXIES that is not addresses and ranges', () => {
    expect(parseEnv({ TRUSTED_PROXIES: '127.0.0.1, 10.0.0.0/8, ::1' }).TRUSTED_PROXIES).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    expect(() => parseEnv({ TRUSTED_PROXIES: 'proxy.local' })).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseEnv({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES/);
  });
});
