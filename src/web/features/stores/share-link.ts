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
