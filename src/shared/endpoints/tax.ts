import { sellerGstInputSchema, sellerGstViewSchema } from '../contracts/tax.ts';
import { defineEndpoint } from './define.ts';

/** Paths that more than one method of a resource shares. */
const sellerGstPath = '/seller/gst';

export const taxEndpoints = {
  sellerGst: defineEndpoint({
    method: 'get',
    path: sellerGstPath,
    access: 'signed-in',
    tags: ['sellers'],
    summary: "The signed-in seller's GST registration and the details their invoices show",
    response: { status: 200, schema: sellerGstViewSchema, description: 'The details, with stand-ins until given.' },
    errors: { 403: 'Not a seller.' },
  }),
  saveSellerGst: defineEndpoint({
    method: 'put',
    path: sellerGstPath,
    access: 'signed-in',
    tags: ['sellers'],
    summary:
      "Set the signed-in seller's GST registration: a GSTIN and turnover band, or not registered, the state they sell from and their GST enrolment number",
    description:
      'The GSTIN is the one the seller gave at onboarding, replaced. An unregistered seller needs a PAN in their payout details and the enrolment number the GST portal granted for their state; their products may be on sale only once they give it. A turnover band above ₹5 crore needs 6-digit HSN codes on every product on sale.',
    body: sellerGstInputSchema,
    response: { status: 200, schema: sellerGstViewSchema, description: 'The saved details.' },
    errors: {
      403: 'Not a seller.',
      422: 'A field is not valid, an unregistered seller has no PAN on file, or a product on sale has too short an HSN code for the turnover band.',
    },
  }),
};
