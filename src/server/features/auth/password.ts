import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { booleanFlag } from '../../env.ts';

/** scrypt's cost: N = 2^logN, block size r, parallelism p. */
export interface HashCost {
  logN: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (about 128 MiB and a third of a second per hash). */
export const OWASP_COST: HashCost = { logN: 17, r: 8, p: 1 };
/**
 * The cost of new hashes when TEST_FAST_HASHING is on (the test suites; env.ts refuses it in production), as
 * Devise and Django do in tests: a sign-in then checks a password in a millisecond instead of a third of a second.
 * Every hash carries its parameters, so checking one always runs at the cost it was made with.
 */
export const TEST_COST: HashCost = { logN: 10, r: 8, p: 1 };
const KEY_LENGTH = 64;
const MAX_MEMORY = 256 * 1024 * 1024;

/** The cost of new hashes in this process: OWASP's, unless TEST_FAST_HASHING is on. */
export function hashCost(source: Record<string, string | undefined> = process.env): HashCost {
  return booleanFlag.safeParse(source.TEST_FAST_HASHING).data ? TEST_COST : OWASP_COST;
}
const processCost = hashCost();

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$<log2 N>$<r>$<p>$<salt>$<key>`, base64url; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string, cost: HashCost = processCost): Promise<string> {
  const salt = randomBytes(16);
  const { logN, r, p } = cost;
  const key = await scrypt(password, salt, KEY_LENGTH, { N: 2 ** logN, r, p, maxmem: MAX_MEMORY });
  return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !logN || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let common: Promise<Set<string>> | undefined;

/**
 * True for passwords found in the offline list of common passwords (case-insensitive). The list (about 3 MB of heap
 * once loaded) is read when an account first sets a password, not at start: most requests never need it.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)),
  );
  return (await common).has(password.toLowerCase());
}
