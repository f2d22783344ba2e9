/**
 * A fresh Idempotency-Key. crypto.randomUUID exists only on secure origins
 * (https, localhost), so a phone trying the app over the local network gets
 * 32 random hex digits instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
