import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useNow } from '#web/lib/use-now.ts';
import { taxQueryOptions } from '../api/ops-money.ts';

type Quarter = 1 | 2 | 3 | 4;
const quarters: { value: Quarter; label: string }[] = [
  { value: 1, label: 'Q1 · Apr–Jun' },
  { value: 2, label: 'Q2 · Jul–Sep' },
  { value: 3, label: 'Q3 · Oct–Dec' },
  { value: 4, label: 'Q4 · Jan–Mar' },
];
/** How many financial years back the picker reaches. */
const YEARS_SHOWN = 4;

/** The financial year (by the calendar year it starts in) and quarter of a moment, in India's time. */
export function financialQuarter(at: Date): { year: number; quarter: Quarter } {
  const india = new Date(at.getTime() + 330 * 60_000);
  const month = india.getUTCMonth();
  const year = month >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  return { year, quarter: ((Math.floor((month + 9) / 3) % 4) + 1) as Quarter };
}

const fyLabel = (year: number) => `FY ${year}–${String(year + 1).slice(2)}`;

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
  const current = financialQuarter(now);
  const [year, setYear] = useState(current.year);
  const [quarter, setQuarter] = useState<Quarter>(current.quarter);
  const years = Array.from({ length: YEARS_SHOWN }, (_, index) => current.year - index);
  return (
    <DashboardSection
      title="Tax to deposit"
      description="TDS and GST TCS withheld from payouts, by section, for the returns Haat files."
    >
      <div className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <Field label="Financial year">
          {(control) => (
            <Select {...control} value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {years.map((option) => (
                <option key={option} value={option}>
                  {fyLabel(option)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Quarter">
          {(control) => (
            <Select
              {...control}
              value={quarter}
              onChange={(event) => setQuarter(Number(event.target.value) as Quarter)}
            >
              {quarters.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <TaxTable year={year} quarter={quarter} />
    </DashboardSection>
  );
}
