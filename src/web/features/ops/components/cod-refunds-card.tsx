import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { useId, useRef, useState } from 'react';
import type { OpsCodRefund, OpsCodRefunds } from '#shared/contracts/payments-cod.ts';
import { formatRupees } from '#shared/money.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge, type BadgeTone } from '#web/components/ui/badge.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatMoment } from '#web/lib/format.ts';
import { codRefundsBankFileUrl, codRefundsQueryOptions } from '../api/ops-cod.ts';
import { useRecordCodRefundResult, useSendCodRefundsToBank } from '../use-ops-cod.ts';
import { RecordResultForm } from './record-result-form.tsx';

/** Where a COD refund stands, as the operator reads it. */
const stateBadge: Record<OpsCodRefund['state'], { label: MessageDescriptor; tone: BadgeTone }> = {
  awaiting_upi: { label: msg`Waiting for the buyer’s UPI ID`, tone: 'neutral' },
  queued: { label: msg`Ready to pay`, tone: 'info' },
  processing: { label: msg`With RazorpayX`, tone: 'warning' },
  with_bank: { label: msg`With the bank`, tone: 'warning' },
  paid: { label: msg`Paid`, tone: 'success' },
  failed: { label: msg`Failed`, tone: 'danger' },
};

function RefundItem({ refund, bankFile }: { refund: OpsCodRefund; bankFile: boolean }) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const record = useRecordCodRefundResult();
  const [recording, setRecording] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const badge = stateBadge[refund.state];
  const amount = formatRupees(refund.amountPaise);
  const order = refund.orderNumber;
  return (
    <li ref={item} tabIndex={-1} aria-labelledby={titleId} className="space-y-3 py-3 outline-none">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0 space-y-0.5">
          <p id={titleId} className="font-semibold">
            <span className="tabular-nums">{amount}</span> · <span className="font-mono text-sm">{order}</span>
          </p>
          <p className="text-xs text-text-secondary">
            {refund.upiIdMasked ? <span className="font-mono">{refund.upiIdMasked}</span> : null}
            {refund.upiIdMasked ? ' · ' : null}
            <Trans>owed since {formatMoment(refund.createdAt)}</Trans>
          </p>
          {refund.utr ? (
            <p className="text-xs break-all">
              <span className="text-text-secondary">UTR </span>
              <span className="font-mono">{refund.utr}</span>
            </p>
          ) : null}
          {refund.state === 'failed' && refund.failure ? (
            <p className="text-xs break-words text-red-200">{refund.failure}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>
          {bankFile && refund.state === 'with_bank' && !recording ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t`Record UTR for the refund of order ${order}`}
              onClick={() => setRecording(true)}
            >
              <Trans>Record UTR</Trans>
            </Button>
          ) : null}
        </div>
      </div>
      {recording ? (
        <RecordResultForm
          id={refund.id}
          payee={t`the refund of order ${order}`}
          failedHint={t`The buyer is asked for another UPI ID on their order page.`}
          record={record}
          onDone={(recorded) => {
            setRecording(false);
            requestAnimationFrame(() => (recorded ? item.current : item.current?.querySelector('button'))?.focus());
          }}
        />
      ) : null}
    </li>
  );
}

/** Without a payout provider: the refunds ready to pay go into the bank file, which is then downloaded and paid. */
function BankSteps({ refunds }: { refunds: OpsCodRefund[] }) {
  const { t } = useLingui();
  const send = useSendCodRefundsToBank();
  const ready = refunds.filter((refund) => refund.state === 'queued').length;
  const withBank = refunds.filter((refund) => refund.state === 'with_bank').length;
  if (ready === 0 && withBank === 0) return null;
  return (
    <div className="mt-4 flex flex-wrap items-start gap-x-5 gap-y-3 rounded-button border border-border p-3">
      {ready > 0 ? (
        <div className="space-y-1">
          <Button size="sm" disabled={send.isPending} onClick={() => send.mutate()}>
            {send.isPending
              ? t`Adding…`
              : t`Add ${plural(ready, { one: '# refund', other: '# refunds' })} to the bank file`}
          </Button>
          {send.error ? <p className="text-xs text-red-200">{send.error.message}</p> : null}
        </div>
      ) : null}
      {withBank > 0 ? (
        <div className="space-y-1">
          <a href={codRefundsBankFileUrl()} download className={buttonVariants({ variant: 'primary', size: 'sm' })}>
            <Download className="size-4" aria-hidden /> <Trans>Download bank file</Trans>
          </a>
          <p className="text-xs text-text-secondary">
            {t`${plural(withBank, { one: '# refund', other: '# refunds' })} with full UPI IDs. Each download is in the audit log.`}
          </p>
        </div>
      ) : null}
    </div>
  );
}

function Refunds({ data }: { data: OpsCodRefunds }) {
  const bankFile = data.paidBy === 'bank_file';
  if (data.items.length === 0)
    return (
      <p className="mt-3 text-sm text-text-secondary">
        <Trans>No buyer is owed a refund for a cash-on-delivery return.</Trans>
      </p>
    );
  return (
    <>
      {bankFile ? <BankSteps refunds={data.items} /> : null}
      <ul className="mt-2 divide-y divide-border">
        {data.items.map((refund) => (
          <RefundItem key={refund.id} refund={refund} bankFile={bankFile} />
        ))}
      </ul>
    </>
  );
}

/** Refunds of cash-on-delivery returns, paid to the buyers' UPI IDs (decision 071). */
export function CodRefundsCard() {
  const { t } = useLingui();
  const refunds = useQuery(codRefundsQueryOptions);
  return (
    <section aria-labelledby="cod-refunds" className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <h3 id="cod-refunds" className="font-bold">
        <Trans>Refunds of cash-on-delivery returns</Trans>
      </h3>
      {refunds.data ? (
        <p className="mt-1 text-sm text-text-secondary">
          {refunds.data.paidBy === 'razorpayx' ? (
            <Trans>Paid through RazorpayX to the UPI ID each buyer gives on their order page.</Trans>
          ) : (
            <Trans>
              No payout provider is set up: add the refunds ready to pay to the bank file, pay it in the bank’s portal,
              then record each UTR. The buyer is mailed it.
            </Trans>
          )}
        </p>
      ) : null}
      {refunds.data ? (
        <Refunds data={refunds.data} />
      ) : refunds.isPending ? (
        <Skeleton className="mt-3 h-24" />
      ) : (
        <LoadFailed what={t`The refunds`} onRetry={() => void refunds.refetch()} retrying={refunds.isFetching} />
      )}
    </section>
  );
}
