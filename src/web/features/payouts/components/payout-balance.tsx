import CalendarClock from 'lucide-react/icons/calendar-clock';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { useId } from 'react';
import { LEDGER_STATUS_LABELS } from '#shared/contracts/ledger.ts';
import type { OwnPayouts } from '#shared/contracts/payout-runs.ts';
import { formatRupees, formatRupeesShort } from '#shared/money.ts';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { formatIndiaWeekday } from '../payout-format.ts';

function payableHint(payable: number, minimumPaise: number, hasMethod: boolean | undefined): string {
  if (hasMethod === false) return 'Waits for a payout method';
  return payable >= minimumPaise ? 'Paid in the next run' : `Paid once it reaches ${formatRupeesShort(minimumPaise)}`;
}

/**
 * The balance by where it stands: payable (paid in the next run), in a payout, paid; what is still in the return
 * window or on its way to the buyer as smaller context; and when the next run pays. `hasMethod` is false when no
 * payout method is saved (the payable balance then waits), undefined while that is not known.
 */
export function PayoutBalance({ own, hasMethod }: { own: OwnPayouts; hasMethod: boolean | undefined }) {
  const titleId = useId();
  const { balance } = own;
  const minimum = formatRupeesShort(own.minimumPaise);
  const payable = balance.payable;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <h2 id={titleId} className="text-lg font-bold">
        Balance
      </h2>
      <StatTiles
        className="sm:grid-cols-3"
        stats={[
          {
            label: LEDGER_STATUS_LABELS.payable,
            value: formatRupees(payable),
            hint: payableHint(payable, own.minimumPaise, hasMethod),
            className: 'col-span-2 sm:col-span-1',
          },
          {
            label: LEDGER_STATUS_LABELS.in_payout,
            value: formatRupees(balance.in_payout),
            hint: 'Sent, waiting for the bank',
          },
          {
            label: LEDGER_STATUS_LABELS.paid,
            value: formatRupees(balance.paid),
            hint: 'Paid out, before tax withheld',
          },
        ]}
      />
      <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-text-secondary">
        <div className="flex gap-1.5">
          <dt>{LEDGER_STATUS_LABELS.pending} (return window open)</dt>
          <dd className="font-semibold text-text tabular-nums">{formatRupees(balance.pending)}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt>{LEDGER_STATUS_LABELS.awaiting}</dt>
          <dd className="font-semibold text-text tabular-nums">{formatRupees(balance.awaiting)}</dd>
        </div>
      </dl>
      <p className="flex gap-2 text-sm">
        <CalendarClock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <span>
          <span className="font-semibold">
            {own.nextRunAt ? `Next payout: ${formatIndiaWeekday(own.nextRunAt)}` : 'Next payout: in Haat’s next run'}
          </span>
          <span className="text-text-secondary">
            {' '}
            — payable balances of {minimum} or more are paid to your payout method.
          </span>
        </span>
      </p>
      {hasMethod === false ? (
        <p className="flex gap-2 rounded-xl border border-amber-400/30 bg-amber-400/10 p-3 text-sm text-amber-100">
          <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
          <span>
            No payout method yet: your payable balance{payable > 0 ? ` of ${formatRupees(payable)}` : ''} waits until
            you add one under Payout method above.
          </span>
        </p>
      ) : null}
    </section>
  );
}
