import { PRODUCT_IMAGE_WIDTHS, type StoreProduct } from '#shared/contracts/catalog.ts';
import { LOCALE_TAGS, type Locale } from '#shared/i18n/locales.ts';
import { productInLanguage } from '#shared/i18n/product-words.ts';
import { formatRupees, rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { translateText } from '../../lib/i18n.ts';
import type { MediaStorage } from '../../lib/media-storage.ts';
import { listStoreProducts } from './listings.service.ts';
import { isStoreOpenToPublic } from './public-store.ts';
import { findStoreByHandle } from './stores.repository.ts';
import { AVATAR_WIDTH } from './stores.service.ts';

const storePath = /^\/@([a-z0-9_.]{1,30})$/i;

const escape = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const render = (title: string, tags: [string, string, string][]) =>
  [
    `<title>${escape(title)}</title>`,
    ...tags.map(([attribute, key, value]) => `<meta ${attribute}="${escape(key)}" content="${escape(value)}" />`),
  ].join('\n    ');

/**
 * A creator's link is an ad for what they earn from (decision 055): the preview's description says so first, in the
 * page's language.
 */
const disclosed = (locale: Locale, description: string) =>
  translateText(locale, /*i18n*/ 'Ad · {description}', { description });

const largestUrl = (srcset: string | undefined) => srcset?.split(', ').at(-1)?.split(' ')[0];

/**
 * A shared product link (/@handle?product={listingId}): the product's name, its price in this store and its photo,
 * said in the language of the page (decision 047); the product's own words as the seller wrote them, in Hindi on a
 * Hindi page when they gave its Hindi.
 */
function productPreview(
  origin: string,
  store: { displayName: string; handle: string },
  item: StoreProduct,
  locale: Locale,
): string {
  const product = productInLanguage(item.product, locale);
  const price = formatRupees(item.pricePaise);
  const mrp =
    product.originalPricePaise !== null && product.originalPricePaise > item.pricePaise
      ? translateText(locale, /*i18n*/ ' (MRP {mrp})', { mrp: formatRupees(product.originalPricePaise) })
      : '';
  const title = translateText(locale, /*i18n*/ '{product} · {price} | {store} on Haat', {
    product: product.name,
    price,
    store: store.displayName,
  });
  const blurb =
    product.description.length > 140 ? `${product.description.slice(0, 137).trimEnd()}…` : product.description;
  const picked = translateText(locale, /*i18n*/ 'Picked by @{handle}. Cash on delivery.', { handle: store.handle });
  const description = disclosed(locale, `${price}${mrp}. ${blurb ? `${blurb} ` : ''}${picked}`);
  const picture = largestUrl(product.images[0]?.srcset);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'product'],
    ['property', 'og:site_name', 'Haat'],
    ['property', 'og:locale', LOCALE_TAGS[locale].replace('-', '_')],
    ['property', 'og:title', title],
    ['property', 'og:description', description],
    ['property', 'og:url', `${origin}/@${store.handle}?product=${item.listingId}`],
    ['name', 'twitter:card', picture ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', description],
    ['property', 'product:price:amount', rupeesDecimal(item.pricePaise)],
    ['property', 'product:price:currency', 'INR'],
  ];
  if (picture)
    tags.push(['property', 'og:image', `${origin}${picture}`], ['name', 'twitter:image', `${origin}${picture}`]);
  return render(title, tags);
}

/**
 * Open Graph and Twitter-card tags for a store link (/@handle) or a product in
 * it (?product={listingId}), so WhatsApp and Instagram show a name, the price
 * in ₹ and a picture. Null for any other path or an unknown store.
 */
export async function storeLinkPreview(
  db: Db,
  media: MediaStorage,
  origin: string,
  path: string,
  query?: URLSearchParams,
  locale: Locale = 'en',
): Promise<string | null> {
  const handle = storePath.exec(path)?.[1];
  if (!handle) return null;
  const store = await findStoreByHandle(db, handle);
  // A hidden store, or a suspended creator's, has no preview, like an unknown one.
  if (!store || !isStoreOpenToPublic(store)) return null;
  const products = await listStoreProducts(db, media, store.id);
  const shared = query?.get('product');
  const sharedItem = shared ? products.find((entry) => entry.listingId === shared) : undefined;
  if (sharedItem) return productPreview(origin, store, sharedItem, locale);
  const lowest = products.reduce<number | null>(
    (low, item) => (low === null || item.pricePaise < low ? item.pricePaise : low),
    null,
  );
  const title = translateText(locale, /*i18n*/ '{store} (@{handle}) on Haat', {
    store: store.displayName,
    handle: store.handle,
  });
  const summary = [
    store.bio,
    products.length > 0 && lowest !== null
      ? translateText(
          locale,
          /*i18n*/ '{count, plural, one {# pick} other {# picks}} from {lowest}. Cash on delivery.',
          { count: products.length, lowest: formatRupees(lowest) },
        )
      : '',
  ]
    .filter(Boolean)
    .join(' ');
  const fallback = translateText(locale, /*i18n*/ "Shop {store}'s picks on Haat.", { store: store.displayName });
  const picture = store.avatarKey
    ? media.url(`${store.avatarKey}-${AVATAR_WIDTH}.webp`)
    : largestUrl(products[0]?.product.images[0]?.srcset);
  const largest = PRODUCT_IMAGE_WIDTHS.at(-1);
  const tags: [string, string, string][] = [
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', 'Haat'],
    ['property', 'og:locale', LOCALE_TAGS[locale].replace('-', '_')],
    ['property', 'og:title', title],
    ['property', 'og:description', disclosed(locale, summary || fallback)],
    ['property', 'og:url', `${origin}/@${store.handle}`],
    ['name', 'twitter:card', picture && !store.avatarKey ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', title],
    ['name', 'twitter:description', disclosed(locale, summary || fallback)],
  ];
  if (picture) {
    tags.push(['property', 'og:image', `${origin}${picture}`], ['name', 'twitter:image', `${origin}${picture}`]);
    if (!store.avatarKey && largest) tags.push(['property', 'og:image:width', String(largest)]);
  }
  if (lowest !== null)
    tags.push(
      ['property', 'product:price:amount', rupeesDecimal(lowest)],
      ['property', 'product:price:currency', 'INR'],
    );
  return render(title, tags);
}
