import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Encryption of single values at rest (payout details: decision 036). AES-256-GCM, a random 12-byte IV for every
 * value, and the caller's `context` (the table, column and row the value belongs to) bound as additional
 * authenticated data, so a ciphertext copied to another row or column fails to decrypt. Stored as
 *
 *   v1:<key id>:<iv>:<tag>:<ciphertext>      (the last three base64url)
 *
 * The key id is a fingerprint of the key: with several keys configured (the newest first) values are written with
 * the first and read with whichever wrote them, so keys can rotate without a flag day.
 */

const FORMAT = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Base64 (or base64url) of exactly 32 bytes: 43 characters, and one '=' of padding or none. */
const KEY_TEXT = /^[A-Za-z0-9+/_-]{43}=?$/;

export interface FieldCrypto {
  /** Encrypts a value for the place `context` names. */
  encrypt(plaintext: string, context: string): string;
  /** Decrypts a value stored for `context`; throws a FieldCryptoError when it was not, was altered, or no key fits. */
  decrypt(stored: string, context: string): string;
}

export class FieldCryptoError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldCryptoError';
  }
}

/** A value written with a key that is not configured (any more): the key list is wrong, not the value. */
export class UnknownFieldKeyError extends FieldCryptoError {
  constructor(keyId: string) {
    super(`Encrypted with key ${keyId}, which is not configured.`);
    this.name = 'UnknownFieldKeyError';
  }
}

/** Why a key list (comma-separated, newest first) cannot be used, or null when it can. */
export function fieldKeysProblem(value: string): string | null {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => !KEY_TEXT.test(part)))
    return 'must be 32 random bytes in base64 (openssl rand -base64 32), or several such keys separated by commas, the newest first';
  return new Set(parts).size === parts.length ? null : 'names the same key twice';
}

/** The keys of a key list checked by fieldKeysProblem, newest first. */
export function parseFieldKeys(value: string): Buffer[] {
  const problem = fieldKeysProblem(value);
  if (problem) throw new FieldCryptoError(`The key list ${problem}.`);
  return value.split(',').map((part) => Buffer.from(part.trim().replaceAll('-', '+').replaceAll('_', '/'), 'base64'));
}

/** A short fingerprint naming a key in stored values; it tells nothing about the key. */
const keyIdOf = (key: Buffer) =>
  createHash('sha256').update('haat field key id\0').update(key).digest('base64url').slice(0, 8);

const b64 = (bytes: Buffer) => bytes.toString('base64url');

export function createFieldCrypto(keys: readonly Buffer[]): FieldCrypto {
  const [current] = keys;
  if (!current || keys.some((key) => key.length !== KEY_BYTES))
    throw new FieldCryptoError(`Field encryption needs at least one key of ${KEY_BYTES} bytes.`);
  const byId = new Map(keys.map((key) => [keyIdOf(key), key]));
  const currentId = keyIdOf(current);

  return {
    encrypt(plaintext, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return [FORMAT, currentId, b64(iv), b64(cipher.getAuthTag()), b64(ciphertext)].join(':');
    },
    decrypt(stored, context) {
      const [format, keyId, iv, tag, ciphertext, ...rest] = stored.split(':');
      if (format !== FORMAT || !keyId || !iv || !tag || ciphertext === undefined || rest.length > 0)
        throw new FieldCryptoError('Not a value this version encrypted.');
      const key = byId.get(keyId);
      if (!key) throw new UnknownFieldKeyError(keyId);
      const ivBytes = Buffer.from(iv, 'base64url');
      const tagBytes = Buffer.from(tag, 'base64url');
      if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES)
        throw new FieldCryptoError('Not a value this version encrypted.');
      const decipher = createDecipheriv('aes-256-gcm', key, ivBytes, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(tagBytes);
      try {
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new FieldCryptoError('The value was altered, or belongs to another place.');
      }
    },
  };
}
