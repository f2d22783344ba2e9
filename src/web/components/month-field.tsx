import { useLingui } from '@lingui/react/macro';
import { indiaDate } from '#shared/financial-year.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { currentLocaleTag } from '#web/lib/i18n.ts';

/** One month-name format per language, made when first used. */
const monthNames = new Map<string, Intl.DateTimeFormat>();
function monthName(): Intl.DateTimeFormat {
  const tag = currentLocaleTag();
  let format = monthNames.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    monthNames.set(tag, format);
  }
  return format;
}

/** This month in India, "2026-11". */
export const indiaMonth = (now: Date): string => indiaDate(now).slice(0, 7);

/** "November 2026" for "2026-11", in the app's language. */
export const formatMonth = (month: string): string => monthName().format(new Date(`${month}-01T00:00:00Z`));

/** This month in India and the `count - 1` before it, newest first. */
export function recentMonths(now: Date, count: number): string[] {
  const [year = 2026, month = 1] = indiaMonth(now).split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** A month picker: this month in India and the ones before it (no month still to come). */
export function MonthField({
  value,
  onChange,
  now,
  count = 24,
  label,
  className,
}: {
  value: string;
  onChange: (month: string) => void;
  now: Date;
  count?: number;
  label?: string;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <Field label={label ?? t`Month`} className={className}>
      {(control) => (
        <Select {...control} value={value} onChange={(event) => onChange(event.target.value)}>
          {recentMonths(now, count).map((month) => (
            <option key={month} value={month}>
              {formatMonth(month)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
