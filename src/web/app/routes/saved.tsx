import { useLingui } from '@lingui/react/macro';
import { ProductListsScreen } from '#web/features/lists/components/product-lists-screen.tsx';

export function SavedRoute() {
  const { t } = useLingui();
  return <ProductListsScreen lists={['saved']} title={t`Saved`} subtitle={t`Products you saved to come back to.`} />;
}
