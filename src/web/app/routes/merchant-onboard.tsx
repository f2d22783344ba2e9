import { Building2 } from 'lucide-react';
import { ComingSoon } from '#web/components/coming-soon.tsx';

export function MerchantOnboardRoute() {
  return (
    <ComingSoon
      icon={Building2}
      title="Set up your seller account"
      comingWith="accounts & sign-in"
      description={"Business name, public page, pickup PIN code and GSTIN."}
      points={["Business name and public page", "Pickup PIN code", "Optional GSTIN"]}
    />
  );
}
