import { PRODUCT_IMAGE_WIDTHS } from '#shared/contracts/catalog.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { getStoreProducts } from './listings.service.ts';
import { findStoreByHandle } from './stores.repository.ts';
import { AVATAR_WIDTH } from './stores.service.ts';

const storePath = /^\/@([a-z0-9_.]{1,30})$/i;

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Open Graph and Twitter-card tags for a store link (/@handle), so WhatsApp and
 * Instagram show the store's name, its prices in ₹ and a picture. Null for any
 * other path or an unknown store.
 */
export async function storeLinkPreview(db: Db, media: MediaStorage, origin: string, path: string): Promise<string | null> {
  const handle = storePath.exec(path)?.[1];
  if (!handle) return null;
  const store = await findStoreByHandle(db, handle);
  if (!store) return null;
  const products = await getStoreProducts(db, media, handle);
  const lowest = products.reduce<number | null>((low, item) => (low === null || item.pricePaise < low ? item.pricePaise : low), null);
  const title = `${store.displayName} (@${store.handle}) on Haat`;
  const summary = [
    store.bio,
    products.length > 0 && lowest !== null
      ? `${products.length} pick${products.length === 1 ? '' : 's'} from ${formatRupees(lowest)}. Cash on delivery.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const picture = store.avatarKey
    ? media.url(`${store.avatarKey}-${AVATAR_WIDTH}.webp`)
    : products[0]?.product.images[0]?.srcset.split(', ').at(-1)?.split(' ')[0];
  const largest = PRODUCT_IMAGE_WIDTHS.at(-1);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Haat'],
    ['property', 'og:title', title],
    ['property', 'og:description', summary || `Shop ${store.displayName}'s picks on Haat.`],
    ['property', 'og:url', `${origin}/@${store.handle}`],
    ['name', 'twitter:card', picture && !store.avatarKey ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', summary || `Shop ${store.displayName}'s picks on Haat.`],
  ];
  if (picture) {
    tags.push(['property', 'og:image', `${origin}${picture}`], ['name', 'twitter:image', `${origin}${picture}`]);
    if (!store.avatarKey && largest) tags.push(['property', 'og:image:width', String(largest)]);
  }
  if (lowest !== null) tags.push(['property', 'product:price:amount', (lowest / 100).toFixed(2)], ['property', 'product:price:currency', 'INR']);
  return [
    `<title>${escape(title)}</title>`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${escape(key)}" content="${escape(value)}" />`),
  ].join('\n    ');
}
