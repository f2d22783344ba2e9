import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { formatMonth, indiaMonth, MonthField } from '#web/components/month-field.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { useNow } from '#web/lib/use-now.ts';
import { sellerInvoicesQueryOptions, suppliesReportUrl } from '../api/invoices.ts';
import { InvoiceList } from './invoice-list.tsx';

function MonthInvoices({ month }: { month: string }) {
  const { t } = useLingui();
  const list = useQuery({ ...sellerInvoicesQueryOptions(month), placeholderData: keepPreviousData });
  if (list.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">
          <Trans>Loading your invoices</Trans>
        </span>
        <Skeleton className="h-40" />
      </div>
    );
  if (!list.data)
    return <LoadFailed what={t`Your invoices`} onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  return (
    <div aria-busy={list.isPlaceholderData}>
      <InvoiceList invoices={list.data.items} monthLabel={formatMonth(month)} />
    </div>
  );
}

/** The seller's Invoices tab: a month's GST documents, each as a PDF, and the month's supplies report. */
export function InvoicesSection() {
  const { t } = useLingui();
  const now = useNow();
  const [month, setMonth] = useState(() => indiaMonth(now));
  const monthName = formatMonth(month);
  return (
    <div className="space-y-6">
      <DashboardSection
        title={t`Invoices`}
        description={t`Tax invoices, bills of supply and credit notes issued in your name through Haat.`}
      >
        <MonthField value={month} onChange={setMonth} now={now} className="mb-4 sm:max-w-xs" />
        <MonthInvoices month={month} />
      </DashboardSection>
      <DashboardSection
        title={t`Supplies report`}
        description={t`${monthName}’s sales to consumers by place of supply and rate, net of credit notes: the B2C summary for your GSTR-1.`}
      >
        <a
          href={suppliesReportUrl(month)}
          download
          className={cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto')}
        >
          <Download className="size-4" aria-hidden /> <Trans>Download supplies report (CSV)</Trans>
        </a>
      </DashboardSection>
    </div>
  );
}
