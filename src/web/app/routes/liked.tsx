import { ProductListsScreen } from '#web/features/lists/components/product-lists-screen.tsx';

export function LikedRoute() {
  return <ProductListsScreen lists={['liked']} title="Liked" subtitle="Products you loved in creators' stores." />;
}
