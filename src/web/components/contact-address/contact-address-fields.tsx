import { Trans, useLingui } from '@lingui/react/macro';
import type { UseFormReturn } from 'react-hook-form';
import { INDIAN_STATES } from '#shared/contracts/orders-checkout.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input, pincodeInputProps } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import type { ContactAddress, ContactAddressInput } from './contact-address.ts';
import { MobileNumberInput } from './mobile-number-input.tsx';

/** A form that asks the contract's contact and address: the checkout's, or where a collab gift ships. */
export type ContactAddressForm = Pick<
  UseFormReturn<ContactAddressInput, unknown, ContactAddress>,
  'register' | 'formState'
>;

/** Name, mobile number and (optional) email. */
export function ContactFields({ form, autoFocus = false }: { form: ContactAddressForm; autoFocus?: boolean }) {
  const { t } = useLingui();
  const errors = form.formState.errors.contact;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t`Full name`} error={errors?.name?.message} className="sm:col-span-2">
        {(control) => (
          <Input {...control} autoComplete="name" autoFocus={autoFocus} {...form.register('contact.name')} />
        )}
      </Field>
      <Field label={t`Mobile number`} error={errors?.phone?.message} hint={t`The courier calls this number.`}>
        {(control) => <MobileNumberInput {...control} {...form.register('contact.phone')} />}
      </Field>
      <Field
        label={t`Email (optional)`}
        error={errors?.email?.message}
        hint={t`We email the order confirmation and delivery updates here.`}
      >
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('contact.email')} />
        )}
      </Field>
    </div>
  );
}

interface PincodeLookup {
  /** Called as the PIN code is typed, to fill the city and state from it. */
  onChange: (value: string) => void;
  /** What the PIN code is known as ("Bengaluru Urban, Karnataka"), shown under it. */
  note: string | null;
  /** Why the PIN code cannot take this address (unknown, or in another state), shown before the form is sent. */
  problem: string | null;
}

/** Address lines, PIN code, city, and state or union territory; with `pincode`, the PIN fills in the city and state and is checked. */
export function AddressFields({ form, pincode }: { form: ContactAddressForm; pincode?: PincodeLookup }) {
  const { t } = useLingui();
  const errors = form.formState.errors.address;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t`Address line 1`}
        error={errors?.line1?.message}
        hint={t`House or flat number, building, street.`}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} autoComplete="address-line1" {...form.register('address.line1')} />}
      </Field>
      <Field
        label={t`Address line 2 (optional)`}
        error={errors?.line2?.message}
        hint={t`Area, landmark.`}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} autoComplete="address-line2" {...form.register('address.line2')} />}
      </Field>
      <Field
        label={t`PIN code`}
        error={errors?.pincode?.message ?? pincode?.problem ?? undefined}
        hint={pincode?.note ?? undefined}
      >
        {(control) => (
          <Input
            {...control}
            {...pincodeInputProps}
            placeholder="560001"
            {...form.register(
              'address.pincode',
              pincode
                ? { onChange: (event: { target: { value: string } }) => pincode.onChange(event.target.value) }
                : {},
            )}
          />
        )}
      </Field>
      <Field label={t`City`} error={errors?.city?.message}>
        {(control) => <Input {...control} autoComplete="address-level2" {...form.register('address.city')} />}
      </Field>
      <Field label={t`State`} error={errors?.state?.message}>
        {(control) => (
          <Select {...control} autoComplete="address-level1" defaultValue="" {...form.register('address.state')}>
            <option value="" disabled>
              <Trans>Choose your state</Trans>
            </option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {state}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
