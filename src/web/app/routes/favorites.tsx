import { ProductListsScreen } from '#web/features/lists/components/product-lists-screen.tsx';

export function FavoritesRoute() {
  return (
    <ProductListsScreen
      lists={['saved', 'liked']}
      title="Your favourites"
      subtitle="Everything you saved or liked, across every store."
    />
  );
}
