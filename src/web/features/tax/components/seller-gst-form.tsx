import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { INDIAN_STATES } from '#shared/contracts/orders-checkout.ts';
import type { SellerGstView } from '#shared/contracts/tax.ts';
import { ChoiceCards } from '#web/components/ui/choice-cards.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { setActivePanel } from '#web/lib/ui-store.ts';
import { saveSellerGst, sellerGstKey } from '../api/seller-gst.ts';
import {
  type SellerGstFormValues,
  type SellerGstParsed,
  gstinState,
  sellerGstFormDefaults,
  sellerGstFormSchema,
} from '../seller-gst-form-model.ts';

const choices = [
  {
    value: 'yes',
    label: msg`Registered for GST`,
    hint: msg`You have a GSTIN. You can sell to buyers in every state.`,
  },
  {
    value: 'no',
    label: msg`Not registered`,
    hint: msg`Enrolled on the GST portal with your PAN. You sell only within your own state.`,
  },
] as const;

/** A GSTIN or enrolment number: 15 letters and digits, typed in capitals, never autocorrected. */
const GST_NUMBER_INPUT = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  maxLength: 15,
  className: 'uppercase sm:max-w-sm',
} as const;

/** The seller's GST registration and the legal name and address their invoices show. */
export function SellerGstForm({ saved }: { saved: SellerGstView }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm<SellerGstFormValues, unknown, SellerGstParsed>({
    resolver: zodResolver(sellerGstFormSchema),
    defaultValues: sellerGstFormDefaults(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const registered = useWatch({ control: form.control, name: 'registered' }) === 'yes';
  const { panMasked } = saved;
  const gstinStateName = gstinState(useWatch({ control: form.control, name: 'gstin' }));

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await saveSellerGst(values);
      queryClient.setQueryData(sellerGstKey, answer);
      form.reset(sellerGstFormDefaults(answer));
      const name = answer.legalName ?? answer.invoiceName;
      const state = answer.state;
      toast({
        title: t`GST details saved`,
        description: t`Your invoices now show ${name}, ${state}.`,
      });
    } catch (error) {
      const { placed } = applyServerErrors(form, error, {
        field: (name) => (name in form.getValues() ? (name as keyof SellerGstFormValues) : null),
        focus: true,
      });
      if (placed.length === 0) failureToast(t`Could not save your GST details`, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ChoiceCards
        legend={t`GST registration`}
        choices={choices.map(({ value, label, hint }) => ({ value, label: i18n._(label), hint: i18n._(hint) }))}
        field={form.register('registered')}
        error={errors.registered?.message}
      />

      {registered ? (
        <Field
          label={t`GSTIN`}
          error={errors.gstin?.message}
          hint={
            gstinStateName
              ? t`Registered in ${gstinStateName}: your invoices charge GST from there.`
              : t`15 characters, e.g. 29ABCDE1234F1Z5. Its first two digits are your state.`
          }
        >
          {(control) => <Input {...control} {...GST_NUMBER_INPUT} {...form.register('gstin')} />}
        </Field>
      ) : null}
      {registered ? (
        <Field
          label={t`Turnover last financial year`}
          error={errors.turnoverBand?.message}
          hint={t`Above ₹5 crore, your products give HSN codes of at least 6 digits; up to it, 4.`}
        >
          {(control) => (
            <Select {...control} className="sm:max-w-sm" {...form.register('turnoverBand')}>
              <option value="up_to_5_crore">{t`Up to ₹5 crore`}</option>
              <option value="above_5_crore">{t`Above ₹5 crore`}</option>
            </Select>
          )}
        </Field>
      ) : (
        <>
          <Field label={t`State you sell from`} error={errors.state?.message}>
            {(control) => (
              <Select {...control} className="sm:max-w-sm" {...form.register('state')}>
                <option value="">{t`Choose…`}</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field
            label={t`GST enrolment number`}
            error={errors.enrolmentNumber?.message}
            hint={t`From the GST portal: User Services › Generate User Id for Unregistered Applicant, as a supplier to e-commerce operators. 15 characters, starting with your state’s code. Your products go on sale once you give it.`}
          >
            {(control) => <Input {...control} {...GST_NUMBER_INPUT} {...form.register('enrolmentNumber')} />}
          </Field>
          {saved.panMasked ? (
            <p className="text-sm text-text-secondary">
              <Trans>
                Identified by your PAN <span className="font-mono">{panMasked}</span> from Payouts.
              </Trans>
            </p>
          ) : (
            <p className="text-sm text-text-secondary">
              <Trans>
                An unregistered seller is identified by their PAN.{' '}
                <button
                  type="button"
                  onClick={() => setActivePanel('payouts')}
                  className="cursor-pointer font-semibold text-primary hover:underline"
                >
                  Add your PAN in Payouts
                </button>{' '}
                first.
              </Trans>
            </p>
          )}
        </>
      )}

      <Field
        label={t`Legal name`}
        error={errors.legalName?.message}
        hint={registered ? t`As on your GST registration.` : t`As on your PAN.`}
      >
        {(control) => <Input {...control} autoComplete="organization" {...form.register('legalName')} />}
      </Field>
      <Field
        label={t`Business address`}
        error={errors.address?.message}
        hint={t`Your principal place of business, with the PIN code. Printed on your invoices.`}
      >
        {(control) => <Textarea {...control} rows={3} autoComplete="street-address" {...form.register('address')} />}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save GST details</Trans>}
      </Button>
    </form>
  );
}
