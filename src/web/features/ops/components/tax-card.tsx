import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { financialQuarterOf, financialYearLabel, type Quarter } from '#shared/financial-year.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { FinancialQuarterFields } from '#web/components/financial-quarter-fields.tsx';
import { formatMonth, indiaMonth, MonthField } from '#web/components/month-field.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { withholdingLabelOf } from '#web/features/payouts/public.ts';
import { cn } from '#web/lib/cn.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { taxQueryOptions, tcsReportUrl, tcsStatesQueryOptions, tdsReturnUrl } from '../api/ops-money.ts';
import { TdsDeposits } from './tds-deposits.tsx';

/** The first financial year Haat withheld tax in. */
const FIRST_TAX_YEAR = 2024;

function TaxTable({ year, quarter, now }: { year: number; quarter: Quarter; now: Date }) {
  const { t, i18n } = useLingui();
  const tax = useQuery({ ...taxQueryOptions(year, quarter), placeholderData: keepPreviousData });
  if (tax.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">
          <Trans>Loading the tax withheld</Trans>
        </span>
        <Skeleton className="h-32" />
      </div>
    );
  if (!tax.data)
    return <LoadFailed what={t`The tax withheld`} onRetry={() => void tax.refetch()} retrying={tax.isFetching} />;
  const { from, to, sections } = tax.data;
  const total = sections.reduce((sum, section) => sum + section.amountPaise, 0);
  const fromDate = formatCalendarDate(from);
  const toDate = formatCalendarDate(to);
  return (
    <div aria-busy={tax.isPlaceholderData}>
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="mb-2 text-left text-text-secondary">
          <Trans>
            Deducted {fromDate} – {toDate}, each on the day its earnings were credited (or paid, if earlier)
          </Trans>
        </caption>
        <thead className="text-xs text-text-secondary uppercase">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Section</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              <Trans>On</Trans>
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              <Trans>To deposit</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {sections.map((section) => (
            <tr key={`${section.section}:${section.taxYear}`}>
              <th scope="row" className="py-2.5 pr-3 font-normal">
                {i18n._(withholdingLabelOf(section.section, section.taxYear))}
                {section.taxYear === year ? null : (
                  <span className="block text-xs text-text-secondary">{financialYearLabel(section.taxYear)}</span>
                )}
              </th>
              <td className="py-2.5 pr-3 text-right text-text-secondary tabular-nums">
                {formatRupees(section.basePaise)}
              </td>
              <td className="py-2.5 text-right tabular-nums">{formatRupees(section.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t border-border font-bold">
            <th scope="row" className="py-2.5 pr-3" colSpan={2}>
              <Trans>Total</Trans>
            </th>
            <td className="py-2.5 text-right tabular-nums">{formatRupees(total)}</td>
          </tr>
        </tfoot>
      </table>
      <TdsDeposits tax={tax.data} year={year} now={now} />
    </div>
  );
}

/** The month's GSTR-8, one per state whose registered sellers supplied through Haat: CSV and the portal's JSON. */
function TcsStates({ month }: { month: string }) {
  const { t } = useLingui();
  const states = useQuery({ ...tcsStatesQueryOptions(month), placeholderData: keepPreviousData });
  const monthName = formatMonth(month);
  if (states.isPending) return <Skeleton className="mt-3 h-16" />;
  if (!states.data)
    return <LoadFailed what={t`The states`} onRetry={() => void states.refetch()} retrying={states.isFetching} />;
  if (states.data.items.length === 0)
    return (
      <p className="mt-3 text-sm text-text-secondary">
        <Trans>No registered seller supplied through Haat in {monthName}: there is nothing to report.</Trans>
      </p>
    );
  const link = cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'w-full sm:w-auto');
  return (
    <ul className="mt-3 divide-y divide-border" aria-busy={states.isPlaceholderData}>
      {states.data.items.map((state) => {
        const name = state.name;
        return (
          <li key={state.code} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
            <span className="text-sm font-semibold">
              {name} ({state.code})
            </span>
            <span className="flex w-full gap-2 sm:w-auto">
              <a
                href={tcsReportUrl(month, state.code, 'csv')}
                download
                // The name starts with the words on the button, so a voice-control user can say what they see.
                aria-label={t`Download CSV: GSTR-8 (TCS) for ${name}, ${monthName}`}
                className={link}
              >
                <Download className="size-4" aria-hidden /> <Trans>Download CSV</Trans>
              </a>
              <a
                href={tcsReportUrl(month, state.code, 'json')}
                download
                aria-label={t`JSON: GSTR-8 (TCS) for ${name}, ${monthName}, for the GST portal`}
                className={link}
              >
                <Download className="size-4" aria-hidden /> <Trans>JSON</Trans>
              </a>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** A month's GST TCS returns (GSTR-8) to download, one per state: this month in India at first, or one before it. */
function TcsReport({ now }: { now: Date }) {
  const [month, setMonth] = useState(() => indiaMonth(now));
  return (
    <div className="mt-6 border-t border-border pt-4">
      <h3 className="text-sm font-bold">
        <Trans>GST TCS report (GSTR-8)</Trans>
      </h3>
      <p className="mt-0.5 text-sm text-text-secondary">
        <Trans>
          One return per state Haat collects TCS in: each seller registered there, their supplies, returns, net value
          and the TCS on it (IGST, or CGST and SGST), for a month.
        </Trans>
      </p>
      <div className="mt-3 sm:max-w-xs">
        <MonthField value={month} onChange={setMonth} now={now} />
      </div>
      <TcsStates month={month} />
    </div>
  );
}

/** The tax withheld from a quarter's payouts, by section: what the operator deposits with the government. */
export function TaxCard() {
  const { t } = useLingui();
  const now = useNow();
  const [chosen, setChosen] = useState(() => financialQuarterOf(now));
  return (
    <DashboardSection
      title={t`Tax to deposit`}
      description={t`TDS and GST TCS withheld from payouts, by section, for the returns Haat files.`}
    >
      <div className="mb-4 grid gap-3 sm:grid-cols-[auto_auto] sm:justify-start">
        <FinancialQuarterFields value={chosen} onChange={setChosen} now={now} firstYear={FIRST_TAX_YEAR} />
      </div>
      <TaxTable year={chosen.year} quarter={chosen.quarter} now={now} />
      <a
        href={tdsReturnUrl(chosen.year, chosen.quarter)}
        download
        className={cn(buttonVariants({ variant: 'secondary', size: 'sm' }), 'mt-4 w-full sm:w-auto')}
      >
        <Download className="size-4" aria-hidden /> <Trans>TDS return data (CSV)</Trans>
      </a>
      <TcsReport now={now} />
    </DashboardSection>
  );
}
