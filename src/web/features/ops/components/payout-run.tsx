import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Download from 'lucide-react/icons/download';
import { Link, useParams } from 'react-router';
import type { PayoutRunDetail } from '#shared/contracts/payouts-ops.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCount, formatMoment } from '#web/lib/format.ts';
import { bankFileUrl, payoutRunQueryOptions } from '../api/ops-money.ts';
import { providerName, runStateBadge, startedByText } from '../payout-words.ts';
import { BankResultUpload } from './bank-result-upload.tsx';
import { PayoutItems } from './payout-items.tsx';

function RunFacts({ run }: { run: PayoutRunDetail }) {
  const { t, i18n } = useLingui();
  const facts = [
    { label: t`Provider`, value: providerName(i18n, run.provider) },
    { label: t`Started by`, value: startedByText(i18n, run) },
    { label: t`Minimum`, value: formatRupees(run.minimumPaise) },
    { label: t`Payouts`, value: formatCount(run.payouts) },
    { label: t`Net`, value: formatRupees(run.netPaise) },
    { label: t`With the bank`, value: formatCount(run.open) },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
      {facts.map((fact) => (
        <div key={fact.label} className="min-w-0">
          <dt className="text-xs font-semibold tracking-wide text-text-secondary uppercase">{fact.label}</dt>
          <dd className="mt-0.5 font-semibold break-words tabular-nums">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A manual run's bank side: the bulk-transfer file to pay, then the bank's result to upload. */
function BankSteps({ run }: { run: PayoutRunDetail }) {
  const { t } = useLingui();
  const waiting = run.items.filter((payout) => payout.status === 'processing').length;
  if (waiting === 0) return null;
  return (
    <DashboardSection
      title={t`Pay through the bank`}
      description={t`Download the bulk-transfer file, pay it in the bank’s portal, then upload the bank’s result or record each UTR below.`}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-2">
          <a
            href={bankFileUrl(run.id)}
            download
            className={buttonVariants({ variant: 'primary', className: 'w-full sm:w-auto' })}
          >
            <Download className="size-4" aria-hidden /> <Trans>Download bank file</Trans>
          </a>
          <p className="text-xs text-text-secondary">
            {t`${plural(waiting, { one: '# payout', other: '# payouts' })} with full account details. Each download is in the audit log.`}
          </p>
        </div>
        <BankResultUpload runId={run.id} />
      </div>
    </DashboardSection>
  );
}

function RunBody({ run }: { run: PayoutRunDetail }) {
  const { t, i18n } = useLingui();
  const badge = runStateBadge(run);
  const moment = formatMoment(run.createdAt);
  return (
    <>
      <DashboardSection
        title={t`Payout run of ${moment}`}
        action={<Badge tone={badge.tone}>{i18n._(badge.label)}</Badge>}
      >
        <RunFacts run={run} />
      </DashboardSection>
      {run.provider === 'manual' ? <BankSteps run={run} /> : null}
      <DashboardSection
        title={t`Payouts`}
        description={t`Gross earnings, the tax withheld from each, and what is sent.`}
      >
        <PayoutItems items={run.items} manual={run.provider === 'manual'} />
      </DashboardSection>
    </>
  );
}

/** /ops/payouts/:runId: one run, its payouts, the bank file and the results to record. */
export function PayoutRun() {
  const { t } = useLingui();
  const { runId = '' } = useParams();
  const run = useQuery(payoutRunQueryOptions(runId));
  const missing = run.error instanceof ApiError && (run.error.status === 404 || run.error.status === 422);
  return (
    <div className="space-y-4">
      <Link
        to="/ops/payouts"
        className="inline-flex items-center gap-1 rounded-button text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <ArrowLeft className="size-4" aria-hidden /> <Trans>All payout runs</Trans>
      </Link>
      {run.data ? (
        // A reload that fails after an action keeps the run on screen: it is still what was last known.
        <RunBody run={run.data} />
      ) : run.isPending ? (
        <div role="status" aria-live="polite" className="space-y-4">
          <span className="sr-only">
            <Trans>Loading the payout run</Trans>
          </span>
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : missing ? (
        <DashboardSection title={t`No such payout run`}>
          <p className="text-sm text-text-secondary">
            <Trans>The link may be mistyped. Every run is listed under Payouts.</Trans>
          </p>
        </DashboardSection>
      ) : (
        <LoadFailed what={t`The payout run`} onRetry={() => void run.refetch()} retrying={run.isFetching} />
      )}
    </div>
  );
}
