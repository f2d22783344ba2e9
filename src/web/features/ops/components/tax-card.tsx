import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { financialQuarterOf, type Quarter } from '#shared/financial-year.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { FinancialQuarterFields } from '#web/components/financial-quarter-fields.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { taxQueryOptions } from '../api/ops-money.ts';

/** The first financial year Haat withheld tax in. */
const FIRST_TAX_YEAR = 2024;

function TaxTable({ year, quarter }: { year: number; quarter: Quarter }) {
  const tax = useQuery({ ...taxQueryOptions(year, quarter), placeholderData: keepPreviousData });
  if (tax.isPending)
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading the tax withheld</span>
        <Skeleton className="h-32" />
      </div>
    );
  if (!tax.data)
    return <LoadFailed what="The tax withheld" onRetry={() => void tax.refetch()} retrying={tax.isFetching} />;
  const { from, to, sections } = tax.data;
  const total = sections.reduce((sum, section) => sum + section.amountPaise, 0);
  return (
    <div aria-busy={tax.isPlaceholderData}>
      <table className="w-full max-w-2xl text-left text-sm">
        <caption className="mb-2 text-left text-text-secondary">
          Withheld from payouts made {formatCalendarDate(from)} – {formatCalendarDate(to)}
        </caption>
        <thead className="text-xs text-text-secondary uppercase">
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-3 font-semibold">
              Section
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              On
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              To deposit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {sections.map((section) => (
            <tr key={section.section}>
              <th scope="row" className="py-2.5 pr-3 font-normal">
                {section.label}
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
              Total
            </th>
            <td className="py-2.5 text-right tabular-nums">{formatRupees(total)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The tax withheld from a quarter's payouts, by section: what the operator deposits with the government. */
export function TaxCard() {
  const now = useNow();
  const [chosen, setChosen] = useState(() => financialQuarterOf(now));
  return (
    <DashboardSection
      title="Tax to deposit"
      description="TDS and GST TCS withheld from payouts, by section, for the returns Haat files."
    >
      <div className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <FinancialQuarterFields value={chosen} onChange={setChosen} now={now} firstYear={FIRST_TAX_YEAR} />
      </div>
      <TaxTable year={chosen.year} quarter={chosen.quarter} />
    </DashboardSection>
  );
}
