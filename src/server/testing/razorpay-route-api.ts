import { decodePart } from './razorpay-control.ts';
import type { Outcome } from './razorpay-payments-state.ts';
import type { LinkedAccountsState } from './razorpay-route-accounts.ts';
import type { RouteState } from './razorpay-route-state.ts';

/*
 * The Razorpay Route paths of the Razorpay test server (docs: "Route APIs"), Basic-auth'd like the rest:
 * - POST /v2/accounts, GET /v2/accounts/:id; POST /v2/accounts/:id/products, GET and PATCH …/products/:productId.
 * - POST and GET /v1/payments/:id/transfers; POST /v1/transfers (direct); GET and PATCH /v1/transfers/:id;
 *   POST and GET /v1/transfers/:id/reversals.
 * transferKey: the X-Transfer-Idempotency header of a direct transfer. A trailing slash is taken (the docs' PATCH sample has one). Any other path is not Route's: undefined.
 */

/** Is this a path the Route part answers (so it asks for auth, and counts among the API requests)? */
export const isRoutePath = (path: string) => /^\/v2\/accounts(\/|$)/.test(path);

export function answerRoute(
  linked: LinkedAccountsState,
  route: RouteState,
  method: string,
  path: string,
  body: unknown,
  transferKey?: string,
): Outcome | undefined {
  const [version, resource, rawId = '', sub = '', rawSubId = '', ...rest] = path.replace(/\/$/, '').split('/').slice(1);
  if (rest.length > 0) return undefined;
  const id = decodePart(rawId);
  const subId = decodePart(rawSubId);
  if (version === 'v2' && resource === 'accounts') {
    if (!id) return method === 'POST' ? linked.createAccount(body) : undefined;
    if (!sub) return method === 'GET' ? linked.fetchAccount(id) : undefined;
    if (sub !== 'products') return undefined;
    if (!subId) return method === 'POST' ? linked.requestProduct(id, body) : undefined;
    if (method === 'GET') return linked.fetchProduct(id, subId);
    return method === 'PATCH' ? linked.updateProduct(id, subId, body) : undefined;
  }
  if (version !== 'v1') return undefined;
  if (resource === 'payments' && id && sub === 'transfers' && !subId) {
    if (method === 'POST') return route.createTransfers(id, body);
    return method === 'GET' ? route.paymentTransfers(id) : undefined;
  }
  if (resource !== 'transfers' || subId) return undefined;
  if (!id) return method === 'POST' ? route.directTransfer(body, transferKey) : undefined;
  if (!sub && method === 'GET') return route.fetchTransfer(id);
  if (!sub && method === 'PATCH') return route.editTransfer(id, body);
  if (sub === 'reversals' && method === 'POST') return route.reverseTransfer(id, body);
  if (sub === 'reversals' && method === 'GET') return route.transferReversals(id);
  return undefined;
}
