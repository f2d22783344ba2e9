import { Bookmark } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function SavedRoute() {
  return (
    <ComingSoon
      icon={Bookmark}
      title="Saved products"
      comingWith="saved & liked lists"
      description={"Products you saved while browsing creators' stores."}
      points={["Save from any store or the product popup", "Saving the same product twice keeps one copy", "Remove a product with one tap"]}
    />
  );
}
