import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import { ProductDeclarations } from '#web/components/product/product-declarations.tsx';
import { sellerBySlugQueryOptions } from '#web/features/catalog-sellers/public.ts';
import { PopupCard } from './popup-cards.tsx';

/**
 * The package's Legal Metrology declarations (issue 39), with the seller's customer care from their public details
 * (the query the trust strip's seller details already make). Nothing for a product that declares nothing.
 */
export function DeclarationsCard({ item }: { item: StoreProduct }) {
  const { t } = useLingui();
  const seller = useQuery(sellerBySlugQueryOptions(item.seller.slug)).data;
  if (!item.product.legalMetrology) return null;
  return (
    <PopupCard title={t`Packaging declarations`} id="popup-declarations">
      <ProductDeclarations product={item.product} care={seller?.details} />
    </PopupCard>
  );
}
