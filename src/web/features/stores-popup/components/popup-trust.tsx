import { useLingui } from '@lingui/react/macro';
import Banknote from 'lucide-react/icons/banknote';
import PackageCheck from 'lucide-react/icons/package-check';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Store from 'lucide-react/icons/store';
import type { ReactNode } from 'react';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import { SoldBy } from '#web/components/product/sold-by.tsx';
import { deliveryFeeLabel, returnWindowLabel } from '#web/components/product/trust-labels.ts';
import { buyerPincode, DeliveryCheck } from '#web/features/geo/public.ts';
import { PaymentWays } from '#web/features/payments/public.ts';
import { PopupSellerDetails } from './popup-seller-details.tsx';

function Item({ icon, children, wide = false }: { icon: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <li className={wide ? 'col-span-2 flex items-start gap-2' : 'flex items-start gap-2'}>
      <span className="mt-0.5 shrink-0 text-primary">{icon}</span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** Beside the price, what a buyer decides on (brief, "Trust"): payment, returns, delivery fee, the seller, and when it arrives. */
export function PopupTrust({ item }: { item: StoreProduct }) {
  const { t } = useLingui();
  const pincode = buyerPincode.useStore();
  return (
    <div className="mt-4 border-t border-border pt-4">
      <ul className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm" aria-label={t`Before you buy`}>
        <Item icon={<Banknote className="size-4" aria-hidden />}>
          <PaymentWays totalPaise={item.pricePaise + item.delivery.feePaise} pincode={pincode} />
        </Item>
        <Item icon={<RotateCcw className="size-4" aria-hidden />}>
          {returnWindowLabel(item.product.returnPolicyDays)}
        </Item>
        <Item icon={<PackageCheck className="size-4" aria-hidden />}>{deliveryFeeLabel(item.delivery.feePaise)}</Item>
        <Item icon={<Store className="size-4" aria-hidden />} wide>
          {/* Leaving the store closes the popup (the store front's own clean-up), so the link needs nothing more. */}
          <SoldBy seller={item.seller} className="text-text-secondary" />
          <PopupSellerDetails slug={item.seller.slug} />
        </Item>
      </ul>
      <DeliveryCheck sellerId={item.seller.id} acrossIndia={item.delivery} />
    </div>
  );
}
