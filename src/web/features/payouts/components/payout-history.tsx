import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Hourglass from 'lucide-react/icons/hourglass';
import Send from 'lucide-react/icons/send';
import { type ReactNode, useState } from 'react';
import { formatBps } from '#shared/contracts/commission.ts';
import type { Payout, PayoutStatus } from '#shared/contracts/payout-runs.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatIndiaDay, formatWithheld } from '../payout-format.ts';

/** The most payouts shown before "Show all". */
const FIRST_PAYOUTS = 10;

const icons: Record<PayoutStatus, { icon: typeof Send; className: string }> = {
  pending: { icon: Hourglass, className: 'bg-muted text-text-secondary' },
  processing: { icon: Send, className: 'bg-sky-400/15 text-sky-200' },
  paid: { icon: CircleCheck, className: 'bg-emerald-400/15 text-emerald-200' },
  failed: { icon: CircleX, className: 'bg-red-400/15 text-red-200' },
};

/** What happened to the payout, in one sentence: a paid one with its amount, date and the bank's reference. */
export function payoutHeadline(payout: Payout): string {
  const net = formatRupees(payout.netPaise);
  switch (payout.status) {
    case 'paid':
      return `Paid ${net} on ${formatIndiaDay(payout.settledAt ?? payout.createdAt)}, UTR ${payout.utr ?? '—'}`;
    case 'processing':
      return `On its way: ${net} sent on ${formatIndiaDay(payout.createdAt)}, waiting for the bank`;
    case 'pending':
      return 'Being prepared';
    case 'failed': {
      const reason = payout.failureReason?.trim().replace(/\.+$/, '');
      return `${reason ? `Failed: ${reason}.` : 'Failed.'} The amount is payable again.`;
    }
  }
}

function Row({ label, amount, className }: { label: ReactNode; amount: string; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt className="min-w-0">{label}</dt>{' '}
      <dd className="shrink-0 text-right whitespace-nowrap tabular-nums">{amount}</dd>
    </div>
  );
}

/** Gross, each tax withheld with its base and rate, and what reached (or is to reach) the bank. */
function Breakdown({ payout }: { payout: Payout }) {
  return (
    <dl className="space-y-1.5 rounded-lg bg-muted/60 p-3 text-sm">
      <Row label="Gross" amount={formatRupees(payout.grossPaise)} />
      {payout.deductions.length === 0 ? (
        <Row label="No tax withheld" amount={formatRupees(0)} className="text-text-secondary" />
      ) : (
        payout.deductions.map((deduction) => (
          <Row
            key={deduction.section}
            label={
              <>
                {deduction.label}{' '}
                <span className="text-text-secondary">
                  ({formatBps(deduction.rateBps)} of {formatRupees(deduction.basePaise)})
                </span>
              </>
            }
            amount={formatWithheld(deduction.amountPaise)}
          />
        ))
      )}
      <Row
        label={payout.status === 'paid' ? 'Net paid' : 'Net payout'}
        amount={formatRupees(payout.netPaise)}
        className="border-t border-border pt-1.5 font-semibold"
      />
    </dl>
  );
}

function PayoutCard({ payout }: { payout: Payout }) {
  const { icon: Icon, className } = icons[payout.status];
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-background/40 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6">
      <div className="flex min-w-0 gap-3">
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-full', className)}>
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="font-semibold [overflow-wrap:anywhere]">{payoutHeadline(payout)}</p>
          <p className="text-sm text-text-secondary [overflow-wrap:anywhere]">
            To <span className="font-medium text-text">{payout.destination}</span>
          </p>
          <p className="text-xs text-text-secondary">Run of {formatIndiaDay(payout.createdAt)}</p>
        </div>
      </div>
      <Breakdown payout={payout} />
    </li>
  );
}

/** Every payout, newest first, each with its breakdown; ten at first. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  const [showAll, setShowAll] = useState(false);
  if (payouts.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-6 text-center">
        <p className="font-semibold">No payouts yet</p>
        <p className="mt-1 text-sm text-text-secondary">
          Earnings become payable when an order’s return window closes; each weekly run then pays your payable balance
          to your payout method, with any tax withheld shown here.
        </p>
      </div>
    );
  }
  const shown = showAll ? payouts : payouts.slice(0, FIRST_PAYOUTS);
  return (
    <>
      <ul aria-label="Payouts" className="space-y-3">
        {shown.map((payout) => (
          <PayoutCard key={payout.id} payout={payout} />
        ))}
      </ul>
      {payouts.length > shown.length ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setShowAll(true)}>
          Show all {payouts.length} payouts
        </Button>
      ) : null}
    </>
  );
}
