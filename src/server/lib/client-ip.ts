import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's address from the socket, never from a header the client could set. */
export function clientIp(c: Context): string {
  return getConnInfo(c).remote.address ?? 'unknown';
}
