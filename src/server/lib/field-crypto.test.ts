import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { createFieldCrypto, FieldCryptoError, fieldKeysProblem, parseFieldKeys } from './field-crypto.ts';
import { TEST_OPERATOR } from '../testing/test-server.ts';

const key = () => randomBytes(32);
const place = 'payout_methods.account_number:user-1';

/** The stored text with one bit of its `index`-th part (IV, tag or ciphertext) flipped. */
function tampered(stored: string, index: number): string {
  const parts = stored.split(':');
  const bytes = Buffer.from(parts[index] ?? '', 'base64url');
  bytes[0] = (bytes[0] ?? 0) ^ 1;
  parts[index] = bytes.toString('base64url');
  return parts.join(':');
}

describe('field encryption', () => {
  it('reads back what it wrote, with a new IV each time and nothing of the value in clear', () => {
    const crypto = createFieldCrypto([key()]);
    const first = crypto.encrypt('50100123456789', place);
    const second = crypto.encrypt('50100123456789', place);
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1:[\w-]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(first).not.toContain('0123456');
    expect(crypto.decrypt(first, place)).toBe('50100123456789');
    expect(crypto.decrypt(second, place)).toBe('50100123456789');
    expect(crypto.decrypt(crypto.encrypt('', place), place)).toBe('');
    expect(crypto.decrypt(crypto.encrypt('मीरा@okaxis', place), place)).toBe('मीरा@okaxis');
  });

  it('detects a changed ciphertext, IV or tag', () => {
    const crypto = createFieldCrypto([key()]);
    const stored = crypto.encrypt('ABCPE1234F', place);
    for (const index of [2, 3, 4])
      expect(() => crypto.decrypt(tampered(stored, index), place)).toThrow(FieldCryptoError);
    expect(() => crypto.decrypt(stored.replace(/^v1/, 'v2'), place)).toThrow('Not a value this version encrypted.');
    expect(() => crypto.decrypt('50100123456789', place)).toThrow(FieldCryptoError);
  });

  it('refuses a value bound to another row or column', () => {
    const crypto = createFieldCrypto([key()]);
    const stored = crypto.encrypt('50100123456789', place);
    expect(() => crypto.decrypt(stored, 'payout_methods.account_number:user-2')).toThrow(
      'The value was altered, or belongs to another place.',
    );
    expect(() => crypto.decrypt(stored, 'payout_methods.pan:user-1')).toThrow(FieldCryptoError);
  });

  it('refuses a value written with another key', () => {
    const stored = createFieldCrypto([key()]).encrypt('50100123456789', place);
    expect(() => createFieldCrypto([key()]).decrypt(stored, place)).toThrow(/which is not configured/);
  });

  it('rotates: writes with the newest key, reads with any configured key', () => {
    const [older, newer] = [key(), key()];
    const written = createFieldCrypto([older]).encrypt('meera@okaxis', place);
    const rotated = createFieldCrypto([newer, older]);
    expect(rotated.decrypt(written, place)).toBe('meera@okaxis');
    const rewritten = rotated.encrypt('meera@okaxis', place);
    expect(rewritten.split(':')[1]).not.toBe(written.split(':')[1]);
    expect(createFieldCrypto([newer]).decrypt(rewritten, place)).toBe('meera@okaxis');
  });

  it('takes keys of 32 bytes in base64 or base64url, newest first, and refuses anything else', () => {
    const [first, second] = [key(), key()];
    expect(parseFieldKeys(`${first.toString('base64')}, ${second.toString('base64url')}`)).toEqual([first, second]);
    expect(fieldKeysProblem(randomBytes(16).toString('base64'))).toMatch(/32 random bytes/);
    expect(fieldKeysProblem('not a key')).toMatch(/32 random bytes/);
    expect(fieldKeysProblem(`${first.toString('base64')},${first.toString('base64')}`)).toBe(
      'names the same key twice',
    );
    expect(() => createFieldCrypto([])).toThrow(FieldCryptoError);
    expect(() => createFieldCrypto([randomBytes(16)])).toThrow(FieldCryptoError);
  });

  it('is required in production and checked wherever it is set', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ...TEST_OPERATOR };
    expect(() => parseEnv(production)).toThrow('PAYOUT_DETAILS_KEY: required when NODE_ENV=production');
    expect(parseEnv({ ...production, PAYOUT_DETAILS_KEY: key().toString('base64') }).PAYOUT_DETAILS_KEY).toBeTruthy();
    expect(() => parseEnv({ PAYOUT_DETAILS_KEY: 'short' })).toThrow(/PAYOUT_DETAILS_KEY: must be 32 random bytes/);
    expect(parseEnv({}).PAYOUT_DETAILS_KEY).toBeUndefined();
  });
});
