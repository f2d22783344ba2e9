import { z } from 'zod';
import { ownPayoutsSchema } from '../contracts/payouts-runs.ts';
import { razorpayWebhookHeaders } from '../contracts/payments.ts';
import { defineEndpoint } from './define.ts';

/* A creator's or seller's payouts, their tax statement, and the payout provider's status webhook. */

export const statementQuery = z.object({
  /** The financial year by the calendar year it starts in: 2026 is FY 2026-27 (April 2026 – March 2027). */
  year: z.coerce.number().int().min(2020).max(2100),
  /** 1 = April–June, 2 = July–September, 3 = October–December, 4 = January–March. */
  quarter: z.coerce
    .number()
    .int()
    .refine((value): value is 1 | 2 | 3 | 4 => value >= 1 && value <= 4, /*i18n*/ 'A quarter is 1, 2, 3 or 4.'),
});

export const payoutRunEndpoints = {
  own: defineEndpoint({
    method: 'get',
    path: '/me/payouts',
    access: 'signed-in',
    tags: ['payouts'],
    summary: 'The signed-in creator’s or seller’s balance by status, next payout date and payouts',
    response: {
      status: 200,
      schema: ownPayoutsSchema,
      description: 'Balance, next run and every payout, newest first.',
    },
    errors: { 403: 'Neither a creator nor a seller.' },
  }),
  statement: defineEndpoint({
    method: 'get',
    path: '/me/payouts/statement.csv',
    access: 'signed-in',
    tags: ['payouts'],
    summary: 'A quarter’s payouts and the tax withheld from each, as CSV',
    query: statementQuery,
    response: { status: 200, stream: 'text/csv', description: 'One row per deduction of every payout in the quarter.' },
    errors: { 403: 'Neither a creator nor a seller.' },
  }),
  settlement: defineEndpoint({
    method: 'get',
    path: '/me/payouts/settlement.csv',
    access: 'signed-in',
    tags: ['payouts'],
    summary:
      'A seller’s settlement report: every sold line a quarter’s payouts paid, with its invoice, commission, GST, TCS, TDS, net and UTR, as CSV',
    query: statementQuery,
    response: { status: 200, stream: 'text/csv', description: 'One row per line paid.' },
    errors: { 403: 'Not a seller.' },
  }),
  tdsCertificate: defineEndpoint({
    method: 'get',
    path: '/me/payouts/tds-certificate.pdf',
    access: 'signed-in',
    tags: ['payouts'],
    summary:
      'The signed-in payee’s TDS certificate for a quarter: Haat as deductor (TAN), the payee’s PAN, each deduction, as PDF',
    query: statementQuery,
    response: { status: 200, stream: 'application/pdf', description: 'The certificate, as an attachment.' },
    errors: { 403: 'Neither a creator nor a seller.' },
  }),
  razorpayxWebhook: defineEndpoint({
    method: 'post',
    path: '/payouts/webhooks/razorpayx',
    access: 'public',
    tags: ['payouts'],
    summary: 'RazorpayX payout status events, signed with the webhook secret (HMAC-SHA256 of the raw body)',
    description:
      'The body is read as sent: X-Razorpay-Signature must be the hex HMAC-SHA256 of its exact bytes. An event already handled (its x-razorpay-event-id) changes nothing.',
    headers: razorpayWebhookHeaders,
    response: { status: 204, description: 'Handled, or already handled.' },
    errors: {
      400: 'The signature does not match the body, or the body is not a payout event.',
      404: 'RazorpayX is not the payout provider.',
    },
  }),
};
