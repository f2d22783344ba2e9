import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type CodRules, codRulesUpdateSchema, MAX_COD_CONFIRM_HOURS } from '#shared/contracts/payments-cod.ts';
import { rupeesToPaise } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { formatMoment } from '#web/lib/format.ts';
import { useSetCodRules } from '../use-ops-cod.ts';

const rupees = z
  .string()
  .refine((value) => value.trim() === '' || rupeesToPaise(value) !== null, /*i18n*/ 'Enter an amount in rupees.');

const formSchema = z.object({
  maxOrder: rupees,
  token: rupees,
  fee: rupees,
  confirmation: z.boolean(),
  confirmHours: z
    .string()
    .refine(
      (value) => /^\d{1,2}$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= MAX_COD_CONFIRM_HOURS,
      /*i18n*/ 'Between 1 and 72 hours.',
    ),
  reason: codRulesUpdateSchema.shape.reason,
});
type FormValues = z.infer<typeof formSchema>;

const asRupees = (paise: number | null) => (paise === null || paise === 0 ? '' : String(paise / 100));

function defaults(rules: CodRules): FormValues {
  return {
    maxOrder: asRupees(rules.maxOrderPaise),
    token: asRupees(rules.tokenPaise),
    fee: asRupees(rules.feePaise),
    confirmation: rules.confirmation,
    confirmHours: String(rules.confirmHours),
    reason: '',
  };
}

/** The contract's field names on the form's. */
const formField = (name: string): keyof FormValues | null =>
  ((
    ({
      maxOrderPaise: 'maxOrder',
      tokenPaise: 'token',
      feePaise: 'fee',
      confirmHours: 'confirmHours',
      reason: 'reason',
    }) as Record<string, keyof FormValues>
  )[name] as keyof FormValues | undefined) ?? null;

/**
 * The cash-on-delivery rules (decision 070): the largest COD order, a token paid by UPI first (only with a payment
 * gateway), a fee per parcel (decision 072), and the buyer's confirmation from the mail. The reason goes to the audit log.
 */
export function CodRulesCard({ rules, upiOffered }: { rules: CodRules; upiOffered: boolean }) {
  const { t } = useLingui();
  const save = useSetCodRules();
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults(rules) });
  const { errors, isSubmitting } = form.formState;
  const changed = rules.updatedAt ? formatMoment(rules.updatedAt) : null;

  const submit = form.handleSubmit(async (values) => {
    form.clearErrors('root');
    try {
      const saved = await save.mutateAsync({
        maxOrderPaise: values.maxOrder.trim() === '' ? null : rupeesToPaise(values.maxOrder),
        tokenPaise: values.token.trim() === '' ? 0 : (rupeesToPaise(values.token) ?? 0),
        confirmation: values.confirmation,
        confirmHours: Number(values.confirmHours),
        feePaise: values.fee.trim() === '' ? 0 : (rupeesToPaise(values.fee) ?? 0),
        reason: values.reason,
      });
      form.reset(defaults(saved));
    } catch (error) {
      const { placed, unplaced } = applyServerErrors(form, error, { field: formField, focus: true });
      if (placed.length === 0)
        form.setError('root', {
          message: unplaced[0] ?? (error instanceof Error && error.message ? error.message : t`An error occurred`),
        });
    }
  });

  return (
    <section aria-labelledby="cod-rules" className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <h3 id="cod-rules" className="font-bold">
        <Trans>Cash-on-delivery rules</Trans>
      </h3>
      <p className="mt-1 text-sm text-text-secondary">
        {changed ? <Trans>Last changed {changed}.</Trans> : <Trans>Not changed yet: no limits.</Trans>}
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t`Largest COD order (₹)`}
            hint={t`Empty: no limit. Larger orders are paid by UPI.`}
            error={errors.maxOrder?.message}
          >
            {(control) => <Input {...control} inputMode="decimal" {...form.register('maxOrder')} />}
          </Field>
          <Field
            label={t`Token paid by UPI first (₹)`}
            hint={upiOffered ? t`Empty: none. The rest is paid on delivery.` : t`Needs a payment gateway for UPI.`}
            error={errors.token?.message}
          >
            {(control) => <Input {...control} inputMode="decimal" disabled={!upiOffered} {...form.register('token')} />}
          </Field>
        </div>
        <Field
          label={t`COD fee per parcel (₹)`}
          hint={t`Empty: none. The seller’s, for the courier’s cash handling; buyers see it before choosing COD and do not pay it if they pay now.`}
          error={errors.fee?.message}
          className="sm:w-1/2 sm:pr-2"
        >
          {(control) => <Input {...control} inputMode="decimal" {...form.register('fee')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <label className="flex items-start gap-3 text-sm">
            <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('confirmation')} />
            <span>
              <span className="font-medium">
                <Trans>Buyers confirm COD orders from their mail</Trans>
              </span>
              <span className="mt-0.5 block text-xs text-text-secondary">
                <Trans>Sellers ship only confirmed orders; the others are cancelled when the time runs out.</Trans>
              </span>
            </span>
          </label>
          <Field label={t`Hours to confirm`} error={errors.confirmHours?.message}>
            {(control) => <Input {...control} inputMode="numeric" {...form.register('confirmHours')} />}
          </Field>
        </div>
        <Field label={t`Reason (kept in the audit log)`} error={errors.reason?.message}>
          {(control) => <Textarea {...control} rows={2} {...form.register('reason')} />}
        </Field>
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save rules`}
        </Button>
      </form>
    </section>
  );
}
