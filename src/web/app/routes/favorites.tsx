import { Heart } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function FavoritesRoute() {
  return (
    <ComingSoon
      icon={Heart}
      title="Your favourites"
      comingWith="saved & liked lists"
      description={"Everything you have saved or liked across Haat stores, in one place."}
      points={["Saved products you want to come back to", "Liked products, kept across every creator's store", "One tap from the list to the product"]}
    />
  );
}
