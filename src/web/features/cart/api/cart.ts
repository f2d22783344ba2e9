import type { CartLineInput, QuoteRequest } from '#shared/contracts/cart.ts';
import { cartEndpoints } from '#shared/endpoints/cart.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';

/** Prices lines as they are now; works signed out. */
export const quoteCart = (request: QuoteRequest, signal?: AbortSignal) =>
  callEndpoint(cartEndpoints.quote, { body: request }, signal ? { signal } : {});

/** The signed-in buyer's cart on the server, priced. */
export const fetchServerCart = () => callEndpoint(cartEndpoints.get);

/** At sign-in: the server keeps what it has and adds the rest. */
export const mergeServerCart = (lines: CartLineInput[]) => callEndpoint(cartEndpoints.merge, { body: { lines } });
