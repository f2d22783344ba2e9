import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Unforgeable tokens for capabilities that need no account, such as a guest
 * seeing their own order: an HMAC of the purpose and the value under the app secret.
 */
export interface Signer {
  sign(purpose: string, value: string): string;
  verify(purpose: string, value: string, token: string | undefined): boolean;
}

export function createSigner(secret: string): Signer {
  const sign = (purpose: string, value: string) =>
    createHmac('sha256', secret).update(`${purpose}:${value}`).digest('base64url').slice(0, 32);
  return {
    sign,
    verify(purpose, value, token) {
      if (!token) return false;
      const expected = Buffer.from(sign(purpose, value));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
