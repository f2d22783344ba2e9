import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import LogOut from 'lucide-react/icons/log-out';
import PenLine from 'lucide-react/icons/pen-line';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { passwordSchema } from '#shared/contracts/auth.ts';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { toast } from '#web/lib/toast.ts';
import { changePassword } from '../../auth/api/auth-actions.ts';
import { failureToast, useSignOut } from '../../auth/use-auth.ts';
import { meQueryOptions } from '../api/profile.ts';

const roleLabel = { creator: 'Creator', merchant: 'Seller', buyer: 'Shopper' } as const;

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

/** /account: who you are on Haat, your password, and the way out. */
export function AccountScreen() {
  const me = useQuery(meQueryOptions);
  const signOut = useSignOut();
  const profile = me.data;
  if (!profile) return null;
  return (
    <section className="mx-auto w-full max-w-2xl space-y-6 px-5 py-10 sm:py-14" aria-labelledby="account-title">
      <h1 id="account-title" className="text-3xl font-black tracking-tight">
        Your account
      </h1>
      <div className="rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">
        <div className="flex items-start gap-4">
          <span
            className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gradient-primary text-xl font-black text-white uppercase"
            aria-hidden
          >
            {profile.displayName.charAt(0)}
          </span>
          <div className="min-w-0 flex-1">
            <p className="truncate text-lg font-bold">{profile.displayName}</p>
            <p className="truncate text-sm text-text-secondary">{profile.email}</p>
            <p className="mt-2 flex flex-wrap gap-2 text-xs">
              {profile.roleIntent ? (
                <span className="rounded-full bg-muted px-2.5 py-1 font-semibold">{roleLabel[profile.roleIntent]}</span>
              ) : null}
              {profile.store ? (
                <Link
                  to={`/@${profile.store.handle}`}
                  className="rounded-full bg-muted px-2.5 py-1 font-semibold text-primary hover:underline"
                >
                  /@{profile.store.handle}
                </Link>
              ) : null}
              {profile.seller ? (
                <Link
                  to={`/seller/${profile.seller.slug}`}
                  className="rounded-full bg-muted px-2.5 py-1 font-semibold text-primary hover:underline"
                >
                  /seller/{profile.seller.slug}
                </Link>
              ) : null}
            </p>
          </div>
          <Link to="/edit-profile" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <PenLine className="size-4" aria-hidden /> Edit
          </Link>
        </div>
        {!profile.roleIntent ? (
          <p className="mt-4 text-sm text-text-secondary">
            Tell us what you are here for on{' '}
            <Link to="/role-select" className="font-semibold text-primary hover:underline">
              Who are you?
            </Link>
          </p>
        ) : null}
      </div>
      <div className="rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">
        <ChangePassword />
      </div>
      <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
        <LogOut className="size-4" aria-hidden /> Sign out
      </Button>
    </section>
  );
}
