import { type CartLineInput, type QuoteRequest, quoteSchema } from '#shared/contracts/cart.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** Prices lines as they are now; works signed out. */
export const quoteCart = (request: QuoteRequest, signal?: AbortSignal) =>
  apiRequest('/api/cart/quote', { method: 'POST', body: request, ...(signal ? { signal } : {}) }, quoteSchema);

/** The signed-in buyer's cart on the server, priced. */
export const fetchServerCart = () => apiRequest('/api/me/cart', {}, quoteSchema);

const linePath = (listingId: string) => `/api/me/cart/${encodeURIComponent(listingId)}`;

/** Sets how many of a listing the server cart holds. */
export const putServerCartLine = ({ listingId, quantity, ref, utmSource }: CartLineInput) =>
  apiRequest(
    linePath(listingId),
    { method: 'PUT', body: { quantity, ...(ref ? { ref } : {}), ...(utmSource ? { utmSource } : {}) } },
    quoteSchema,
  );

export const deleteServerCartLine = (listingId: string) =>
  apiRequest(linePath(listingId), { method: 'DELETE' }, quoteSchema);

/** At sign-in: the server keeps what it has and adds the rest. */
export const mergeServerCart = (lines: CartLineInput[]) =>
  apiRequest('/api/me/cart/merge', { method: 'POST', body: { lines } }, quoteSchema);
