import { t } from '@lingui/core/macro';

/*
 * A creator's shared link carries its attribution: ref is the store's handle (what
 * /shop?ref= resolves, and what the store records for 30 days) and utm_source says
 * where it was shared, so the dashboard's "Visits by source" can tell them apart.
 */

/** Where a link was shared: the utm_source it carries. */
export type ShareSource = 'copy_link' | 'whatsapp' | 'share';

/** The store's (or, with `listingId`, one product's) public URL on this site, with ref and utm_source. */
export function storeShareUrl(handle: string, source: ShareSource, listingId?: string): string {
  const url = new URL(`/@${handle}`, window.location.origin);
  if (listingId) url.searchParams.set('product', listingId);
  url.searchParams.set('ref', handle);
  url.searchParams.set('utm_source', source);
  return url.toString();
}

/** A WhatsApp share of `text` followed by `url`: wa.me opens the app (or WhatsApp Web) with the message ready to send. */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/*
 * What Haat writes for a share of a creator's store or of a product in it. The creator earns a markup on every sale
 * through the link, a material connection, so each starts with its disclosure in the share's language (decision
 * 055: the ASCI code for influencer advertising and the CCPA's endorsement guidelines ask for it up front).
 */

/** The store's share (WhatsApp, and the copied link's words). */
export const storeShareText = () => t`Ad · Shop my picks on Haat:`;

/** A product's share from the popup. */
export const productShareText = (product: string, price: string, store: string) =>
  t`Ad · ${product} for ${price} in ${store}'s store on Haat`;
