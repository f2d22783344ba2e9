import type { CartLineInput } from '#shared/contracts/cart.ts';
import type { cartEndpoints } from '#shared/endpoints/cart.ts';
import { removeCartLineRoute, setCartLineRoute } from '#shared/endpoints/cart-paths.ts';
import { callRoute } from '#web/lib/call-endpoint.ts';

/* By route: a product link's Add to Cart changes the cart, and the popup hydrates without zod (decision 087). */

/** Sets how many of a listing the server cart holds. */
export const putServerCartLine = ({ listingId, quantity, ref, utmSource }: CartLineInput) =>
  callRoute<typeof cartEndpoints.setLine>(setCartLineRoute, {
    params: { listingId },
    body: { quantity, ...(ref ? { ref } : {}), ...(utmSource ? { utmSource } : {}) },
  });

export const deleteServerCartLine = (listingId: string) =>
  callRoute<typeof cartEndpoints.removeLine>(removeCartLineRoute, { params: { listingId } });
