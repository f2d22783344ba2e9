import { z } from 'zod';
import { listEnvelopeSchema, text } from './common.ts';
import { orderLineSchema, orderSchema } from './orders.ts';

/* A seller's side of orders: their lines with the buyer's delivery details, and what they do with each. */

export const sellerActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('confirm') }),
  z.object({
    action: z.literal('ship'),
    courier: text().trim().min(2, /*i18n*/ 'Enter the courier.').max(60, /*i18n*/ 'At most 60 characters.'),
    trackingNumber: text()
      .trim()
      .regex(/^[\w-]{4,40}$/, /*i18n*/ 'Tracking numbers are 4 to 40 letters, digits or dashes.'),
  }),
  z.object({ action: z.literal('out_for_delivery') }),
  z.object({ action: z.literal('deliver') }),
  z.object({
    action: z.literal('fail'),
    reason: text().trim().min(3, /*i18n*/ 'Say what went wrong.').max(200, /*i18n*/ 'At most 200 characters.'),
  }),
  z.object({
    action: z.literal('return'),
    reason: text().trim().min(3, /*i18n*/ 'Say why it came back.').max(200, /*i18n*/ 'At most 200 characters.'),
  }),
  /** The seller cannot fulfil a line that has not shipped: the buyer is told the reason. */
  z.object({
    action: z.literal('cancel'),
    reason: text().trim().min(3, /*i18n*/ 'Say why you cannot fulfil it.').max(200, /*i18n*/ 'At most 200 characters.'),
  }),
]);
export type SellerAction = z.infer<typeof sellerActionSchema>;

/** One of a seller's own order lines, with the buyer's delivery details. */
export const sellerOrderLineSchema = orderLineSchema.extend({
  orderId: z.string(),
  orderNumber: z.string(),
  placedAt: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  address: orderSchema.shape.address,
  /** The seller's base amount for this line (base price × quantity). */
  basePaise: z.number().int(),
  /**
   * What the line brings the seller, exactly what their ledger credits for it: the base amount, less Haat's
   * commission (its rate frozen at checkout) and the GST on it, plus the GST inside the creator's markup (the
   * seller's to remit) and the parcel's delivery fee when this line carries it.
   */
  earning: z.object({
    basePaise: z.number().int(),
    commissionBps: z.number().int(),
    commissionPaise: z.number().int(),
    commissionGstPaise: z.number().int(),
    markupGstPaise: z.number().int(),
    deliveryPaise: z.number().int(),
    netPaise: z.number().int(),
  }),
  /**
   * What the courier collects for this seller's parcel of the order (its lines still charged and its delivery fee,
   * decision 060), while cash on delivery is due; null when nothing is collected.
   */
  collectOnDeliveryPaise: z.number().int().nullable(),
  /**
   * A cash-on-delivery order waiting for its buyer's confirmation from the mail (decision 070): until when. It may not
   * be confirmed or shipped meanwhile, and is cancelled if the buyer does not confirm it in time.
   */
  buyerConfirmBy: z.string().nullable(),
  /** What the seller may do next. */
  actions: z.array(z.enum(['confirm', 'ship', 'out_for_delivery', 'deliver', 'fail', 'return', 'cancel'])),
});
export type SellerOrderLine = z.infer<typeof sellerOrderLineSchema>;

export const sellerOrderLinesSchema = listEnvelopeSchema(sellerOrderLineSchema);
