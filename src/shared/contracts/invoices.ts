import { z } from 'zod';
import { listEnvelopeSchema } from './common.ts';

/*
 * GST documents a seller issues through Haat (decision 038): a tax invoice (a registered seller) or a bill of supply
 * (an unregistered one) when the first line of their part of an order ships, and a credit note for each line
 * returned, undelivered or cancelled after that. Every field CGST rule 46 asks for is here; money is integer paise,
 * amounts include GST as the buyer paid them.
 */

/** A delivery challan moves goods that are not a supply for consideration: a campaign's gift (rule 55). */
export const invoiceKinds = ['tax_invoice', 'bill_of_supply', 'credit_note', 'delivery_challan'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];

export const INVOICE_KIND_TITLES: Record<InvoiceKind, string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
  delivery_challan: 'Delivery Challan',
};

const stateSchema = z.object({ code: z.string(), name: z.string() });

export const invoiceLineSchema = z.object({
  description: z.string(),
  hsnCode: z.string(),
  quantity: z.number().int(),
  /** Unit quantity code (UQC): NOS for pieces. */
  unit: z.string(),
  /** What the buyer paid for one unit, GST included. */
  unitPricePaise: z.number().int(),
  taxablePaise: z.number().int(),
  rateBps: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  /** Taxable value plus the taxes: what the buyer paid for the line. */
  totalPaise: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTotalsSchema = z.object({
  taxablePaise: z.number().int(),
  cgstPaise: z.number().int(),
  sgstPaise: z.number().int(),
  igstPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** One issued document, as printed: everything frozen when it was issued. */
export const invoiceDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(invoiceKinds),
  /** Consecutive in its series, unique per seller and financial year, at most 16 characters. */
  number: z.string(),
  /** India's date of issue, YYYY-MM-DD. */
  issuedOn: z.string(),
  /** A credit note's invoice (or bill of supply). */
  refersTo: z.object({ number: z.string(), issuedOn: z.string() }).nullable(),
  /** Why a credit note was issued: "Returned", "Cancelled", "Not delivered". */
  reason: z.string().nullable(),
  /** The order a seller's document is for; none on Haat's monthly invoice for its fees. */
  orderNumber: z.string().nullable(),
  /** The month Haat's invoice for its fees closes ("November 2026"); none on a seller's document. */
  period: z.string().nullable(),
  /** A supply of services (Haat's fees): SAC codes, and the recipient billed only. */
  services: z.boolean(),
  supplier: z.object({
    legalName: z.string(),
    /** The seller's name on Haat, when it differs from the legal name. */
    tradeName: z.string(),
    address: z.string(),
    state: stateSchema,
    /** None for an unregistered seller (a bill of supply). */
    gstin: z.string().nullable(),
    /** An unregistered seller's GST enrolment number (notification 34/2023-Central Tax); none otherwise. */
    enrolmentNumber: z.string().nullable(),
  }),
  /** The buyer (a consumer: no GSTIN), or a seller or creator Haat bills (their GSTIN when registered). */
  recipient: z.object({ name: z.string(), address: z.string(), state: stateSchema, gstin: z.string().nullable() }),
  /** The delivery address's state. */
  placeOfSupply: stateSchema,
  /** CGST + SGST when the supplier's state is the place of supply, else IGST. */
  intraState: z.boolean(),
  /** Always false: Haat's sellers pay their own tax. */
  reverseCharge: z.boolean(),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  amountInWords: z.string(),
  /** "For {legal name}" above "Authorised signatory". */
  signatory: z.string(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocumentSchema>;

/** A row of a list of documents (the seller's, an order's). */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(invoiceKinds),
  number: z.string(),
  issuedOn: z.string(),
  orderNumber: z.string(),
  recipientName: z.string(),
  totalPaise: z.number().int(),
  /** Same-origin path of its PDF. */
  pdfUrl: z.string(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
export const invoiceSummaryListSchema = listEnvelopeSchema(invoiceSummarySchema);

/** The tables of GSTR-1 a seller downloads for a month (decision 065). */
export const gstr1Tables = ['b2cs', 'b2cl', 'hsn', 'docs', 'eco'] as const;
export type Gstr1Table = (typeof gstr1Tables)[number];

/** Haat's fees a monthly invoice bills: its commission on a seller's sales, its fee on a creator's markups. */
export const feeKinds = ['commission', 'markup_fee'] as const;
export type FeeKind = (typeof feeKinds)[number];

/** One of Haat's monthly tax invoices to the signed-in seller or creator for its fees (decision 062). */
export const feeInvoiceSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  issuedOn: z.string(),
  /** The month it closes, YYYY-MM. */
  month: z.string(),
  /** Billed to the account as a seller (commission) or as a creator (fees on markups). */
  as: z.enum(['seller', 'creator']),
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  totalPaise: z.number().int(),
  /** Same-origin path of its PDF. */
  pdfUrl: z.string(),
});
export type FeeInvoiceSummary = z.infer<typeof feeInvoiceSummarySchema>;
export const feeInvoiceSummaryListSchema = listEnvelopeSchema(feeInvoiceSummarySchema);

/**
 * An e-way bill's Part A for a consignment above ₹50,000, in the JSON the e-way bill portal's bulk generation takes
 * (rupees; state codes and PIN codes as numbers; `URP` for an unregistered buyer).
 */
export const ewayBillSchema = z.object({
  version: z.string(),
  billLists: z.array(
    z.object({
      userGstin: z.string(),
      supplyType: z.string(),
      subSupplyType: z.number(),
      subSupplyDesc: z.string(),
      docType: z.string(),
      docNo: z.string(),
      docDate: z.string(),
      fromGstin: z.string(),
      fromTrdName: z.string(),
      fromAddr1: z.string(),
      fromAddr2: z.string(),
      fromPlace: z.string(),
      fromPincode: z.number(),
      fromStateCode: z.number(),
      actFromStateCode: z.number(),
      toGstin: z.string(),
      toTrdName: z.string(),
      toAddr1: z.string(),
      toAddr2: z.string(),
      toPlace: z.string(),
      toPincode: z.number(),
      toStateCode: z.number(),
      actToStateCode: z.number(),
      transactionType: z.number(),
      totalValue: z.number(),
      cgstValue: z.number(),
      sgstValue: z.number(),
      igstValue: z.number(),
      cessValue: z.number(),
      cessNonAdvolValue: z.number(),
      otherValue: z.number(),
      totInvValue: z.number(),
      transMode: z.number(),
      transDistance: z.string(),
      transporterId: z.string(),
      transporterName: z.string(),
      transDocNo: z.string(),
      transDocDate: z.string(),
      vehicleNo: z.string(),
      vehicleType: z.string(),
      itemList: z.array(
        z.object({
          itemNo: z.number(),
          productName: z.string(),
          productDesc: z.string(),
          hsnCode: z.number(),
          quantity: z.number(),
          qtyUnit: z.string(),
          taxableAmount: z.number(),
          cgstRate: z.number(),
          sgstRate: z.number(),
          igstRate: z.number(),
          cessRate: z.number(),
          cessNonAdvol: z.number(),
        }),
      ),
    }),
  ),
});
export type EwayBill = z.infer<typeof ewayBillSchema>;
