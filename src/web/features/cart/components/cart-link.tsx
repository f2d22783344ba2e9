import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import ShoppingBag from 'lucide-react/icons/shopping-bag';
import { Link } from 'react-router';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatCount, pluralOf } from '#web/lib/format.ts';
import { cartCountStore } from '../cart-count.ts';

/** The header's way to checkout, with how many items the cart holds. */
export function CartLink() {
  const { t } = useLingui();
  const itemCount = cartCountStore.useStore();
  // Counted without Lingui's `plural`, whose `#` would make the page's first Intl.NumberFormat (decision 086).
  const form = pluralOf(itemCount);
  const count = formatCount(itemCount);
  const label =
    itemCount === 0 ? t`Cart, empty` : t`Cart, ${select(form, { one: `${count} item`, other: `${count} items` })}`;
  return (
    <Link
      to="/checkout"
      aria-label={label}
      className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative text-text')}
    >
      <ShoppingBag className="size-5" aria-hidden />
      {itemCount > 0 ? (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gradient-primary px-1 text-[11px] leading-none font-bold text-white tabular-nums shadow-md"
        >
          {itemCount > 99 ? '99+' : itemCount}
        </span>
      ) : null}
    </Link>
  );
}
