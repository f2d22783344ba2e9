import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';
import { useNow } from '#web/lib/use-now.ts';
import { statementUrl } from '../api/payouts.ts';
import {
  FIRST_STATEMENT_YEAR,
  financialQuarterOf,
  financialYearLabel,
  QUARTER_LABELS,
  type Quarter,
} from '../payout-format.ts';

const quarters = [1, 2, 3, 4] as const;

/**
 * A quarter's payouts and the tax withheld from each, as a CSV the browser downloads: the financial year (this one
 * back to FY 2024-25) and the quarter, this quarter in India at first; quarters still to come cannot be chosen.
 */
export function PayoutStatement() {
  const current = financialQuarterOf(useNow());
  const [year, setYear] = useState(current.year);
  const [quarter, setQuarter] = useState<Quarter>(current.quarter);
  const isAhead = (inYear: number, candidate: Quarter) => inYear === current.year && candidate > current.quarter;
  const years = Array.from(
    { length: Math.max(current.year - FIRST_STATEMENT_YEAR + 1, 1) },
    (_, index) => current.year - index,
  );
  const chooseYear = (value: number) => {
    setYear(value);
    // A quarter of last year still to come in this one gives way to this quarter.
    if (isAhead(value, quarter)) setQuarter(current.quarter);
  };
  return (
    <DashboardSection
      title="Tax statement"
      description="A quarter’s payouts with the tax withheld from each, as a CSV file for your records and your return."
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <Field label="Financial year">
          {(control) => (
            <Select {...control} value={year} onChange={(event) => chooseYear(Number(event.target.value))}>
              {years.map((option) => (
                <option key={option} value={option}>
                  {financialYearLabel(option)}
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
                <option key={option} value={option} disabled={isAhead(year, option)}>
                  {QUARTER_LABELS[option]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <a
          href={statementUrl(year, quarter)}
          download
          className={cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto')}
        >
          <Download className="size-4" aria-hidden /> Download CSV
        </a>
      </div>
    </DashboardSection>
  );
}
