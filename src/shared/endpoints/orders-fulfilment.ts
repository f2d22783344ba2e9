import { z } from 'zod';
import { reviewSchema } from '../contracts/catalog.ts';
import { text } from '../contracts/common.ts';
import { sellerActionSchema, sellerOrderLineSchema, sellerOrderLinesSchema } from '../contracts/orders-fulfilment.ts';
import { reviewEligibilitySchema, reviewInputSchema } from '../contracts/orders.ts';
import { defineEndpoint } from './define.ts';

/* After an order: the seller's lines, and a buyer's review of what was delivered. */

const productParams = z.object({ productId: text().max(100) });

export const fulfilmentEndpoints = {
  sellerLines: defineEndpoint({
    method: 'get',
    path: '/seller/orders',
    access: 'signed-in',
    tags: ['fulfilment'],
    summary: 'The signed-in seller’s own order lines, newest first',
    response: {
      status: 200,
      schema: sellerOrderLinesSchema,
      description: 'Lines with the buyer’s delivery details and the next actions.',
    },
    errors: { 403: 'Not a seller.' },
  }),
  act: defineEndpoint({
    method: 'post',
    path: '/seller/order-lines/{lineId}',
    access: 'signed-in',
    tags: ['fulfilment'],
    summary:
      'Confirm, ship, send out for delivery, deliver, fail, take back or cancel (cannot fulfil) one of the seller’s lines',
    params: z.object({ lineId: text().max(100) }),
    body: sellerActionSchema,
    response: { status: 200, schema: sellerOrderLineSchema, description: 'The line after the step.' },
    errors: {
      403: 'Not a seller.',
      404: 'No such line among the seller’s.',
      409: 'Not possible in the line’s status (or the return window has closed, or it has shipped).',
    },
  }),
  review: defineEndpoint({
    method: 'post',
    path: '/products/{productId}/reviews',
    access: 'signed-in',
    tags: ['catalog'],
    summary: 'Review a product delivered to you (once)',
    params: productParams,
    body: reviewInputSchema,
    response: { status: 201, schema: reviewSchema.omit({ author: true }), description: 'The review.' },
    errors: { 403: 'Nothing of it delivered to you.', 409: 'Already reviewed.' },
  }),
  reviewEligibility: defineEndpoint({
    method: 'get',
    path: '/products/{productId}/review-eligibility',
    access: 'public',
    tags: ['catalog'],
    summary: 'Whether the visitor may review the product now',
    params: productParams,
    response: {
      status: 200,
      schema: reviewEligibilitySchema,
      description: 'True for a signed-in buyer with a delivered line who has not reviewed it.',
    },
  }),
};
