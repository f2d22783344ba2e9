import { zodResolver } from '@hookform/resolvers/zod';
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
import { useSignOut } from '../use-auth.ts';

const changePasswordForm = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: passwordSchema,
    confirm: z.string(),
  })
  .refine((value) => value.newPassword === value.confirm, {
    path: ['confirm'],
    message: 'The passwords do not match.',
  });

function ChangePassword() {
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
      failureToast('Password update failed', error);
      return;
    }
    form.reset();
    toast({ title: 'Password updated', description: 'Your password has been successfully updated' });
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-labelledby="password-title">
      <h2 id="password-title" className="text-lg font-bold">
        Change password
      </h2>
      <Field label="Current password" error={errors.currentPassword?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
        )}
      </Field>
      <Field
        label="New password"
        error={errors.newPassword?.message}
        hint="At least 8 characters. Other devices are signed out."
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
        )}
      </Field>
      <Field label="Repeat the new password" error={errors.confirm?.message}>
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('confirm')} />}
      </Field>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving…' : 'Update password'}
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
        <LogOut className="size-4" aria-hidden /> Sign out
      </Button>
    </>
  );
}
