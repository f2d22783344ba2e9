import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { financialQuarterOf, type Quarter, QUARTERS } from '#shared/financial-year.ts';

/** The quarters of India's financial year (April to March), in the app's language. */
const QUARTER_NAMES: Record<Quarter, MessageDescriptor> = {
  1: msg`Q1 (Apr–Jun)`,
  2: msg`Q2 (Jul–Sep)`,
  3: msg`Q3 (Oct–Dec)`,
  4: msg`Q4 (Jan–Mar)`,
};

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
  const { t, i18n } = useLingui();
  const current = financialQuarterOf(now);
  // FY 2025-26, as financialYearLabel writes it.
  const yearLabel = (year: number) => {
    const span = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
    return t`FY ${span}`;
  };
  const isAhead = (year: number, quarter: Quarter) => year === current.year && quarter > current.quarter;
  const years = Array.from({ length: Math.max(current.year - firstYear + 1, 1) }, (_, index) => current.year - index);
  return (
    <>
      <Field label={t`Financial year`}>
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
                {yearLabel(option)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t`Quarter`}>
        {(control) => (
          <Select
            {...control}
            value={value.quarter}
            onChange={(event) => onChange({ year: value.year, quarter: Number(event.target.value) as Quarter })}
          >
            {QUARTERS.map((option) => (
              <option key={option} value={option} disabled={isAhead(value.year, option)}>
                {i18n._(QUARTER_NAMES[option])}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </>
  );
}
