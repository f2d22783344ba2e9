import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { cartLineInputSchema, mergeCartSchema, quoteRequestSchema, quoteSchema } from '#shared/contracts/cart.ts';
import { idempotencyKeySchema, placeOrderSchema } from '#shared/contracts/checkout.ts';
import {
  guestLookupSchema,
  ORDER_TOKEN_HEADER,
  orderListSchema,
  orderSchema,
  placedOrderSchema,
} from '#shared/contracts/orders.ts';
import { type AppEnv, createRouter } from '../../app-context.ts';
import { AppError } from '../../lib/errors.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { hitThrottle } from '../auth/auth-throttle.ts';
import { getSessionUser, requireUser } from '../auth/auth.session.ts';
import { getCart, mergeCart, removeCartLine, setCartLine } from './cart.service.ts';
import { placeOrder } from './checkout.service.ts';
import {
  cancelOrder,
  getOrder,
  getPlacedOrderAfterCommit,
  listMyOrders,
  lookupGuestOrder,
  type OrderViewer,
  placedOrderView,
} from './orders.service.ts';
import { orderMailsOf } from './order-mails.ts';
import { quoteLines } from './pricing.ts';

const quote = json(quoteSchema, 'The lines priced now, with items, delivery and total.');
const orderParams = z.object({ id: text().max(100) });
export const tokenHeader = z.object({ [ORDER_TOKEN_HEADER]: text().max(100).optional() });
const notFound = failure('No such order, or not yours.');

const quoteRoute = createRoute({
  method: 'post',
  path: '/cart/quote',
  tags: ['orders'],
  summary: 'Price cart lines as they are now (anyone, signed in or not)',
  request: jsonBody(quoteRequestSchema),
  responses: { 200: quote, 422: failure('Not valid.') },
});

const getCartRoute = createRoute({
  method: 'get',
  path: '/me/cart',
  tags: ['orders'],
  summary: 'The signed-in buyer’s cart, priced now',
  responses: { 200: quote, 401: failure('Not signed in.') },
});

const setCartLineRoute = createRoute({
  method: 'put',
  path: '/me/cart/{listingId}',
  tags: ['orders'],
  summary: 'Put a listing in the cart with this quantity',
  request: {
    params: z.object({ listingId: z.uuid('Not a listing.') }),
    ...jsonBody(cartLineInputSchema.omit({ listingId: true })),
  },
  responses: {
    200: quote,
    401: failure('Not signed in.'),
    404: failure('Not sold any more.'),
    422: failure('Not valid, or the bag is full.'),
  },
});

const removeCartLineRoute = createRoute({
  method: 'delete',
  path: '/me/cart/{listingId}',
  tags: ['orders'],
  summary: 'Take a listing out of the cart',
  request: { params: z.object({ listingId: text().max(100) }) },
  responses: { 200: quote, 401: failure('Not signed in.') },
});

const mergeCartRoute = createRoute({
  method: 'post',
  path: '/me/cart/merge',
  tags: ['orders'],
  summary: "Merge a visitor's cart into the account at sign-in",
  request: jsonBody(mergeCartSchema),
  responses: { 200: quote, 401: failure('Not signed in.'), 422: failure('Not valid.') },
});

