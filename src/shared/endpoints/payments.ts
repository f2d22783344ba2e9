import { z } from 'zod';
import { payoutResultSchema } from '../contracts/payouts-ops.ts';
import {
  codBankBatchSchema,
  codPincodeParams,
  codPincodeSchema,
  codPincodesQuery,
  codPincodeUpdateSchema,
  codRulesSchema,
  codRulesUpdateSchema,
  codUploadFields,
  codRefundParams,
  codUploadResultSchema,
  opsCodRefundSchema,
  opsCodRefundsSchema,
} from '../contracts/payments-cod.ts';
import {
  cashfreeWebhookHeaders,
  opsPaymentsSchema,
  paymentOptionsQuery,
  paymentOptionsSchema,
  paymentReturnSchema,
  razorpayWebhookHeaders,
} from '../contracts/payments.ts';
import { defineEndpoint } from './define.ts';
import { paymentOptionsRoute } from './payments-paths.ts';

/* Money in (decision 068): the ways to pay, the gateway's signed events, and a checkout's signed return. */

export const paymentEndpoints = {
  options: defineEndpoint({
    ...paymentOptionsRoute,
    access: 'public',
    tags: ['payments'],
    summary:
      'The ways to pay an order here now: UPI when a payment gateway is set up, and cash on delivery on the terms the rules set for a PIN code and total',
    query: paymentOptionsQuery,
    response: {
      status: 200,
      schema: paymentOptionsSchema,
      description: 'The methods, UPI first when offered, and whether cash on delivery is available, with why not.',
    },
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
  cashfreeWebhook: defineEndpoint({
    method: 'post',
    path: '/payments/webhooks/cashfree',
    access: 'public',
    tags: ['payments'],
    summary:
      'Cashfree payment and refund events, signed with the client secret (HMAC-SHA256 of the timestamp and the raw body)',
    description:
      'The body is read as sent: x-webhook-signature must be the base64 HMAC-SHA256 of x-webhook-timestamp followed by its exact bytes, and the timestamp within five minutes of now. An event already handled (the same signed body) changes nothing.',
    headers: cashfreeWebhookHeaders,
    response: { status: 204, description: 'Handled, or already handled.' },
    errors: {
      400: 'The signature does not match, the timestamp is more than five minutes off, or the body is not a Cashfree event.',
      404: 'Cashfree is not the payment gateway.',
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
      404: 'No payment gateway is set up, or it signs no return (Cashfree: its webhook or the sweep places the order).',
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

/* Cash-on-delivery risk controls (decision 070): operator-set, each change audited with its reason. */
const codPath = '/ops/cod';
export const codEndpoints = {
  rules: defineEndpoint({
    method: 'get',
    path: codPath,
    access: 'operator',
    tags: ['ops'],
    summary: 'The cash-on-delivery rules in force',
    response: { status: 200, schema: codRulesSchema, description: 'The rules.' },
  }),
  setRules: defineEndpoint({
    method: 'put',
    path: codPath,
    access: 'operator',
    tags: ['ops'],
    summary: 'Change the largest COD order, the UPI token and the buyer’s confirmation, with a reason (audited)',
    body: codRulesUpdateSchema,
    response: { status: 200, schema: codRulesSchema, description: 'The rules now.' },
    errors: { 409: 'A token without a payment gateway.' },
  }),
  pincodes: defineEndpoint({
    method: 'get',
    path: '/ops/cod/pincodes',
    access: 'operator',
    tags: ['ops'],
    summary: 'PIN codes with cash on delivery off (the first 500), or one PIN code’s setting',
    query: codPincodesQuery,
    response: { status: 200, schema: z.object({ items: z.array(codPincodeSchema) }), description: 'The PIN codes.' },
  }),
  setPincode: defineEndpoint({
    method: 'put',
    path: '/ops/cod/pincodes/{pincode}',
    access: 'operator',
    tags: ['ops'],
    summary: 'Turn cash on delivery on or off for a PIN code, with a reason (audited)',
    params: codPincodeParams,
    body: codPincodeUpdateSchema,
    response: { status: 204, description: 'Saved.' },
    errors: { 404: 'Not a PIN code (6 digits).' },
  }),
  importPincodes: defineEndpoint({
    method: 'post',
    path: '/ops/cod/pincodes/file',
    access: 'operator',
    tags: ['ops'],
    summary: 'A CSV of PIN codes (pincode, cod: yes or no), all rows or none, with a reason (audited)',
    form: { files: { file: 1 }, fields: codUploadFields },
    response: { status: 200, schema: codUploadResultSchema, description: 'How many were set allowed and blocked.' },
    errors: { 413: 'The file is too large.' },
  }),
  refunds: defineEndpoint({
    method: 'get',
    path: '/ops/cod/refunds',
    access: 'operator',
    tags: ['ops'],
    summary: 'Refunds of cash-on-delivery returns: every one not yet paid, then the latest paid',
    response: { status: 200, schema: opsCodRefundsSchema, description: 'The refunds, and how they are paid.' },
  }),
  refundsToBank: defineEndpoint({
    method: 'post',
    path: '/ops/cod/refunds/bank-batch',
    access: 'operator',
    tags: ['ops'],
    summary:
      'Without a payout provider: take every refund with a UPI ID into the bank file, to be paid through the bank (audited)',
    response: { status: 200, schema: codBankBatchSchema, description: 'How many were taken.' },
    errors: { 409: 'Refunds are paid through RazorpayX.' },
  }),
  refundsBankFile: defineEndpoint({
    method: 'get',
    path: '/ops/cod/refunds/bank-file.csv',
    access: 'operator',
    tags: ['ops'],
    summary: 'The bulk-transfer file of the refunds with the bank (full UPI IDs; audited)',
    response: { status: 200, stream: 'text/csv', description: 'One row per refund to pay.' },
    errors: { 409: 'Refunds are paid through RazorpayX.' },
  }),
  recordRefund: defineEndpoint({
    method: 'post',
    path: '/ops/cod/refunds/{refundId}/result',
    access: 'operator',
    tags: ['ops'],
    summary: 'Record a refund paid through the bank: its UTR (the buyer is mailed), or why it failed (audited)',
    params: codRefundParams,
    body: payoutResultSchema,
    response: { status: 200, schema: opsCodRefundSchema, description: 'The refund after.' },
    errors: { 404: 'No such refund.', 409: 'The refund is not with the bank.' },
  }),
};
