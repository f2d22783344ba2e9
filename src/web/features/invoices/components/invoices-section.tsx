import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Gstr1Table } from '#shared/contracts/invoices.ts';
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

/** GSTR-1's other tables (B2CS is the supplies report itself). */
const GSTR1_TABLES: { table: Gstr1Table; label: MessageDescriptor }[] = [
  { table: 'b2cl', label: msg`B2C large invoices (CSV)` },
  { table: 'hsn', label: msg`HSN summary, table 12 (CSV)` },
  { table: 'docs', label: msg`Documents issued, table 13 (CSV)` },
  { table: 'eco', label: msg`Supplies through Haat, table 14 (CSV)` },
];

/** The seller's Invoices tab: a month's GST documents, each as a PDF, and the month's GSTR-1 tables. */
export function InvoicesSection() {
  const { t, i18n } = useLingui();
  const link = cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto');
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
        description={t`${monthName}’s GSTR-1, table by table, every supply tagged with Haat’s GSTIN as the e-commerce operator, net of credit notes: import each CSV into the GST offline tool.`}
      >
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <a href={suppliesReportUrl(month)} download className={link}>
            <Download className="size-4" aria-hidden /> <Trans>Download supplies report (CSV)</Trans>
          </a>
          {GSTR1_TABLES.map(({ table, label }) => (
            <a key={table} href={suppliesReportUrl(month, table)} download className={link}>
              <Download className="size-4" aria-hidden /> {i18n._(label)}
            </a>
          ))}
        </div>
      </DashboardSection>
    </div>
  );
}
