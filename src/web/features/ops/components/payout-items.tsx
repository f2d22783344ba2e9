import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useId, useRef, useState } from 'react';
import { formatBps } from '#shared/contracts/commission.ts';
import { formatRupees } from '#shared/money.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { withholdingLabelOf } from '#web/features/payouts/public.ts';
import { payoutStatusBadge } from '../payout-words.ts';
import { useRecordPayoutResult } from '../use-ops-money.ts';
import { RecordResultForm, type RunPayout } from './record-result-form.tsx';

/*
 * A run's payouts, one card each at every width (on a wide screen its parts sit side by side): who and where to,
 * gross, each deduction, net, where it stands with the bank's reference, and the bank's result to record.
 */

const payeeOf = (payout: RunPayout) => payout.payeeName || payout.payeeEmail;

function Amounts({ payout }: { payout: RunPayout }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-y-1.5 text-sm">
      <dt className="text-text-secondary">
        <Trans>Gross</Trans>
      </dt>
      <dd className="pl-3 text-right tabular-nums">{formatRupees(payout.grossPaise)}</dd>
      {payout.deductions.length === 0 ? (
        <>
          <dt className="text-text-secondary">
            <Trans>Tax withheld</Trans>
          </dt>
          <dd className="pl-3 text-right text-text-secondary">
            <Trans>None</Trans>
          </dd>
        </>
      ) : (
        payout.deductions.map((deduction) => {
          const rate = formatBps(deduction.rateBps);
          const base = formatRupees(deduction.basePaise);
          return (
            <Fragment key={`${deduction.section}:${deduction.taxYear}:${deduction.rateBps}`}>
              <dt className="min-w-0 text-text-secondary">
                {i18n._(withholdingLabelOf(deduction.section, deduction.taxYear))}
                <span className="block text-xs">
                  <Trans>
                    {rate} of {base}
                  </Trans>
                </span>
              </dt>
              <dd className="pl-3 text-right tabular-nums">−{formatRupees(deduction.amountPaise)}</dd>
            </Fragment>
          );
        })
      )}
      <dt className="border-t border-border pt-1.5 font-semibold">
        <Trans>Net</Trans>
      </dt>
      <dd className="border-t border-border pt-1.5 pl-3 text-right font-semibold tabular-nums">
        {formatRupees(payout.netPaise)}
      </dd>
    </dl>
  );
}

function PayoutCard({ payout, manual }: { payout: RunPayout; manual: boolean }) {
  const titleId = useId();
  const [recording, setRecording] = useState(false);
  const card = useRef<HTMLElement>(null);
  const actions = useRef<HTMLDivElement>(null);
  const { t, i18n } = useLingui();
  const record = useRecordPayoutResult();
  const badge = payoutStatusBadge[payout.status];
  const payee = payeeOf(payout);
  const destination = payout.destination;
  return (
    <article
      ref={card}
      aria-labelledby={titleId}
      tabIndex={-1}
      className="space-y-3 rounded-xl border border-border bg-background/40 p-3 outline-none focus-visible:outline-2 focus-visible:outline-primary sm:p-4"
    >
      <div className="grid gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)_minmax(0,12rem)] lg:gap-6">
        <div className="min-w-0">
          <h3 id={titleId} className="font-semibold break-words">
            {payee}
          </h3>
          <p className="text-xs break-all text-text-secondary">{payout.payeeEmail}</p>
          <p className="mt-1 text-xs break-all">
            <Trans>To {destination}</Trans>
          </p>
        </div>
        <Amounts payout={payout} />
        <div
          ref={actions}
          className="flex flex-wrap items-start justify-between gap-2 lg:flex-col lg:items-end lg:justify-start"
        >
          <div className="space-y-1 lg:text-right">
            <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
            {payout.utr ? (
              <p className="text-xs break-all">
                <span className="text-text-secondary">
                  {payout.referenceKind === 'settlement' ? t`Settlement` : 'UTR'}{' '}
                </span>
                <span className="font-mono">{payout.utr}</span>
              </p>
            ) : null}
            {payout.failureReason ? <p className="text-xs break-words text-red-200">{payout.failureReason}</p> : null}
          </div>
          {manual && payout.status === 'processing' && !recording ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t`Record UTR for ${payee}`}
              onClick={() => setRecording(true)}
            >
              <Trans>Record UTR</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {recording ? (
        <RecordResultForm
          id={payout.id}
          payee={payee}
          failedHint={t`The payee’s earnings become payable again.`}
          record={record}
          onDone={(recorded) => {
            setRecording(false);
            // Back to the button after a cancel; to the card after a result (the button goes with the reload).
            requestAnimationFrame(() => (recorded ? card.current : actions.current?.querySelector('button'))?.focus());
          }}
        />
      ) : null}
    </article>
  );
}

/** A run's payouts; only a manual run's are settled here (RazorpayX reports its own). */
export function PayoutItems({ items, manual }: { items: RunPayout[]; manual: boolean }) {
  if (items.length === 0)
    return (
      <p className="text-sm text-text-secondary">
        <Trans>Nobody was due: no payee with a payout method had a payable balance at the run’s minimum.</Trans>
      </p>
    );
  return (
    <div className="space-y-3">
      {items.map((payout) => (
        <PayoutCard key={payout.id} payout={payout} manual={manual} />
      ))}
    </div>
  );
}
