import { useLingui } from '@lingui/react/macro';
import { formatBps, lineCommission, lineShares } from '#shared/contracts/commission.ts';
import { formatRupees } from '#shared/money.ts';
import { cn } from '#web/lib/cn.ts';
import { useCommissionTerms } from '../api/commission.ts';

/** What a markup is added to: the product's base price and GST rate, and whether its seller charges GST. */
export interface MarkupSale {
  basePricePaise: number;
  gstRateBps: number;
  chargesGst: boolean;
}

/**
 * What a creator earns on one sale at this markup: the markup less the GST inside it (the seller's to remit), Haat's
 * fee and the GST on the fee, at the rates in force: the arithmetic checkout freezes onto the order line and the
 * ledger credits (shared lineCommission and lineShares, decision 059). Nothing when the sale is not known (a cart
 * saved before it was kept).
 */
export function CreatorEarning({
  markupPaise,
  sale,
  className,
}: {
  markupPaise: number | null;
  sale: MarkupSale | null;
  className?: string;
}) {
  const { t } = useLingui();
  const terms = useCommissionTerms();
  if (markupPaise === null || !terms || !sale) return null;
  const fees = lineCommission(terms, { ...sale, category: '', markupPaise, quantity: 1, viaStore: true });
  const { creator } = lineShares({ ...sale, ...fees, markupPaise, quantity: 1, deliveryPaise: 0 });
  const earn = formatRupees(creator);
  const markup = formatRupees(markupPaise);
  const gst = formatRupees(fees.markupGstPaise);
  const fee = formatRupees(fees.markupFeePaise + fees.markupFeeGstPaise);
  const rate = formatBps(fees.markupFeeBps);
  const feeGstRate = formatBps(fees.feeGstBps);
  const parts = [
    markup,
    ...(fees.markupGstPaise > 0 ? [t`− ${gst} GST the seller pays`] : []),
    ...(fees.markupFeePaise > 0 ? [t`− ${fee} Haat fee at ${rate} with ${feeGstRate} GST`] : []),
  ];
  const how = parts.join(' ');
  return (
    <p className={cn('text-sm tabular-nums', className)}>
      {parts.length > 1 ? t`You earn ${earn} a sale (${how})` : t`You earn ${earn} a sale`}
    </p>
  );
}
