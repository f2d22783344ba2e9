import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { INDIAN_STATES } from '#shared/contracts/checkout.ts';
import type { SellerGstView } from '#shared/contracts/seller-gst.ts';
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
  { value: 'yes', label: 'Registered for GST', hint: 'You have a GSTIN. You can sell to buyers in every state.' },
  { value: 'no', label: 'Not registered', hint: 'Identified by your PAN. You sell only within your own state.' },
] as const;

/** The seller's GST registration and the legal name and address their invoices show. */
export function SellerGstForm({ saved }: { saved: SellerGstView }) {
  const queryClient = useQueryClient();
  const form = useForm<SellerGstFormValues, unknown, SellerGstParsed>({
    resolver: zodResolver(sellerGstFormSchema),
    defaultValues: sellerGstFormDefaults(saved),
  });
  const { errors, isSubmitting } = form.formState;
  const registered = useWatch({ control: form.control, name: 'registered' }) === 'yes';
  const gstinStateName = gstinState(useWatch({ control: form.control, name: 'gstin' }));

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await saveSellerGst(values);
      queryClient.setQueryData(sellerGstKey, answer);
      form.reset(sellerGstFormDefaults(answer));
      toast({
        title: 'GST details saved',
        description: `Your invoices now show ${answer.legalName ?? answer.invoiceName}, ${answer.state}.`,
      });
    } catch (error) {
      const { placed } = applyServerErrors(form, error, {
        field: (name) => (name in form.getValues() ? (name as keyof SellerGstFormValues) : null),
        focus: true,
      });
      if (placed.length === 0) failureToast('Could not save your GST details', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <ChoiceCards
        legend="GST registration"
        choices={choices}
        field={form.register('registered')}
        error={errors.registered?.message}
      />

      {registered ? (
        <Field
          label="GSTIN"
          error={errors.gstin?.message}
          hint={
            gstinStateName
              ? `Registered in ${gstinStateName}: your invoices charge GST from there.`
              : '15 characters, e.g. 29ABCDE1234F1Z5. Its first two digits are your state.'
          }
        >
          {(control) => (
            <Input
              {...control}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={15}
              className="uppercase sm:max-w-sm"
              {...form.register('gstin')}
            />
          )}
        </Field>
      ) : (
        <>
          <Field label="State you sell from" error={errors.state?.message}>
            {(control) => (
              <Select {...control} className="sm:max-w-sm" {...form.register('state')}>
                <option value="">Choose…</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {saved.panMasked ? (
            <p className="text-sm text-text-secondary">
              Identified by your PAN <span className="font-mono">{saved.panMasked}</span> from Payouts.
            </p>
          ) : (
            <p className="text-sm text-text-secondary">
              An unregistered seller is identified by their PAN.{' '}
              <button
                type="button"
                onClick={() => setActivePanel('payouts')}
                className="cursor-pointer font-semibold text-primary hover:underline"
              >
                Add your PAN in Payouts
              </button>{' '}
              first.
            </p>
          )}
        </>
      )}

      <Field
        label="Legal name"
        error={errors.legalName?.message}
        hint={registered ? 'As on your GST registration.' : 'As on your PAN.'}
      >
        {(control) => <Input {...control} autoComplete="organization" {...form.register('legalName')} />}
      </Field>
      <Field
        label="Business address"
        error={errors.address?.message}
        hint="Your principal place of business, with the PIN code. Printed on your invoices."
      >
        {(control) => <Textarea {...control} rows={3} autoComplete="street-address" {...form.register('address')} />}
      </Field>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Save GST details'}
      </Button>
    </form>
  );
}
