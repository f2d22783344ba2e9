import {
  opsPaymentsSchema,
  paymentOptionsSchema,
  paymentReturnSchema,
  razorpayWebhookHeaders,
} from '../contracts/payments.ts';
import { defineEndpoint } from './define.ts';

/* Money in (decision 068): the ways to pay, the gateway's signed events, and a checkout's signed return. */

export const paymentEndpoints = {
  options: defineEndpoint({
    method: 'get',
    path: '/payments/options',
    access: 'public',
    tags: ['payments'],
    summary: 'The ways to pay an order here now: UPI when a payment gateway is set up, and cash on delivery (anyone)',
    response: { status: 200, schema: paymentOptionsSchema, description: 'The methods, UPI first when offered.' },
  }),
  razorpayWebhook: defineEndpoint({
    method: 'post',
    path: '/payments/webhooks/razorpay',
    access: 'public',
    tags: ['payments'],
    summary: 'Razorpay payment and refund events, signed with the webhook secret (HMAC-SHA256 of the raw body)',
    description:
      'The body is read as sent: X-Razorpay-Signature must be the hex HMAC-SHA256 of its exact bytes. An event already handled (its x-razorpay-event-id) changes nothing.',
    headers: razorpayWebhookHeaders,
    response: { status: 204, description: 'Handled, or already handled.' },
    errors: {
      400: 'The signature does not match the body, or the body is not a Razorpay event.',
      404: 'Razorpay is not the payment gateway.',
    },
  }),
  return: defineEndpoint({
    method: 'post',
    path: '/payments/return',
    access: 'public',
    tags: ['payments'],
    summary:
      'A checkout’s return from the gateway, signed with the key secret: places the paid order if its webhook has not',
    body: paymentReturnSchema,
    response: {
      status: 204,
      description: 'Applied as the gateway has the payment (placed once, whichever came first).',
    },
    errors: {
      400: 'The signature does not match.',
      404: 'No payment gateway is set up.',
      503: 'The gateway could not be asked; the webhook or the sweep will place the order.',
    },
  }),
  ops: defineEndpoint({
    method: 'get',
    path: '/ops/payments',
    access: 'operator',
    tags: ['ops'],
    summary:
      'The latest captured payments: captured, transferred, held, released, reversed and refunded, with settlements; and the last reconciliation’s differences',
    response: { status: 200, schema: opsPaymentsSchema, description: 'The payments, newest first.' },
  }),
};
