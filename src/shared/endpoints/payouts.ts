import {
  ifscBranchSchema,
  ifscParamsSchema,
  payoutMethodAnswerSchema,
  payoutMethodInputSchema,
} from '../contracts/payouts.ts';
import { defineEndpoint } from './define.ts';

/** Paths that more than one method of a resource shares. */
const payoutMethodPath = '/payout-method';

export const payoutEndpoints = {
  method: defineEndpoint({
    method: 'get',
    path: payoutMethodPath,
    access: 'signed-in',
    tags: ['payouts'],
    summary: "The signed-in account's payout method, masked (null before one is added)",
    response: { status: 200, schema: payoutMethodAnswerSchema, description: 'The method, or null.' },
  }),
  saveMethod: defineEndpoint({
    method: 'put',
    path: payoutMethodPath,
    access: 'signed-in',
    tags: ['payouts'],
    summary: 'Add or replace the payout method: a UPI ID or a bank account, and the PAN (creators and sellers)',
    description:
      'The UPI ID, account number and PAN are encrypted at rest and never answered again: the answer shows them masked.',
    body: payoutMethodInputSchema,
    response: { status: 200, schema: payoutMethodAnswerSchema, description: 'The saved method, masked.' },
    errors: {
      403: 'Neither a creator’s store nor a seller account.',
      422: 'A field is not valid, the account numbers differ, or no bank branch has the IFSC.',
    },
  }),
  ifsc: defineEndpoint({
    method: 'get',
    path: '/ifsc/{code}',
    access: 'signed-in',
    tags: ['payouts'],
    summary: "An IFSC's bank and branch code, from Razorpay's IFSC list",
    params: ifscParamsSchema,
    response: { status: 200, schema: ifscBranchSchema, description: 'The branch.' },
    errors: { 404: 'No bank branch has this IFSC.', 422: 'Not an IFSC.' },
  }),
};
