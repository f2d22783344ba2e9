import { zodResolver } from '@hookform/resolvers/zod';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import KeyRound from 'lucide-react/icons/key-round';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '#shared/contracts/auth.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { GradientIcon } from '#web/components/gradient-icon.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { resetPassword } from '../api/auth-actions.ts';

const schema = z
  .object({ newPassword: passwordSchema, confirm: z.string() })
  .refine((value) => value.newPassword === value.confirm, {
    path: ['confirm'],
    error: () => translate`The passwords do not match.`,
  });

/** /reset-password?token=…: where the mailed reset link lands. */
export function ResetPasswordScreen() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token');
  const form = useForm<z.infer<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;

  if (!token || params.get('error')) {
    return (
      <section className="mx-auto max-w-md px-5 py-16 text-center">
        <h1 className="text-2xl font-bold">
          <Trans>This reset link no longer works</Trans>
        </h1>
        <p className="mt-3 text-text-secondary">
          <Trans>Links work once and for one hour. Ask for a new one from the sign-in page.</Trans>
        </p>
        <Link to="/auth" className={`${buttonVariants()} mt-8`}>
          <Trans>Back to sign in</Trans>
        </Link>
      </section>
    );
  }

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ token, newPassword });
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Password update failed`, error);
      return;
    }
    toast({ title: t`Password updated`, description: t`Your password has been successfully updated` });
    void navigate('/auth', { replace: true });
  });

  return (
    <section className="mx-auto w-full max-w-md px-5 py-10 sm:py-16" aria-labelledby="reset-title">
      <GradientIcon icon={KeyRound} size="md" />
      <h1 id="reset-title" className="mt-5 text-3xl font-black tracking-tight">
        <Trans>Choose a new password</Trans>
      </h1>
      <p className="mt-2 text-text-secondary">
        <Trans>After this, sign in with your new password on every device.</Trans>
      </p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-8 space-y-4 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
      >
        <Field label={t`New password`} error={errors.newPassword?.message} hint={t`At least 8 characters.`}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </Field>
        <Field label={t`Repeat the new password`} error={errors.confirm?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('confirm')} />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save new password`}
        </Button>
      </form>
    </section>
  );
}
