import { select } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Banknote from 'lucide-react/icons/banknote';
import PackageCheck from 'lucide-react/icons/package-check';
import Truck from 'lucide-react/icons/truck';
import type { StoreProduct } from '#shared/contracts/catalog.ts';
import { SoldBy } from '#web/components/product/sold-by.tsx';
import { deliveryFeeLabel, returnWindowLabel } from '#web/components/product/trust-labels.ts';
import { formatCount, pluralOf } from '#web/lib/format.ts';

/** Under each tile: its return window, its delivery fee, and who sells it from where. */
export function TileTrust({ item }: { item: StoreProduct }) {
  return (
    <div className="mt-2 space-y-0.5 px-1 text-xs leading-snug text-text-secondary">
      <p>
        {returnWindowLabel(item.product.returnPolicyDays)} · {deliveryFeeLabel(item.delivery.feePaise)}
      </p>
      <p className="line-clamp-2">
        <SoldBy seller={item.seller} />
      </p>
    </div>
  );
}

/** What holds for the whole store: cash on delivery, and how long delivery takes anywhere in India. */
export function StoreTrustStrip({ items }: { items: StoreProduct[] }) {
  const { t } = useLingui();
  const minDays = Math.min(...items.map((item) => item.delivery.minDays));
  const maxDays = Math.max(...items.map((item) => item.delivery.maxDays));
  // 3–5 days, or 2 days when both ends meet (counted without Lingui's `plural`, decision 086).
  const days = pluralOf(maxDays);
  const min = formatCount(minDays);
  const max = formatCount(maxDays);
  const range =
    minDays === maxDays
      ? t`${select(days, { one: `${max} day`, other: `${max} days` })}`
      : t`${select(days, { one: `${min}–${max} day`, other: `${min}–${max} days` })}`;
  const allFree = items.every((item) => item.delivery.feePaise === 0);
  const chip = 'inline-flex items-center gap-1.5 rounded-full border border-border bg-surface/80 px-3 py-1.5';
  return (
    <ul className="mt-6 flex flex-wrap justify-center gap-2 text-sm" aria-label={t`Buying from this store`}>
      <li className={chip}>
        <Banknote className="size-4 text-primary" aria-hidden /> <Trans>Cash on delivery</Trans>
      </li>
      {allFree ? (
        <li className={chip}>
          <PackageCheck className="size-4 text-primary" aria-hidden /> <Trans>Free delivery on every product</Trans>
        </li>
      ) : null}
      <li className={chip}>
        <Truck className="size-4 text-primary" aria-hidden /> <Trans>Delivery in {range} across India</Trans>
      </li>
    </ul>
  );
}
