import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signatures payment and payout providers sign with (Razorpay's webhooks and payment returns: a hex
 * HMAC-SHA256 of the exact bytes; Cashfree's webhooks: a base64 one of the timestamp and the bytes), compared in
 * constant time.
 */

/** The hex HMAC-SHA256 of a message keyed with a secret. */
export const hmacHex = (message: string, secret: string): string =>
  createHmac('sha256', secret).update(message, 'utf8').digest('hex');

/** Whether `signature` is the hex HMAC-SHA256 of the message under the secret; anything not 64 hex digits is not. */
export function isHexHmac(message: string, signature: string, secret: string): boolean {
  const given = signature.trim();
  if (!/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(hmacHex(message, secret), 'hex'), Buffer.from(given, 'hex'));
}

/** Whether `signature` is the base64 HMAC-SHA256 of the message under the secret, compared in constant time. */
export function isBase64Hmac(message: string, signature: string, secret: string): boolean {
  // 32 bytes are 43 base64 digits and one `=`: anything else is not a signature.
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature.trim())) return false;
  const given = Buffer.from(signature.trim(), 'base64');
  const expected = createHmac('sha256', secret).update(message, 'utf8').digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a token a provider sent (a webhook's static header) is the one expected, compared in constant time. */
export function isSameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A provider event's id: its header (unique per event, the same on a re-delivery), or, the signature not covering
 * headers, one derived from the signed body, which a replay of the same body repeats.
 */
export const eventIdOf = (header: string | undefined, rawBody: string): string =>
  header?.trim() || `body_${createHash('sha256').update(rawBody, 'utf8').digest('hex')}`;
