import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import Landmark from 'lucide-react/icons/landmark';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import Smartphone from 'lucide-react/icons/smartphone';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { PayoutMethodView } from '#shared/contracts/payouts.ts';
import { ChoiceCards } from '#web/components/ui/choice-cards.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { payoutKeys, savePayoutMethod } from '../api/payouts.ts';
import {
  formFieldOf,
  type PayoutFormValues,
  type PayoutMethodFields,
  payoutFormDefaults,
  payoutFormSchema,
} from '../payout-form-model.ts';
import { BankAccountFields } from './bank-account-fields.tsx';
import { PanFields } from './pan-fields.tsx';

const kinds = [
  { kind: 'upi', label: msg`UPI`, hint: msg`Paid to the UPI ID of your bank or UPI app.`, icon: Smartphone },
  { kind: 'bank', label: msg`Bank account`, hint: msg`Paid to a savings or current account in India.`, icon: Landmark },
] as const;

/** The shape of a UPI ID, the same in every language. */
const UPI_EXAMPLE = 'name@bank';

/** What the toast says the money goes to. */
const destination = (method: PayoutMethodView) =>
  method.kind === 'upi' ? method.upiIdMasked : `${method.bankName} ${method.accountNumberMasked}`;

/**
 * Adds or changes the payout method: UPI or a bank account, then the PAN. Saved, only masked values come back;
 * a change types the account number or UPI ID again (the PAN is kept unless changed).
 */
export function PayoutMethodForm({
  saved,
  onSaved,
  onCancel,
  autoFocus = false,
}: {
  saved: PayoutMethodView | null;
  onSaved: () => void;
  /** Offered while a saved method stays as it is. */
  onCancel?: (() => void) | undefined;
  /** Opened by a button that is now gone: the focus moves to the chosen kind. */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (autoFocus) formRef.current?.querySelector<HTMLInputElement>('input[name="kind"]:checked')?.focus();
  }, [autoFocus]);
  const form = useForm<PayoutFormValues, unknown, PayoutMethodFields>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: payoutFormDefaults(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' });

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await savePayoutMethod(values);
      queryClient.setQueryData(payoutKeys.method, answer);
      if (answer.method) {
        const payee = destination(answer.method);
        toast({
          title: t`Payout method saved`,
          description: t`Your earnings will be paid to ${payee}.`,
        });
      }
      onSaved();
    } catch (error) {
      const { placed } = applyServerErrors(form, error, { field: formFieldOf, focus: true });
      if (placed.length === 0) failureToast(t`Could not save your payout method`, error);
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-5">
      <ChoiceCards
        legend={t`Get paid to`}
        choices={kinds.map(({ kind: value, label, hint, icon }) => ({
          value,
          label: i18n._(label),
          hint: i18n._(hint),
          icon,
        }))}
        field={form.register('kind')}
        error={errors.kind?.message}
      />

      {kind === 'bank' ? (
        <BankAccountFields form={form} />
      ) : (
        <Field
          label={t`UPI ID`}
          error={errors.upiId?.message}
          hint={t`As your UPI app shows it, e.g. meera@okaxis or 9876543210@ybl.`}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              placeholder={UPI_EXAMPLE}
              className="sm:max-w-sm"
              {...form.register('upiId')}
            />
          )}
        </Field>
      )}

      <PanFields
        form={form}
        savedPan={saved?.panMasked ? { masked: saved.panMasked, name: saved.panName ?? '' } : null}
      />

      <p className="flex gap-2 text-xs text-text-secondary">
        <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden />
        <Trans>
          Your account number, UPI ID and PAN are stored encrypted. Once saved, we show only their last characters.
        </Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save payout method</Trans>}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
