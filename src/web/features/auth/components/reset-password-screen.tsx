import { zodResolver } from '@hookform/resolvers/zod';
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
    message: 'The passwords do not match.',
  });

/** /reset-password?token=…: where the mailed reset link lands. */
export function ResetPasswordScreen() {
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
        <h1 className="text-2xl font-bold">This reset link no longer works</h1>
        <p className="mt-3 text-text-secondary">
          Links work once and for one hour. Ask for a new one from the sign-in page.
        </p>
        <Link to="/auth" className={`${buttonVariants()} mt-8`}>
          Back to sign in
        </Link>
      </section>
    );
  }

  const submit = form.handleSubmit(async ({ newPassword }) => {
    try {
      await resetPassword({ token, newPassword });
    } catch (error) {
      applyServerErrors(form, error);
      failureToast('Password update failed', error);
      return;
    }
    toast({ title: 'Password updated', description: 'Your password has been successfully updated' });
    void navigate('/auth', { replace: true });
  });

  return (
    <section className="mx-auto w-full max-w-md px-5 py-10 sm:py-16" aria-labelledby="reset-title">
      <GradientIcon icon={KeyRound} size="md" />
      <h1 id="reset-title" className="mt-5 text-3xl font-black tracking-tight">
        Choose a new password
      </h1>
      <p className="mt-2 text-text-secondary">After this, sign in with your new password on every device.</p>
      <form
        onSubmit={submit}
        noValidate
        className="mt-8 space-y-4 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6"
      >
        <Field label="New password" error={errors.newPassword?.message} hint="At least 8 characters.">
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('newPassword')} />
          )}
        </Field>
        <Field label="Repeat the new password" error={errors.confirm?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register('confirm')} />
          )}
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save new password'}
        </Button>
      </form>
    </section>
  );
}
