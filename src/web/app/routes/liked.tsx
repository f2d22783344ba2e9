import { useLingui } from '@lingui/react/macro';
import { ProductListsScreen } from '#web/features/lists/components/product-lists-screen.tsx';

export function LikedRoute() {
  const { t } = useLingui();
  return (
    <ProductListsScreen lists={['liked']} title={t`Liked`} subtitle={t`Products you loved in creators' stores.`} />
  );
}
