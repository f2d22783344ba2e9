/**
 * Node's error codes for a peer that cannot be reached or went away mid-conversation (refused, reset, timed out,
 * no route, no such host): the other side is away, not refusing. The database's and the media store's checks both
 * read them.
 */
export const NETWORK_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
