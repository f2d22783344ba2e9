import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';

/** A seller's customer care (decision 055): the mobile buyers call and an optional email, at onboarding and in settings. */
export function CustomerCareFields({
  phone,
  email,
  errors,
}: {
  phone: UseFormRegisterReturn<'supportPhone'>;
  email: UseFormRegisterReturn<'supportEmail'>;
  errors: { phone?: string | undefined; email?: string | undefined };
}) {
  const { t } = useLingui();
  return (
    <>
      <Field
        label={t`Customer care mobile`}
        error={errors.phone}
        hint={t`Shown to buyers with your products, as the law asks.`}
      >
        {(control) => <Input {...control} type="tel" inputMode="tel" autoComplete="tel" {...phone} />}
      </Field>
      <Field
        label={t`Customer care email (optional)`}
        error={errors.email}
        hint={t`Left empty, buyers see your account’s email.`}
      >
        {(control) => <Input {...control} type="email" autoComplete="email" {...email} />}
      </Field>
    </>
  );
}
