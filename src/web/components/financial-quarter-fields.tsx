import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import {
  financialQuarterOf,
  financialYearLabel,
  type Quarter,
  QUARTER_LABELS,
  QUARTERS,
} from '#shared/financial-year.ts';

export interface FinancialQuarter {
  year: number;
  quarter: Quarter;
}

/**
 * A financial year (this one back to `firstYear`) and a quarter, for tax statements and totals. Quarters still to
 * come cannot be chosen; picking a year where the chosen quarter is still to come moves it to this quarter.
 */
export function FinancialQuarterFields({
  value,
  onChange,
  now,
  firstYear,
}: {
  value: FinancialQuarter;
  onChange: (value: FinancialQuarter) => void;
  now: Date;
  firstYear: number;
}) {
  const current = financialQuarterOf(now);
  const isAhead = (year: number, quarter: Quarter) => year === current.year && quarter > current.quarter;
  const years = Array.from({ length: Math.max(current.year - firstYear + 1, 1) }, (_, index) => current.year - index);
  return (
    <>
      <Field label="Financial year">
        {(control) => (
          <Select
            {...control}
            value={value.year}
            onChange={(event) => {
              const year = Number(event.target.value);
              onChange({ year, quarter: isAhead(year, value.quarter) ? current.quarter : value.quarter });
            }}
          >
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
            value={value.quarter}
            onChange={(event) => onChange({ year: value.year, quarter: Number(event.target.value) as Quarter })}
          >
            {QUARTERS.map((option) => (
              <option key={option} value={option} disabled={isAhead(value.year, option)}>
                {QUARTER_LABELS[option]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}
