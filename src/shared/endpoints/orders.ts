import { z } from 'zod';
import { text } from '../contracts/common.ts';
import { idempotencyKeySchema, placeOrderSchema } from '../contracts/orders-checkout.ts';
import { codRefundUpiSchema } from '../contracts/payments.ts';
import { sellerOrderLineSchema } from '../contracts/orders-fulfilment.ts';
import {
  guestLookupSchema,
  ORDER_TOKEN_HEADER,
  orderListSchema,
  orderSchema,
  placedOrderSchema,
} from '../contracts/orders.ts';
import {
  MAX_RETURN_PHOTO_BYTES,
  MAX_RETURN_PHOTOS,
  returnDecisionSchema,
  returnRequestInputSchema,
} from '../contracts/orders-returns.ts';
import { defineEndpoint, withFraming } from './define.ts';

/*
 * Orders as their buyer sees them, signed in or a guest holding the order's token, and returns. The token travels in
 * the `x-order-token` header (ORDER_TOKEN_HEADER) and placing an order needs an `Idempotency-Key` header.
 */

const orderParams = z.object({ id: text().max(100) });
export const orderTokenHeader = z.object({ [ORDER_TOKEN_HEADER]: text().max(100).optional() });
const notFound = 'No such order, or not yours.';

export const orderEndpoints = {
  place: defineEndpoint({
    method: 'post',
    path: '/orders',
    access: 'public',
    tags: ['orders'],
    summary: 'Place an order, cash on delivery; at most once per Idempotency-Key',
    description:
      'Prices come from the server; the buyer’s expected unit prices only guard against a change. Stock is taken atomically. ' +
      'A retry with the same key and body answers the same order (200); the same key with a different body is refused (422).',
    headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
    body: placeOrderSchema,
    response: {
      status: 201,
      schema: placedOrderSchema,
      description: 'The order, and the token a guest keeps to see it again.',
      replay: 'The order an earlier request with this key placed.',
    },
    errors: {
      409: 'Out of stock (out_of_stock), price changed (price_changed), or no longer sold (conflict).',
      422: 'Not valid, or the key was used for a different order.',
    },
  }),
  get: defineEndpoint({
    method: 'get',
    path: '/orders/{id}',
    access: 'public',
    tags: ['orders'],
    summary: 'One order, for its signed-in buyer or a guest holding its token',
    params: orderParams,
    headers: orderTokenHeader,
    response: { status: 200, schema: orderSchema, description: 'The order with each line’s timeline.' },
    errors: { 404: notFound },
  }),
  mine: defineEndpoint({
    method: 'get',
    path: '/me/orders',
    access: 'signed-in',
    tags: ['orders'],
    summary: 'The signed-in buyer’s orders, newest first',
    response: { status: 200, schema: orderListSchema, description: 'Up to 100 orders.' },
  }),
  lookup: defineEndpoint({
    method: 'post',
    path: '/orders/lookup',
    keepsPublicCache: true,
    access: 'public',
    tags: ['orders'],
    summary: 'A guest finds their order by order number and phone',
    body: guestLookupSchema,
    response: { status: 200, schema: placedOrderSchema, description: 'The order and its token.' },
    errors: { 404: notFound, 429: 'Too many tries.' },
  }),
  cancel: defineEndpoint({
    method: 'post',
    path: '/orders/{id}/cancel',
    access: 'public',
    tags: ['orders'],
    summary: 'Cancel what has not shipped yet; its stock goes back',
    params: orderParams,
    headers: orderTokenHeader,
    response: { status: 200, schema: orderSchema, description: 'The order after cancelling.' },
    errors: { 404: notFound, 409: 'Everything has shipped.' },
  }),
  confirmCod: defineEndpoint({
    method: 'post',
    path: '/orders/{id}/confirm',
    access: 'public',
    tags: ['orders'],
    summary: 'Confirm a cash-on-delivery order from its mail, so its sellers may ship it (decision 070)',
    params: orderParams,
    headers: orderTokenHeader,
    response: {
      status: 200,
      schema: orderSchema,
      description: 'The order, confirmed (confirming again changes nothing).',
    },
    errors: { 404: notFound, 409: 'Nothing to confirm: not waiting for confirmation, or cancelled for want of it.' },
  }),
  codRefundUpi: defineEndpoint({
    method: 'post',
    path: '/orders/{id}/cod-refunds/{refundId}',
    access: 'public',
    tags: ['orders'],
    summary: 'Give the UPI ID a cash-on-delivery refund is paid to (decision 071)',
    params: z.object({ id: text().max(100), refundId: text().max(100) }),
    headers: orderTokenHeader,
    body: codRefundUpiSchema,
    response: { status: 200, schema: orderSchema, description: 'The order, the refund on its way.' },
    errors: { 404: notFound, 409: 'The refund is on its way or paid already.' },
  }),
  payNow: defineEndpoint({
    method: 'post',
    path: '/orders/{id}/pay-now',
    access: 'public',
    tags: ['orders'],
    summary: 'Pay a cash-on-delivery order by UPI now, before it ships, for what it charges as its lines stand',
    params: orderParams,
    headers: orderTokenHeader,
    response: {
      status: 200,
      schema: orderSchema,
      description: 'The order with its UPI payment to pay (the same one again while it waits).',
    },
    errors: {
      404: notFound,
      409: 'Not a cash-on-delivery order due on delivery, something has shipped, or a UPI payment lapsed.',
      503: 'No payment gateway answers.',
    },
  }),
};

export const returnEndpoints = {
  /** A multipart form: `reason` and `details` as text, up to 3 files under `photos`. */
  request: defineEndpoint({
    method: 'post',
    path: '/orders/{id}/lines/{lineId}/returns',
    access: 'public',
    tags: ['orders'],
    summary: 'Ask to return a delivered item within its return window: a reason, a few words and up to 3 photos',
    description:
      'For the order’s signed-in buyer or a guest holding its token. Photos are JPEG, PNG or WebP of at most 10 MB each, checked by their bytes.',
    params: z.object({ id: text().max(100), lineId: text().max(100) }),
    headers: orderTokenHeader,
    form: {
      files: { photos: MAX_RETURN_PHOTOS },
      fields: returnRequestInputSchema,
      // Every photo at its limit.
      maxBytes: withFraming(MAX_RETURN_PHOTOS * MAX_RETURN_PHOTO_BYTES),
    },
    response: { status: 201, schema: orderSchema, description: 'The order, the request on its line.' },
    errors: {
      404: 'No such order or line, or not yours.',
      409: 'Not delivered, no returns on this product, the window has closed, or a request is already open.',
      413: 'A photo larger than 10 MB.',
      422: 'Not valid: reason, details or photos.',
      503: 'The media store does not answer.',
    },
  }),
  decide: defineEndpoint({
    method: 'post',
    path: '/seller/returns/{returnId}',
    access: 'signed-in',
    tags: ['fulfilment'],
    summary:
      'Accept a buyer’s return request (the line is returned, its stock and earnings go back) or reject it with a note',
    params: z.object({ returnId: text().max(100) }),
    body: returnDecisionSchema,
    response: { status: 200, schema: sellerOrderLineSchema, description: 'The line after the decision.' },
    errors: {
      403: 'Not a seller.',
      404: 'No such request among the seller’s lines.',
      409: 'Already answered.',
      422: 'Not valid (a rejection needs a note).',
    },
  }),
};
