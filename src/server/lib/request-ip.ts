import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { clientAddress } from './client-ip.ts';

/** The client's address (see clientAddress): never from a header unless a trusted proxy sent it. */
export function clientIp(c: Context<AppEnv>): string {
  return clientAddress(getConnInfo(c).remote.address, c.req.header('x-forwarded-for'), c.get('deps').trustedProxies);
}
