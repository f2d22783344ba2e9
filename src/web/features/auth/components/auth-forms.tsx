import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { emailSchema, type SignIn, signInSchema, type SignUp, signUpSchema } from '#shared/contracts/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { dismissToast, failureToast, toast } from '#web/lib/toast.ts';
import { meQueryOptions, readRoleIntent } from '#web/features/profiles/public.ts';
import { requestPasswordReset, signIn, signUp } from '../api/auth-actions.ts';
import { sessionQueryOptions } from '../api/session.ts';
import { destinationAfterSignIn } from '../sign-in-destination.ts';

/* The three forms of the sign-in screens (auth-screen.tsx): sign in, create an account, ask for a reset link. */

export type Audience = 'creator' | 'seller';

/**
 * A form's failure toast, shown one at a time and gone once an attempt succeeds: a stale "Sign up failed" must not
 * stay beside "Account created".
 */
function useAttemptToasts() {
  const failure = useRef<number | null>(null);
  const clear = () => {
    if (failure.current !== null) dismissToast(failure.current);
    failure.current = null;
  };
  return {
    failed: (title: string, error: unknown) => {
      clear();
      failure.current = failureToast(title, error);
    },
    succeeded: clear,
  };
}

export function SignInForm({
  email,
  onForgot,
  onUnverified,
}: {
  email: string;
  onForgot: () => void;
  onUnverified: (email: string) => void;
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<SignIn>({ resolver: zodResolver(signInSchema), defaultValues: { email, password: '' } });
  const { errors, isSubmitting } = form.formState;
  const attempt = useAttemptToasts();

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      applyServerErrors(form, error);
      attempt.failed(t`Sign in failed`, error);
      // The password was right and the server mailed a fresh verification link: say where it went.
      if (error instanceof ApiError && error.code === 'email_not_verified') onUnverified(values.email);
      return;
    }
    attempt.succeeded();
    toast({ title: t`Welcome!`, description: t`Successfully signed in` });
    await queryClient.invalidateQueries({ queryKey: sessionQueryOptions.queryKey });
    const profile = await queryClient.fetchQuery(meQueryOptions);
    void navigate(destinationAfterSignIn(profile, params.get('next')), { replace: true });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label={t`Email`} error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </Field>
      <Field label={t`Password`} error={errors.password?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
        )}
      </Field>
      <div className="flex justify-end">
        <button type="button" onClick={onForgot} className="rounded text-sm font-medium text-primary hover:underline">
          <Trans>Forgot password?</Trans>
        </button>
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t`Signing in…` : t`Sign in`}
      </Button>
    </form>
  );
}

export function SignUpForm({
  audience,
  onCreated,
  hint,
}: {
  audience: Audience;
  onCreated: (email: string) => void;
  hint: string;
}) {
  const { t } = useLingui();
  const form = useForm<SignUp>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', consents: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const attempt = useAttemptToasts();

  const submit = form.handleSubmit(async (values) => {
    // The seller screen makes sellers; on /auth a role chosen earlier on /role-select comes along.
    const roleIntent = audience === 'seller' ? 'merchant' : readRoleIntent();
    try {
      await signUp({ ...values, ...(roleIntent ? { roleIntent } : {}) });
    } catch (error) {
      applyServerErrors(form, error);
      attempt.failed(t`Sign up failed`, error);
      return;
    }
    attempt.succeeded();
    toast({ title: t`Account created`, description: t`Please check your email to verify your account` });
    onCreated(values.email);
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-text-secondary">{hint}</p>
      <Field label={t`Your name`} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register('name')} />}
      </Field>
      <Field label={t`Email`} error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </Field>
      <Field
        label={t`Password`}
        error={errors.password?.message}
        hint={t`At least 8 characters. Long phrases are great.`}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register('password')} />}
      </Field>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          value="ai_order_history"
          className="mt-0.5 size-5 shrink-0 accent-[var(--haat-color-primary)]"
          {...form.register('consents')}
        />
        <span>
          <Trans>Let the AI Manager read my orders to answer me (optional). You can change this on your account.</Trans>
        </span>
      </label>
      <p className="text-xs text-text-secondary">
        <Trans>
          How we use your name, email and orders is in our{' '}
          <Link to="/privacy" className="font-semibold text-primary hover:underline">
            privacy notice
          </Link>
          .
        </Trans>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t`Creating account…` : t`Create account`}
      </Button>
    </form>
  );
}

const forgotSchema = z.object({ email: emailSchema });

export function ForgotForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useLingui();
  const form = useForm<z.infer<typeof forgotSchema>>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email },
  });
  const { errors, isSubmitting } = form.formState;
  const attempt = useAttemptToasts();
  const submit = form.handleSubmit(async (values) => {
    try {
      await requestPasswordReset({ email: values.email, redirectTo: `${window.location.origin}/reset-password` });
    } catch (error) {
      attempt.failed(t`Reset failed`, error);
      return;
    }
    attempt.succeeded();
    toast({ title: t`Reset email sent`, description: t`Check your email for the reset link` });
    onBack();
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-text-secondary">
        <Trans>Enter your email and we will send you a link to choose a new password.</Trans>
      </p>
      <Field label={t`Email`} error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" inputMode="email" {...form.register('email')} />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t`Sending…` : t`Send reset link`}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="inline-flex items-center gap-1 rounded text-sm font-medium text-text-secondary hover:text-text"
      >
        <ArrowLeft className="size-4" aria-hidden /> <Trans>Back to sign in</Trans>
      </button>
    </form>
  );
}
