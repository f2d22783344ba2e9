import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadingScreen } from '#web/components/loading-screen.tsx';
import { sellerByIdQueryOptions, sellerBySlugQueryOptions } from '#web/features/catalog-sellers/api/sellers.ts';
import { SellerFront } from '#web/features/catalog-sellers/components/seller-front.tsx';
import { AddToStore } from '#web/features/stores-sourcing/components/add-to-store.tsx';
import { NotFoundRoute } from './not-found.tsx';

/** /seller/{slug} and /seller-profile/{sellerId}: a product's details let a creator add it to their store. */
export function SellerPageRoute() {
  const { t } = useLingui();
  const { slug, sellerId } = useParams();
  const seller = useQuery(slug ? sellerBySlugQueryOptions(slug) : sellerByIdQueryOptions(sellerId ?? ''));
  if (seller.isPending) return <LoadingScreen variant="inline" label={t`Loading the seller`} />;
  if (seller.isError) return <NotFoundRoute />;
  const { maxMarkupPercent, chargesGst } = seller.data;
  return (
    <SellerFront
      seller={seller.data}
      productAction={(product) => (
        <AddToStore product={product} maxMarkupPercent={maxMarkupPercent} chargesGst={chargesGst} />
      )}
    />
  );
}
