import { Building2 } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function SellerPageRoute() {
  return (
    <ComingSoon
      icon={Building2}
      title="Seller profile"
      comingWith="creator stores"
      description={"A seller's public page and the products they list."}
      points={["About the seller", "Their products"]}
    />
  );
}
