import { PackagePlus } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function SellerOnboardingRoute() {
  return (
    <ComingSoon
      icon={PackagePlus}
      title="List your first products"
      comingWith="accounts & sign-in"
      description={"Add your first products and decide which creators may resell."}
      points={["First products with photos", "Resale terms for creators"]}
    />
  );
}
