import { PackageCheck } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function OrderRoute() {
  return (
    <ComingSoon
      icon={PackageCheck}
      title="Order confirmation"
      comingWith="cash-on-delivery checkout"
      description={"The confirmation of a placed order: items, delivery address and what happens next."}
      points={["Order number and items", "Delivery address and cash-on-delivery total", "Track it as it ships"]}
    />
  );
}
