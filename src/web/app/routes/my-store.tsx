import { Store } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function MyStoreRoute() {
  return (
    <ComingSoon
      icon={Store}
      title="My store"
      comingWith="creator stores"
      description={"The products you resell, in the order buyers see them."}
      points={["Reorder and feature products", "Change your markup", "Remove a product"]}
    />
  );
}
