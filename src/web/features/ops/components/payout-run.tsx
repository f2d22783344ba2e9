import { useQuery } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Download from 'lucide-react/icons/download';
import { Link, useParams } from 'react-router';
import type { PayoutRunDetail } from '#shared/contracts/ops-money.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCount, formatMoment } from '#web/lib/format.ts';
import { bankFileUrl, payoutRunQueryOptions } from '../api/ops-money.ts';
import { providerNames, runStateBadge, startedByText } from '../payout-words.ts';
import { BankResultUpload } from './bank-result-upload.tsx';
import { PayoutItems } from './payout-items.tsx';

function RunFacts({ run }: { run: PayoutRunDetail }) {
  const facts = [
    { label: 'Provider', value: providerNames[run.provider] },
    { label: 'Started by', value: startedByText(run) },
    { label: 'Minimum', value: formatRupees(run.minimumPaise) },
    { label: 'Payouts', value: formatCount(run.payouts) },
    { label: 'Net', value: formatRupees(run.netPaise) },
    { label: 'With the bank', value: formatCount(run.open) },
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
  const waiting = run.items.filter((payout) => payout.status === 'processing').length;
  if (waiting === 0) return null;
  return (
    <DashboardSection
      title="Pay through the bank"
      description="Download the bulk-transfer file, pay it in the bank’s portal, then upload the bank’s result or record each UTR below."
    >
      <div className="grid gap-5 md:grid-cols-2">
        <div className="space-y-2">
          <a
            href={bankFileUrl(run.id)}
            download
            className={buttonVariants({ variant: 'primary', className: 'w-full sm:w-auto' })}
          >
            <Download className="size-4" aria-hidden /> Download bank file
          </a>
          <p className="text-xs text-text-secondary">
            {formatCount(waiting)} {waiting === 1 ? 'payout' : 'payouts'} with full account details. Each download is in
            the audit log.
          </p>
        </div>
        <BankResultUpload runId={run.id} />
      </div>
    </DashboardSection>
  );
}

function RunBody({ run }: { run: PayoutRunDetail }) {
  const badge = runStateBadge(run);
  return (
    <>
      <DashboardSection
        title={`Payout run of ${formatMoment(run.createdAt)}`}
        action={<Badge tone={badge.tone}>{badge.label}</Badge>}
      >
        <RunFacts run={run} />
      </DashboardSection>
      {run.provider === 'manual' ? <BankSteps run={run} /> : null}
      <DashboardSection title="Payouts" description="Gross earnings, the tax withheld from each, and what is sent.">
        <PayoutItems items={run.items} manual={run.provider === 'manual'} />
      </DashboardSection>
    </>
  );
}

/** /ops/payouts/:runId: one run, its payouts, the bank file and the results to record. */
export function PayoutRun() {
  const { runId = '' } = useParams();
  const run = useQuery(payoutRunQueryOptions(runId));
  const missing = run.error instanceof ApiError && (run.error.status === 404 || run.error.status === 422);
  return (
    <div className="space-y-4">
      <Link
        to="/ops/payouts"
        className="inline-flex items-center gap-1 rounded-button text-sm font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <ArrowLeft className="size-4" aria-hidden /> All payout runs
      </Link>
      {run.data ? (
        // A reload that fails after an action keeps the run on screen: it is still what was last known.
        <RunBody run={run.data} />
      ) : run.isPending ? (
        <div role="status" aria-live="polite" className="space-y-4">
          <span className="sr-only">Loading the payout run</span>
          <Skeleton className="h-32" />
          <Skeleton className="h-64" />
        </div>
      ) : missing ? (
        <DashboardSection title="No such payout run">
          <p className="text-sm text-text-secondary">The link may be mistyped. Every run is listed under Payouts.</p>
        </DashboardSection>
      ) : (
        <LoadFailed what="The payout run" onRetry={() => void run.refetch()} retrying={run.isFetching} />
      )}
    </div>
  );
}
