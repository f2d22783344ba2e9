import { zodResolver } from '@hookform/resolvers/zod';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import LogOut from 'lucide-react/icons/log-out';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { passwordSchema } from '#shared/contracts/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { changePassword } from '../api/auth-actions.ts';
import { useSignOut } from '../use-sign-out.ts';

const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, { error: () => translate`Enter your current password.` }),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  .refine((value) => value.newPassword === value.confirm, {
    path: ['confirm'],
    error: () => translate`The passwords do not match.`,
  });

function ChangePassword() {
  const { t } = useLingui();
  const form = useForm<z.infer<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Password update failed`, error);
      return;
    }
    form.reset();
    toast({ title: t`Password updated`, description: t`Your password has been successfully updated` });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-bold">
        <Trans>Change password</Trans>
      </h2>
      <Field label={t`Current password`} error={errors.currentPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </Field>
      <Field
        label={t`New password`}
        error={errors.newPassword?.message}
        hint={t`At least 8 characters. Other devices are signed out.`}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </Field>
      <Field label={t`Repeat the new password`} error={errors.confirm?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('confirm')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? t`Saving…` : t`Update password`}
      </Button>
    </form>
  );
}

/** The account screen's sign-in part: changing the password, and signing out. */
export function AccountSecurity() {
  const signOut = useSignOut();
  return (
    <>
      <div className="rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">
        <ChangePassword />
      </div>
      <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut className="size-4" aria-hidden /> <Trans>Sign out</Trans>
      </Button>
    </>
  );
}
