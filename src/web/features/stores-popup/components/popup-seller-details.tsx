import { useQuery } from '@tanstack/react-query';
import { SellerDetails, sellerBySlugQueryOptions } from '#web/features/catalog-sellers/public.ts';

/** The popup's seller details, read when a product opens (the store's first load carries only the seller's name). */
export function PopupSellerDetails({ slug }: { slug: string }) {
  const seller = useQuery(sellerBySlugQueryOptions(slug)).data;
  return seller ? <SellerDetails details={seller.details} /> : <div className="h-8" aria-hidden />;
}
