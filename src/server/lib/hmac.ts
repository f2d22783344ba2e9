import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The signatures payment and payout providers sign with (Razorpay's webhooks and payment returns): a hex
 * HMAC-SHA256 of the exact bytes, compared in constant time.
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

/**
 * A provider event's id: its header (unique per event, the same on a re-delivery), or, the signature not covering
 * headers, one derived from the signed body, which a replay of the same body repeats.
 */
export const eventIdOf = (header: string | undefined, rawBody: string): string =>
  header?.trim() || `body_${createHash('sha256').update(rawBody, 'utf8').digest('hex')}`;
