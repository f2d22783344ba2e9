import { queryOptions } from '@tanstack/react-query';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { productInLanguage } from '#shared/i18n/product-words.ts';
import type { EndpointOutput } from '#shared/endpoints/define.ts';
import { callEndpoint } from '#web/lib/call-endpoint.ts';
import { currentLocale } from '#web/lib/i18n.ts';

type SellerProducts = EndpointOutput<typeof catalogEndpoints.sellerProducts>;

/** A seller's products as this page's language shows them: their Hindi name and description on a Hindi page. */
function inPageLanguage(data: SellerProducts): SellerProducts {
  const locale = currentLocale();
  if (locale === 'en') return data;
  return { ...data, items: data.items.map((product) => productInLanguage(product, locale)) };
}

export const sellerProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'seller', slug.toLowerCase()],
    queryFn: ({ signal }) => callEndpoint(catalogEndpoints.sellerProducts, { params: { slug } }, { signal }),
    select: inPageLanguage,
  });
