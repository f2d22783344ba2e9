import { z } from 'zod';
import { text } from '../contracts/common.ts';
import { cartLineInputSchema, mergeCartSchema, quoteRequestSchema, quoteSchema } from '../contracts/cart.ts';
import { removeCartLineRoute, setCartLineRoute } from './cart-paths.ts';
import { defineEndpoint } from './define.ts';

/* The cart and its quote, apart from the rest of orders: the app shell keeps the cart in step with the account. */

const quote = {
  status: 200,
  schema: quoteSchema,
  description: 'The lines priced now, with items, delivery and total.',
} as const;

export const cartEndpoints = {
  quote: defineEndpoint({
    method: 'post',
    path: '/cart/quote',
    keepsPublicCache: true,
    access: 'public',
    tags: ['orders'],
    summary: 'Price cart lines as they are now (anyone, signed in or not)',
    body: quoteRequestSchema,
    response: quote,
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/me/cart',
    access: 'signed-in',
    tags: ['orders'],
    summary: 'The signed-in buyer’s cart, priced now',
    response: quote,
  }),
  setLine: defineEndpoint({
    ...setCartLineRoute,
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['orders'],
    summary: 'Put a listing in the cart with this quantity',
    params: z.object({ listingId: z.uuid(/*i18n*/ 'Not a listing.') }),
    body: cartLineInputSchema.omit({ listingId: true }),
    response: quote,
    errors: { 404: 'Not sold any more.', 422: 'Not valid, or the bag is full.' },
  }),
  removeLine: defineEndpoint({
    ...removeCartLineRoute,
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['orders'],
    summary: 'Take a listing out of the cart',
    params: z.object({ listingId: text().max(100) }),
    response: quote,
  }),
  merge: defineEndpoint({
    method: 'post',
    path: '/me/cart/merge',
    keepsPublicCache: true,
    access: 'signed-in',
    tags: ['orders'],
    summary: "Merge a visitor's cart into the account at sign-in",
    body: mergeCartSchema,
    response: quote,
  }),
};
