import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  challanSections,
  type TaxToDeposit,
  type TdsChallanInput,
  tdsChallanInputSchema,
} from '#shared/contracts/payouts-ops.ts';
import { rupeesToPaise, formatRupees } from '#shared/money.ts';
import { monthsBetween } from '#shared/tds-deposit.ts';
import { formatMonth, indiaMonth } from '#web/components/month-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { withholdingLabelOf } from '#web/features/payouts/public.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { formatCalendarDate } from '#web/lib/format.ts';
import { useRecordChallan } from '../use-ops-money.ts';

/*
 * The TDS Haat deposits, by month and section (issue 36): what the quarter's payouts deducted, what the challans
 * recorded deposited and when it was due; and the form that records a challan, checked with the API's contract.
 */

const formSchema = z
  .object({
    section: z.string(),
    month: z.string(),
    bsrCode: z.string(),
    depositedOn: z.string(),
    serial: z.string(),
    amount: z.string(),
  })
  .transform(({ amount, ...rest }) => ({ ...rest, amountPaise: rupeesToPaise(amount) ?? Number.NaN }))
  .pipe(tdsChallanInputSchema);
type FormValues = z.input<typeof formSchema>;

/** A challan for one of the quarter's months. */
function ChallanForm({ months, initialMonth, year }: { months: string[]; initialMonth: string; year: number }) {
  const { t, i18n } = useLingui();
  const record = useRecordChallan();
  const blank: FormValues = {
    section: '194O',
    month: initialMonth,
    bsrCode: '',
    depositedOn: '',
    serial: '',
    amount: '',
  };
  const form = useForm<FormValues, unknown, TdsChallanInput>({
    resolver: zodResolver(formSchema),
    defaultValues: blank,
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root');
    try {
      await record.mutateAsync(values);
      form.reset({ ...blank, section: values.section, month: values.month });
    } catch (error) {
      const { placed, unplaced } = applyServerErrors(form, error, {
        field: (name) => (name === 'amountPaise' ? 'amount' : name in blank ? (name as keyof FormValues) : null),
        focus: true,
      });
      if (placed.length === 0)
        form.setError('root', { message: unplaced[0] ?? (error instanceof Error ? error.message : '') });
    }
  });
  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="record-challan-title"
      className="mt-4 space-y-4 rounded-card border border-border p-4"
    >
      <h4 id="record-challan-title" className="text-sm font-bold">
        <Trans>Record a challan</Trans>
      </h4>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label={t`Section`} error={errors.section?.message}>
          {(control) => (
            <Select {...control} {...form.register('section')}>
              {challanSections.map((section) => (
                <option key={section} value={section}>
                  {i18n._(withholdingLabelOf(section, year))}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t`Month of deduction`} error={errors.month?.message}>
          {(control) => (
            <Select {...control} {...form.register('month')}>
              {months.map((month) => (
                <option key={month} value={month}>
                  {formatMonth(month)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t`Amount deposited (₹)`} error={errors.amount?.message}>
          {(control) => <Input {...control} inputMode="decimal" {...form.register('amount')} />}
        </Field>
        <Field label={t`BSR code`} hint={t`The bank branch’s 7 digits.`} error={errors.bsrCode?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" maxLength={7} className="font-mono" {...form.register('bsrCode')} />
          )}
        </Field>
        <Field label={t`Date of deposit`} error={errors.depositedOn?.message}>
          {(control) => <Input {...control} type="date" {...form.register('depositedOn')} />}
        </Field>
        <Field label={t`Challan serial no.`} hint={t`5 digits.`} error={errors.serial?.message}>
          {(control) => (
            <Input {...control} inputMode="numeric" maxLength={5} className="font-mono" {...form.register('serial')} />
          )}
        </Field>
      </div>
      <Button type="submit" size="sm" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Recording…</Trans> : <Trans>Record challan</Trans>}
      </Button>
    </form>
  );
}

/** The quarter's deposits by month and section, and the challan form for its months so far. */
export function TdsDeposits({ tax, year, now }: { tax: TaxToDeposit; year: number; now: Date }) {
  const { t, i18n } = useLingui();
  // Every month of the quarter (the server refuses one to come, by its own clock); this month's chosen first.
  const months = monthsBetween(tax.from, tax.to);
  const current = months.filter((month) => month <= indiaMonth(now)).at(-1) ?? months[0] ?? '';
  return (
    <section aria-labelledby="tds-deposits-title" className="mt-6">
      <h3 id="tds-deposits-title" className="text-sm font-bold">
        <Trans>TDS deposits</Trans>
      </h3>
      <p className="mt-0.5 text-sm text-text-secondary">
        <Trans>
          Tax deducted in a month is due at the bank by the 7th of the next (March’s by 30 April). The TDS return data
          takes each challan recorded here.
        </Trans>
      </p>
      {tax.deposits.length === 0 ? (
        <p className="mt-3 text-sm text-text-secondary">
          <Trans>No TDS was deducted in this quarter.</Trans>
        </p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full min-w-[32rem] max-w-3xl text-left text-sm">
            <thead className="text-xs text-text-secondary uppercase">
              <tr className="border-b border-border">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  <Trans>Month</Trans>
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  <Trans>Deducted</Trans>
                </th>
                <th scope="col" className="py-2 pr-3 text-right font-semibold">
                  <Trans>Deposited</Trans>
                </th>
                <th scope="col" className="py-2 font-semibold">
                  <Trans>Due by</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {tax.deposits.map((row) => (
                <tr key={`${row.month}:${row.section}`}>
                  <th scope="row" className="py-2.5 pr-3 font-normal">
                    {formatMonth(row.month)}
                    <span className="block text-xs text-text-secondary">
                      {i18n._(withholdingLabelOf(row.section, year))}
                    </span>
                  </th>
                  <td className="py-2.5 pr-3 text-right tabular-nums">{formatRupees(row.deductedPaise)}</td>
                  <td className="py-2.5 pr-3 text-right tabular-nums">{formatRupees(row.depositedPaise)}</td>
                  <td className="py-2.5">
                    {formatCalendarDate(row.dueOn)}
                    {row.late ? (
                      <span className="ml-2 rounded-full bg-red-500/15 px-2 py-0.5 text-xs font-semibold text-red-300">
                        {t`Late`}
                      </span>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {tax.challans.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm text-text-secondary" aria-label={t`Challans recorded`}>
          {tax.challans.map((challan) => {
            const amount = formatRupees(challan.amountPaise);
            const month = formatMonth(challan.month);
            const on = formatCalendarDate(challan.depositedOn);
            return (
              <li key={challan.id} className="tabular-nums">
                <Trans>
                  <span className="font-mono text-text">
                    {challan.bsrCode} · {challan.serial}
                  </span>{' '}
                  on {on}: {amount} for {month}
                </Trans>
              </li>
            );
          })}
        </ul>
      ) : null}
      {months.length > 0 ? <ChallanForm months={months} initialMonth={current} year={year} /> : null}
    </section>
  );
}