const placeRoute = createRoute({
  method: 'post',
  path: '/orders',
  tags: ['orders'],
  summary: 'Place an order, cash on delivery; at most once per Idempotency-Key',
  description:
    'Prices come from the server; the buyer’s expected unit prices only guard against a change. Stock is taken atomically. ' +
    'A retry with the same key and body answers the same order (200); the same key with a different body is refused (422).',
  request: { headers: z.object({ 'idempotency-key': idempotencyKeySchema }), ...jsonBody(placeOrderSchema) },
  responses: {
    201: json(placedOrderSchema, 'The order, and the token a guest keeps to see it again.'),
    200: json(placedOrderSchema, 'The order an earlier request with this key placed.'),
    409: failure('Out of stock (out_of_stock), price changed (price_changed), or no longer sold (conflict).'),
    422: failure('Not valid, or the key was used for a different order.'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/orders/{id}',
  tags: ['orders'],
  summary: 'One order, for its signed-in buyer or a guest holding its token',
  request: { params: orderParams, headers: tokenHeader },
  responses: { 200: json(orderSchema, 'The order with each line’s timeline.'), 404: notFound },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/me/orders',
  tags: ['orders'],
  summary: 'The signed-in buyer’s orders, newest first',
  responses: { 200: json(orderListSchema, 'Up to 100 orders.'), 401: failure('Not signed in.') },
});

const lookupRoute = createRoute({
  method: 'post',
  path: '/orders/lookup',
  tags: ['orders'],
  summary: 'A guest finds their order by order number and phone',
  request: jsonBody(guestLookupSchema),
  responses: {
    200: json(placedOrderSchema, 'The order and its token.'),
    404: notFound,
    422: failure('Not valid.'),
    429: failure('Too many tries.'),
  },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/cancel',
  tags: ['orders'],
  summary: 'Cancel what has not shipped yet; its stock goes back',
  request: { params: orderParams, headers: tokenHeader },
  responses: {
    200: json(orderSchema, 'The order after cancelling.'),
    404: notFound,
    409: failure('Everything has shipped.'),
  },
});

const LOOKUPS_PER_IP = { limit: 20, windowMs: 10 * 60_000 };

export async function viewer(c: Context<AppEnv>): Promise<OrderViewer> {
  const user = await getSessionUser(c);
  return { userId: user?.id ?? null, token: c.req.header(ORDER_TOKEN_HEADER) };
}

export const orderRoutes = createRouter()
  .openapi(quoteRoute, async (c) => {
    const { database, media } = c.get('deps');
    return c.json(await quoteLines(database.db, media, c.req.valid('json').lines), 200);
  })
  .openapi(getCartRoute, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await getCart(database.db, media, user.id), 200);
  })
  .openapi(setCartLineRoute, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    const line = { ...c.req.valid('json'), listingId: c.req.valid('param').listingId };
    return c.json(await setCartLine(database.db, media, user.id, line, now()), 200);
  })
  .openapi(removeCartLineRoute, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await removeCartLine(database.db, media, user.id, c.req.valid('param').listingId), 200);
  })
  .openapi(mergeCartRoute, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json(await mergeCart(database.db, media, user.id, c.req.valid('json').lines, now()), 200);
  })
  .openapi(placeRoute, async (c) => {
    const user = await getSessionUser(c);
    const { database, media, signer, now } = c.get('deps');
    const result = await placeOrder(database.db, media, orderMailsOf(c), {
      userId: user?.id ?? null,
      idempotencyKey: c.req.valid('header')['idempotency-key'],
      input: c.req.valid('json'),
      now: now(),
    });
    if (result.created) return c.json(placedOrderView(signer, result.order, result.lines), 201);
    return c.json(await getPlacedOrderAfterCommit(database.db, media, signer, result.orderId, now()), 200);
  })
  .openapi(getRoute, async (c) => {
    const { database, media, signer, now } = c.get('deps');
    return c.json(await getOrder(database.db, media, signer, c.req.valid('param').id, await viewer(c), now()), 200);
  })
  .openapi(mineRoute, async (c) => {
    const user = await requireUser(c);
    const { database, media, now } = c.get('deps');
    return c.json({ orders: await listMyOrders(database.db, media, user.id, now()) }, 200);
  })
  .openapi(lookupRoute, async (c) => {
    const { database, media, signer, now } = c.get('deps');
    const ip = getConnInfo(c).remote.address ?? 'unknown';
    const state = await hitThrottle(database.db, `order-lookup:ip:${ip}`, LOOKUPS_PER_IP, now().getTime());
    if (!state.allowed)
      throw new AppError(
        'rate_limited',
        'Too many order look-ups from your network. Try again in a few minutes.',
        undefined,
        state.retryAfterSeconds,
      );
    return c.json(await lookupGuestOrder(database.db, media, signer, c.req.valid('json'), now()), 200);
  })
  .openapi(cancelRoute, async (c) => {
    const { database, media, signer, now } = c.get('deps');
    return c.json(
      await cancelOrder(database.db, media, signer, orderMailsOf(c), c.req.valid('param').id, await viewer(c), now()),
      200,
    );
  });
