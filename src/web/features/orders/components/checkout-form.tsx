import { zodResolver } from '@hookform/resolvers/zod';
import { Banknote } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Path, useForm } from 'react-hook-form';
import type { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { type CheckoutDetails, type CheckoutDetailsInput, checkoutDetailsSchema } from '../checkout-details.ts';
import { AddressFields, ContactFields } from './contact-address-fields.tsx';

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
        <ContactFields form={form} />
      </FormSection>
      <FormSection id="checkout-address" title="Delivery address">
        <AddressFields form={form} />
      </FormSection>
      <PaymentSection />
    </form>
  );
}
