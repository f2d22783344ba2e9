import { useLingui } from '@lingui/react/macro';
import { ProductListsScreen } from '#web/features/lists/components/product-lists-screen.tsx';

export function FavoritesRoute() {
  const { t } = useLingui();
  return (
    <ProductListsScreen
      lists={['saved', 'liked']}
      title={t`Your favourites`}
      subtitle={t`Everything you saved or liked, across every store.`}
    />
  );
}
