import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { type SellerOnboarding, sellerOnboardingSchema, sellerSlugSchema } from '#shared/contracts/onboarding.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input, pincodeInputProps } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast } from '#web/lib/toast.ts';
import { useAvailability } from '#web/features/profiles/public.ts';
import { openSellerAccount } from '../api/onboarding.ts';
import { OnboardingShell, OnboardingSubmit } from './onboarding-shell.tsx';
import { PublicAddressField } from './public-address-field.tsx';
import { CustomerCareFields } from './customer-care-fields.tsx';
import { UndertakingCheck } from './undertaking-check.tsx';

/** "Loom & Weft Co." → "loom-weft-co": a starting point for the public address. */
export function slugFrom(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** /merchant/onboard: business name, public address, pickup PIN code, GSTIN, customer care and the undertaking. */
export function SellerOnboardingScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const form = useForm<SellerOnboarding>({
    resolver: zodResolver(sellerOnboardingSchema),
    defaultValues: {
      businessName: '',
      slug: '',
      pickupPincode: '',
      gstin: '',
      supportPhone: '',
      supportEmail: '',
      acceptsUndertaking: false as never,
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const slug = useWatch({ control: form.control, name: 'slug' }) ?? '';
  const availability = useAvailability('slug', slug, sellerSlugSchema);
  const newSlug = slug.trim().toLowerCase();

  const submit = form.handleSubmit(async (values) => {
    try {
      await openSellerAccount(values);
      // Step 2 fetches the profile again on arrival. Refreshed here, this screen's guard would send
      // the new seller to the dashboard before the navigation (a transition) lands.
      void navigate('/onboarding/seller', { replace: true });
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Could not set up your seller account`, error);
    }
  });

  const businessName = form.register('businessName', {
    onChange: (event: { target: { value: string } }) => {
      // Suggest an address from the name until the seller edits it themselves.
      if (!dirtyFields.slug) form.setValue('slug', slugFrom(event.target.value));
    },
  });

  return (
    <OnboardingShell
      step={t`Step 1 of 2`}
      title={t`Set up your seller account`}
      intro={t`Tell buyers and creators who you are. Next, add your first product.`}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <Field label={t`Business name`} error={errors.businessName?.message}>
          {(control) => <Input {...control} autoComplete="organization" {...businessName} />}
        </Field>
        <PublicAddressField
          label={t`Public address`}
          prefix="/seller/"
          prefixClassName="text-sm"
          error={errors.slug?.message}
          availability={availability}
          available={t`/seller/${newSlug} is available`}
          className="pl-[4.25rem]"
          {...form.register('slug')}
        />
        <Field
          label={t`Pickup PIN code`}
          error={errors.pickupPincode?.message}
          hint={t`Where couriers collect your orders.`}
        >
          {(control) => <Input {...control} {...pincodeInputProps} {...form.register('pickupPincode')} />}
        </Field>
        <Field label={t`GSTIN (optional)`} error={errors.gstin?.message} hint={t`15 characters, e.g. 27AAPFU0939F1ZV.`}>
          {(control) => <Input {...control} autoCapitalize="characters" maxLength={15} {...form.register('gstin')} />}
        </Field>
        <CustomerCareFields
          phone={form.register('supportPhone')}
          email={form.register('supportEmail')}
          errors={{ phone: errors.supportPhone?.message, email: errors.supportEmail?.message }}
        />
        <UndertakingCheck error={errors.acceptsUndertaking?.message} {...form.register('acceptsUndertaking')} />
        <OnboardingSubmit
          submitting={isSubmitting}
          availability={availability}
          busyLabel={t`Saving…`}
          label={t`Continue`}
        />
      </form>
    </OnboardingShell>
  );
}
