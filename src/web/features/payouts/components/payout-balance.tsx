import { Trans, useLingui } from '@lingui/react/macro';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId } from 'react';
import type { OwnPayouts } from '#shared/contracts/payouts-runs.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { formatIndiaWeekday } from '../payout-format.ts';
import { ledgerStatusLabel } from '#web/lib/state-labels.ts';

/**
 * The balance by where it stands: payable (paid in the next run), in a payout, paid; what is still in the return
 * window or on its way to the buyer as smaller context; and when the next run pays. `hasMethod` is false when no
 * payout method is saved (the payable balance then waits), undefined while that is not known.
 */
export function PayoutBalance({ own, hasMethod }: { own: OwnPayouts; hasMethod: boolean | undefined }) {
  const { t } = useLingui();
  const titleId = useId();
  const { balance } = own;
  const minimum = formatRupeesShort(own.minimumPaise);
  const payable = balance.payable;
  const payableAmount = formatRupees(payable);
  const pending = ledgerStatusLabel('pending');
  const nextRun = own.nextRunAt ? formatIndiaWeekday(own.nextRunAt) : null;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-bold">
        <Trans>Balance</Trans>
      </h2>
      <StatTiles
        className="sm:grid-cols-3"
        stats={[
          {
            label: ledgerStatusLabel('payable'),
            value: formatRupees(payable),
            hint:
              hasMethod === false
                ? t`Waits for a payout method`
                : payable >= own.minimumPaise
                  ? t`Paid in the next run`
                  : t`Paid once it reaches ${minimum}`,
            className: 'col-span-2 sm:col-span-1',
          },
          {
            label: ledgerStatusLabel('in_payout'),
            value: formatRupees(balance.in_payout),
            hint: t`Sent, waiting for the bank`,
          },
          {
            label: ledgerStatusLabel('paid'),
            value: formatRupees(balance.paid),
            hint: t`Paid out, before tax withheld`,
          },
        ]}
      />
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-text-secondary">
        <div className="flex gap-1.5">
          <dt>
            <Trans>{pending} (return window open)</Trans>
          </dt>
          <dd className="font-semibold text-text tabular-nums">{formatRupees(balance.pending)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{ledgerStatusLabel('awaiting')}</dt>
          <dd className="font-semibold text-text tabular-nums">{formatRupees(balance.awaiting)}</dd>
        </div>
      </dl>
      <p className="flex gap-2 text-sm">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          <span className="font-semibold">
            {nextRun ? <Trans>Next payout: {nextRun}</Trans> : <Trans>Next payout: in Haat’s next run</Trans>}
          </span>
          <span className="text-text-secondary">
            {' '}
            <Trans>— payable balances of {minimum} or more are paid to your payout method.</Trans>
          </span>
        </span>
      </p>
      {hasMethod === false ? (
        <p className="flex gap-2 rounded-xl border border-amber-400/30 bg-amber-400/10 p-3 text-sm text-amber-100">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
          <span>
            {payable > 0 ? (
              <Trans>
                No payout method yet: your payable balance of {payableAmount} waits until you add one under Payout
                method above.
              </Trans>
            ) : (
              <Trans>
                No payout method yet: your payable balance waits until you add one under Payout method above.
              </Trans>
            )}
          </span>
        </p>
      ) : null}
    </section>
  );
}
