import { useLingui } from '@lingui/react/macro';
import { formatBps, lineCommission } from '#shared/contracts/commission.ts';
import { formatRupees } from '#shared/money.ts';
import { cn } from '#web/lib/cn.ts';
import { useCommissionTerms } from '../api/commission.ts';

/**
 * What a creator earns on one sale at this markup: the markup less Haat's fee at the rates in force, the same
 * arithmetic checkout freezes onto the order line and the ledger credits (shared lineCommission).
 */
export function CreatorEarning({ markupPaise, className }: { markupPaise: number | null; className?: string }) {
  const { t } = useLingui();
  const terms = useCommissionTerms();
  if (markupPaise === null || !terms) return null;
  const { markupFeeBps, markupFeePaise } = lineCommission(terms, {
    category: '',
    basePricePaise: 0,
    markupPaise,
    quantity: 1,
    viaStore: true,
  });
  const earn = formatRupees(markupPaise - markupFeePaise);
  const markup = formatRupees(markupPaise);
  const fee = formatRupees(markupFeePaise);
  const rate = formatBps(markupFeeBps);
  return (
    <p className={cn('text-sm tabular-nums', className)}>
      {markupFeePaise > 0
        ? t`You earn ${earn} a sale (${markup} − ${fee} Haat fee at ${rate})`
        : t`You earn ${earn} a sale`}
    </p>
  );
}
