import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/*
 * A visitor without an account is told apart by a random id in a first-party cookie rather than by a hash
 * of address and user agent: most Indian mobile users share carrier-grade NAT addresses and (with Chrome's
 * reduced user agent) near-identical user agents, so such a hash would merge many real shoppers into one,
 * and split one who moves from Wi-Fi to mobile data in two. The cookie holds nothing but a random id, goes
 * only to /api/stores, is httpOnly, and expires at the end of the UTC day, so it cannot link one day's visits
 * to the next; the server keeps only a hash of it, for that day. A client that throws it away on every visit
 * is held back by the per-network limit (recordStoreVisit).
 */

export const VISITOR_COOKIE = 'haat_visitor';
const visitorId = /^[\w-]{22}$/;

interface AnonymousVisitor {
  id: string;
  /** The Set-Cookie header for a new id; null when the browser already sent one. */
  setCookie: string | null;
}

function anonymousVisitor(c: Context, now: Date, secure: boolean): AnonymousVisitor {
  const sent = getCookie(c, VISITOR_COOKIE);
  if (sent && visitorId.test(sent)) return { id: sent, setCookie: null };
  const id = randomBytes(16).toString('base64url');
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  const maxAge = Math.max(1, Math.ceil((midnight - now.getTime()) / 1000));
  return {
    id,
    setCookie: `${VISITOR_COOKIE}=${id}; Path=/api/stores; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`,
  };
}

/** Who a store visit counts for: the signed-in account, else the browser's visitor cookie (set when new). */
export function storeVisitor(
  c: Context,
  userId: string | null,
  now: Date,
  secure: boolean,
): { visitor: { userId: string } | { anonymousId: string }; setCookie: string | null } {
  if (userId) return { visitor: { userId }, setCookie: null };
  const anonymous = anonymousVisitor(c, now, secure);
  return { visitor: { anonymousId: anonymous.id }, setCookie: anonymous.setCookie };
}
