import { BlockList, isIP } from 'node:net';

/**
 * The reverse proxies in front of the app (TRUSTED_PROXIES: addresses and CIDR ranges). Null when none is
 * trusted: then no header is believed.
 */
export function trustedProxies(list: string[]): BlockList | null {
  if (list.length === 0) return null;
  const blocks = new BlockList();
  for (const entry of list) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) blocks.addAddress(address, type);
    else blocks.addSubnet(address, Number(bits), type);
  }
  return blocks;
}

const isTrusted = (proxies: BlockList, address: string) => {
  const version = isIP(address);
  if (version === 0) return false;
  return proxies.check(address, version === 6 ? 'ipv6' : 'ipv4');
};

/**
 * The client's address. From the socket, unless the socket is one of the trusted proxies: then the nearest
 * address in X-Forwarded-For that is not a trusted proxy (a client can write anything to the left of what its
 * proxy appends, so the header is read from the right).
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  proxies: BlockList | null,
): string {
  const socket = socketAddress ?? 'unknown';
  if (!proxies || !forwardedFor || !isTrusted(proxies, socket)) return socket;
  const hops = forwardedFor
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index]!;
    if (isIP(hop) === 0) return socket;
    if (!isTrusted(proxies, hop)) return hop;
  }
  return hops[0] ?? socket;
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
