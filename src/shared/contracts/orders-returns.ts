import { z } from 'zod';
import { text } from './common.ts';

/*
 * Returns: a buyer asks to send back a delivered line within its return
 * window, with a reason, a few words and up to three photos; the line's seller
 * accepts (the line is returned, its stock and earnings go back) or rejects it
 * with a note. Re-exported by orders.ts, whose order lines carry them.
 */

export const returnReasons = ['damaged', 'wrong_item', 'size_or_fit', 'not_as_described', 'changed_mind'] as const;
export const returnReasonSchema = z.enum(returnReasons, /*i18n*/ 'Choose a reason.');
export type ReturnReason = z.infer<typeof returnReasonSchema>;

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  damaged: /*i18n*/ 'Damaged',
  wrong_item: /*i18n*/ 'Wrong item',
  size_or_fit: /*i18n*/ 'Size or fit',
  not_as_described: /*i18n*/ 'Not as described',
  changed_mind: /*i18n*/ 'Changed my mind',
};

/**
 * `collecting`: accepted, and the seller's carrier is bringing it back; it becomes `accepted` (returned, the money
 * moving) when the courier delivers it to the seller (decision 073).
 */
export const returnStatuses = ['requested', 'collecting', 'accepted', 'rejected'] as const;
/** A return still open: asked for, or accepted and on its way back. */
export const OPEN_RETURN_STATUSES = ['requested', 'collecting'] as const;
export const returnStatusSchema = z.enum(returnStatuses);
export type ReturnStatus = z.infer<typeof returnStatusSchema>;

export const MAX_RETURN_PHOTOS = 3;
/** Per photo, as for product photos; the server decides what an image is from its bytes. */
export const MAX_RETURN_PHOTO_BYTES = 10 * 1024 * 1024;
export const RETURN_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** A thumbnail for the seller's list and a width to look closely at the damage. */
export const RETURN_PHOTO_WIDTHS = [320, 1080] as const;

/** The text fields of a return request; the photos travel beside them in the same multipart form. */
export const returnRequestInputSchema = z.object({
  reason: returnReasonSchema,
  details: text({ multiline: true })
    .trim()
    .min(3, /*i18n*/ 'Tell the seller what is wrong, in a few words.')
    .max(500, /*i18n*/ 'At most 500 characters.'),
});
export type ReturnRequestInput = z.infer<typeof returnRequestInputSchema>;

export const returnPhotoSchema = z.object({
  /** The thumbnail, for a plain <img src>. */
  url: z.string(),
  srcset: z.string(),
  /** The largest width, to open on its own. */
  fullUrl: z.string(),
});
export type ReturnPhoto = z.infer<typeof returnPhotoSchema>;

export const returnRequestSchema = z.object({
  id: z.string(),
  reason: returnReasonSchema,
  details: z.string(),
  photos: z.array(returnPhotoSchema),
  status: returnStatusSchema,
  /** The seller's words with the decision: why not, or what happens next. */
  sellerNote: z.string().nullable(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** What an order line says about returns, for its buyer and its seller. */
export const lineReturnFields = {
  /** The product's return policy in days, frozen at checkout; 0 means no returns. */
  returnDays: z.number().int(),
  /** Delivered, and its return window is open now (by the server's clock). */
  returnWindowOpen: z.boolean(),
  /** Every return request for the line, oldest first; at most the last one is open. */
  returns: z.array(returnRequestSchema),
};

const sellerNote = text({ multiline: true }).trim().max(300, /*i18n*/ 'At most 300 characters.');

/** The seller's answer to a return request; a rejection must say why. */
export const returnDecisionSchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('accept'),
    note: sellerNote.optional().transform((note) => note || null),
  }),
  z.object({
    decision: z.literal('reject'),
    note: sellerNote.min(3, /*i18n*/ 'Tell the buyer why you are declining the return.'),
  }),
]);
export type ReturnDecision = z.input<typeof returnDecisionSchema>;
/** Accepting a return with the seller's carrier bringing it back: the note to the buyer, if any (decision 073). */
export const returnPickupSchema = z.object({ note: sellerNote.optional().transform((note) => note || null) });
export type ReturnDecisionParsed = z.output<typeof returnDecisionSchema>;
