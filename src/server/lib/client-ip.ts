import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The client's address from the socket, never from a header the client could set. */
export function clientIp(c: Context): string {
  return getConnInfo(c).remote.address ?? 'unknown';
}

/**
 * The unit a per-address limit should count: an IPv4 address, or the /64 an IPv6 address belongs to. One
 * IPv6 device is given a whole /64 and may send from any address in it (privacy addresses change all the
 * time), so counting single IPv6 addresses would let it step around a limit.
 */
export function networkOf(ip: string): string {
  const address = ip.split('%', 1)[0] ?? ip;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => (Number.parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`;
}
