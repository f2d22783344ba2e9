import { ShoppingBag } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function CheckoutRoute() {
  return (
    <ComingSoon
      icon={ShoppingBag}
      title="Checkout"
      comingWith="cash-on-delivery checkout"
      description={"Pay cash on delivery, anywhere in India."}
      points={["Contact and delivery address with PIN code", "Items, delivery and total in \u20b9", "Cash on delivery"]}
    />
  );
}
