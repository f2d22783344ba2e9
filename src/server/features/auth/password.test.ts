import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { hashCost, hashPassword, OWASP_COST, TEST_COST, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it("hashes at OWASP's scrypt cost unless TEST_FAST_HASHING is on", () => {
    expect(OWASP_COST).toEqual({ logN: 17, r: 8, p: 1 });
    expect(hashCost({})).toEqual(OWASP_COST);
    expect(hashCost({ TEST_FAST_HASHING: 'false' })).toEqual(OWASP_COST);
    expect(hashCost({ TEST_FAST_HASHING: 'true' })).toEqual(TEST_COST);
  });

  it('keeps the cost in the hash and checks a password at the cost it was hashed with', async () => {
    const strong = await hashPassword('a long passphrase', OWASP_COST);
    expect(strong).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    const quick = await hashPassword('a long passphrase', TEST_COST);
    expect(quick).toMatch(/^scrypt\$10\$8\$1\$/);
    for (const hash of [strong, quick]) {
      expect(await verifyPassword(hash, 'a long passphrase')).toBe(true);
      expect(await verifyPassword(hash, 'a long passphrasE')).toBe(false);
    }
  });

  it('refuses TEST_FAST_HASHING in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), TEST_FAST_HASHING: 'true' })).toThrow(
      /TEST_FAST_HASHING: not allowed when NODE_ENV=production/,
    );
  });
});
