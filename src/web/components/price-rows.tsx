import { Trans } from '@lingui/react/macro';
import type { PriceSummary } from '#shared/contracts/cart.ts';
import { formatRupees } from '#shared/money.ts';
import { cn } from '#web/lib/cn.ts';

/** Items, delivery ("Free" at ₹0), a COD fee when there is one, and total, as a description list. */
export function PriceRows({
  summary,
  itemCount,
  className,
}: {
  summary: PriceSummary;
  itemCount: number;
  className?: string;
}) {
  return (
    <dl className={cn('space-y-2 text-sm', className)}>
      <div className="flex justify-between gap-4">
        <dt className="text-text-secondary">
          <Trans>
            Items <span className="tabular-nums">({itemCount})</span>
          </Trans>
        </dt>
        <dd className="tabular-nums">{formatRupees(summary.itemsPaise)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-text-secondary">
          <Trans>Delivery</Trans>
        </dt>
        <dd className={cn('tabular-nums', summary.deliveryPaise === 0 && 'font-semibold text-emerald-400')}>
          {summary.deliveryPaise === 0 ? <Trans>Free</Trans> : formatRupees(summary.deliveryPaise)}
        </dd>
      </div>
      {summary.codFeePaise > 0 ? (
        <div className="flex justify-between gap-4">
          <dt className="text-text-secondary">
            <Trans>Cash on delivery fee</Trans>
          </dt>
          <dd className="tabular-nums">{formatRupees(summary.codFeePaise)}</dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4 border-t border-border pt-2 text-base font-bold">
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="tabular-nums">{formatRupees(summary.totalPaise)}</dd>
      </div>
    </dl>
  );
}
