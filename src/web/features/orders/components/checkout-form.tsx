import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { INDIAN_STATES } from '#shared/contracts/orders.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { type CheckoutDetails, type CheckoutDetailsInput, checkoutDetailsSchema } from '../checkout-details.ts';
import { MobileNumberInput } from './mobile-number-input.tsx';

const select =
  'h-11 w-full rounded-button border border-border bg-background/60 px-3 text-base text-text transition-theme focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/60 aria-[invalid=true]:border-red-400';

function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5">
      <h2 id={id} className="mb-4 text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function PaymentSection() {
  return (
    <FormSection id="checkout-payment" title="Payment">
      <label className="flex cursor-pointer items-start gap-3 rounded-card border-2 border-primary bg-primary/10 p-4">
        <input type="radio" name="payment" value="cod" defaultChecked className="mt-1 size-4 accent-primary" aria-describedby="cod-hint" />
        <span>
          <span className="flex items-center gap-2 font-semibold">
            <Banknote className="size-5 text-primary" aria-hidden /> Cash on delivery
          </span>
          <span id="cod-hint" className="mt-1 block text-sm text-text-secondary">
            Pay the courier in cash or by UPI at your door when the parcel arrives.
          </span>
        </span>
      </label>
    </FormSection>
  );
}

interface CheckoutFormProps {
  id: string;
  defaults: { name: string; email: string };
  /** Places the order; answers the server's refusal when it names fields of this form. */
  onPlace: (details: CheckoutDetails) => Promise<ApiError | null>;
}

/** Contact, delivery address and payment. Checked with the contract's schemas; the server's field errors land on the fields. */
export function CheckoutForm({ id, defaults, onPlace }: CheckoutFormProps) {
  const form = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({
    resolver: zodResolver(checkoutDetailsSchema),
    defaultValues: {
      contact: { name: defaults.name, phone: '', email: defaults.email },
      address: { line1: '', line2: '', city: '', pincode: '' },
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (details) => {
    const refusal = await onPlace(details);
    if (!refusal?.fields) return;
    applyServerErrors(form, refusal);
    const first = Object.keys(refusal.fields)[0];
    if (first) form.setFocus(first as Path<CheckoutDetailsInput>);
  });

  return (
    <form id={id} onSubmit={(event) => void submit(event)} noValidate aria-label="Contact and delivery" className="space-y-5">
      <FormSection id="checkout-contact" title="Contact">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Full name" error={errors.contact?.name?.message} className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="name" {...form.register('contact.name')} />}
          </Field>
          <Field label="Mobile number" error={errors.contact?.phone?.message} hint="The courier calls this number.">
            {(control) => <MobileNumberInput {...control} {...form.register('contact.phone')} />}
          </Field>
          <Field label="Email (optional)" error={errors.contact?.email?.message} hint="For the order confirmation.">
            {(control) => <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('contact.email')} />}
          </Field>
        </div>
      </FormSection>
      <FormSection id="checkout-address" title="Delivery address">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Address line 1" error={errors.address?.line1?.message} hint="House or flat number, building, street." className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="address-line1" {...form.register('address.line1')} />}
          </Field>
          <Field label="Address line 2 (optional)" error={errors.address?.line2?.message} hint="Area, landmark." className="sm:col-span-2">
            {(control) => <Input {...control} autoComplete="address-line2" {...form.register('address.line2')} />}
          </Field>
          <Field label="City" error={errors.address?.city?.message}>
            {(control) => <Input {...control} autoComplete="address-level2" {...form.register('address.city')} />}
          </Field>
          <Field label="State" error={errors.address?.state?.message}>
            {(control) => (
              <select {...control} autoComplete="address-level1" className={select} defaultValue="" {...form.register('address.state')}>
                <option value="" disabled>
                  Choose your state
                </option>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {state}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="PIN code" error={errors.address?.pincode?.message}>
            {(control) => (
              <Input {...control} inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder="560001" {...form.register('address.pincode')} />
            )}
          </Field>
        </div>
      </FormSection>
      <PaymentSection />
    </form>
  );
}
