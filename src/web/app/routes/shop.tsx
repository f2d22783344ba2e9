import { ShoppingBag } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function ShopRoute() {
  return (
    <ComingSoon
      icon={ShoppingBag}
      title="Shop on Haat"
      comingWith="creator stores"
      description={"Discover products picked by creators you trust."}
      points={["Search products and stores", "Browse by category", "Featured creators' stores"]}
    />
  );
}
