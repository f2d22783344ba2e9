import { ProductListsScreen } from '#web/features/lists/components/product-lists-screen.tsx';

export function SavedRoute() {
  return <ProductListsScreen lists={['saved']} title="Saved" subtitle="Products you saved to come back to." />;
}
