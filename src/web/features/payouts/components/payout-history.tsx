import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleX from 'lucide-react/icons/circle-x';
import Hourglass from 'lucide-react/icons/hourglass';
import Send from 'lucide-react/icons/send';
import { type ReactNode, useState } from 'react';
import { formatBps } from '#shared/contracts/commission.ts';
import type { OwnPayout, Payout, PayoutStatus } from '#shared/contracts/payouts-runs.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatIndiaDay, formatWithheld } from '../payout-format.ts';
import { withholdingLabelOf } from '../payout-texts.ts';
import { NotWithheldNotes } from './not-withheld-notes.tsx';

/** The most payouts shown before "Show all". */
const FIRST_PAYOUTS = 10;

const icons: Record<PayoutStatus, { icon: typeof Send; className: string }> = {
  pending: { icon: Hourglass, className: 'bg-muted text-text-secondary' },
  processing: { icon: Send, className: 'bg-sky-400/15 text-sky-200' },
  paid: { icon: CircleCheck, className: 'bg-emerald-400/15 text-emerald-200' },
  failed: { icon: CircleX, className: 'bg-red-400/15 text-red-200' },
};

/** What happened to the payout, in one sentence: a paid one with its amount, date and the bank's reference. */
export function payoutHeadline(payout: Payout, i18n: I18n): string {
  const net = formatRupees(payout.netPaise);
  switch (payout.status) {
    case 'paid': {
      const date = formatIndiaDay(payout.settledAt ?? payout.createdAt);
      const utr = payout.utr ?? '—';
      // A route payout (decision 069): the payment gateway settles it to the bank under its settlement id.
      if (payout.referenceKind === 'settlement') return i18n._(msg`Paid ${net} on ${date}, settlement ${utr}`);
      return i18n._(msg`Paid ${net} on ${date}, UTR ${utr}`);
    }
    case 'processing': {
      const date = formatIndiaDay(payout.createdAt);
      return i18n._(msg`On its way: ${net} sent on ${date}, waiting for the bank`);
    }
    case 'pending':
      return i18n._(msg`Being prepared`);
    case 'failed': {
      // The bank's reason, as the server passes it on.
      const reason = payout.failureReason?.trim().replace(/\.+$/, '');
      return reason
        ? i18n._(msg`Failed: ${reason}. The amount is payable again.`)
        : i18n._(msg`Failed. The amount is payable again.`);
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

/** The base a tax was withheld from, and its rate. */
function DeductionBase({ rate, base }: { rate: string; base: string }) {
  return (
    <span className="text-text-secondary">
      <Trans>
        ({rate} of {base})
      </Trans>
    </span>
  );
}

/**
 * Gross, each tax withheld with its base and rate, and what reached (or is to reach) the bank; then why a rule
 * covering its earnings withheld nothing.
 */
function Breakdown({ payout }: { payout: OwnPayout }) {
  const { i18n } = useLingui();
  return (
    <div className="rounded-lg bg-muted/60 p-3">
      <dl className="space-y-1.5 text-sm">
        <Row label={<Trans>Gross</Trans>} amount={formatRupees(payout.grossPaise)} />
        {payout.deductions.length === 0 ? (
          <Row label={<Trans>No tax withheld</Trans>} amount={formatRupees(0)} className="text-text-secondary" />
        ) : (
          payout.deductions.map((deduction) => (
            <Row
              key={`${deduction.section}:${deduction.taxYear}:${deduction.rateBps}`}
              label={
                <>
                  {i18n._(withholdingLabelOf(deduction.section, deduction.taxYear))}{' '}
                  <DeductionBase rate={formatBps(deduction.rateBps)} base={formatRupees(deduction.basePaise)} />
                </>
              }
              amount={formatWithheld(deduction.amountPaise)}
            />
          ))
        )}
        <Row
          label={payout.status === 'paid' ? <Trans>Net paid</Trans> : <Trans>Net payout</Trans>}
          amount={formatRupees(payout.netPaise)}
          className="border-t border-border pt-1.5 font-semibold"
        />
      </dl>
      <NotWithheldNotes notes={payout.notWithheld} />
    </div>
  );
}

function PayoutCard({ payout }: { payout: OwnPayout }) {
  const { i18n } = useLingui();
  const { icon: Icon, className } = icons[payout.status];
  const runDay = formatIndiaDay(payout.createdAt);
  const destination = payout.destination;
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-background/40 p-3 sm:p-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-6">
      <div className="flex min-w-0 gap-3">
        <span className={cn('grid size-9 shrink-0 place-items-center rounded-full', className)}>
          <Icon className="size-4" aria-hidden />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="font-semibold [overflow-wrap:anywhere]">{payoutHeadline(payout, i18n)}</p>
          <p className="text-sm text-text-secondary [overflow-wrap:anywhere]">
            <Trans>
              To <span className="font-medium text-text">{destination}</span>
            </Trans>
          </p>
          <p className="text-xs text-text-secondary">
            <Trans>Run of {runDay}</Trans>
          </p>
        </div>
      </div>
      <Breakdown payout={payout} />
    </li>
  );
}

/** Every payout, newest first, each with its breakdown; ten at first. */
export function PayoutHistory({ payouts }: { payouts: OwnPayout[] }) {
  const { t } = useLingui();
  const [showAll, setShowAll] = useState(false);
  if (payouts.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-border p-6 text-center">
        <p className="font-semibold">
          <Trans>No payouts yet</Trans>
        </p>
        <p className="mt-1 text-sm text-text-secondary">
          <Trans>
            Earnings become payable when an order’s return window closes; each weekly run then pays your payable balance
            to your payout method, with any tax withheld shown here.
          </Trans>
        </p>
      </div>
    );
  }
  const shown = showAll ? payouts : payouts.slice(0, FIRST_PAYOUTS);
  const count = payouts.length;
  return (
    <>
      <ul aria-label={t`Payouts`} className="space-y-3">
        {shown.map((payout) => (
          <PayoutCard key={payout.id} payout={payout} />
        ))}
      </ul>
      {payouts.length > shown.length ? (
        <Button variant="secondary" size="sm" className="mt-4" onClick={() => setShowAll(true)}>
          <Trans>Show all {count} payouts</Trans>
        </Button>
      ) : null}
    </>
  );
}
