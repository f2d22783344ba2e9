import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import MailCheck from 'lucide-react/icons/mail-check';
import MailWarning from 'lucide-react/icons/mail-exclamation-point';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { emailSchema, type SignIn, signInSchema, type SignUp, signUpSchema } from '#shared/contracts/auth.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { applyServerErrors } from '#web/lib/form-errors.ts';
import { failureToast, toast } from '#web/lib/toast.ts';
import { meQueryOptions, readRoleIntent } from '#web/features/profiles/public.ts';
import { requestPasswordReset, signIn, signUp } from '../api/auth-actions.ts';
import { sessionQueryOptions } from '../api/session.ts';
import { destinationAfterSignIn } from '../use-auth.ts';

type Mode = 'sign-in' | 'sign-up' | 'forgot';
type Audience = 'creator' | 'seller';

const audiences = {
  creator: {
    title: msg`Welcome to Haat`,
    subtitle: msg`Creators and shoppers sign in here.`,
    signUpHint: msg`Open your store or save your favourite finds.`,
  },
  seller: {
    title: msg`Haat for sellers`,
    subtitle: msg`Sign in to list products and work with creators.`,
    signUpHint: msg`Create your seller account in a minute.`,
  },
} as const;

function SignInForm({
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

  const submit = form.handleSubmit(async (values) => {
    try {
      await signIn(values);
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Sign in failed`, error);
      // The password was right and the server mailed a fresh verification link: say where it went.
      if (error instanceof ApiError && error.code === 'email_not_verified') onUnverified(values.email);
      return;
    }
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

function SignUpForm({
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
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    // The seller screen makes sellers; on /auth a role chosen earlier on /role-select comes along.
    const roleIntent = audience === 'seller' ? 'merchant' : readRoleIntent();
    try {
      await signUp({ ...values, ...(roleIntent ? { roleIntent } : {}) });
    } catch (error) {
      applyServerErrors(form, error);
      failureToast(t`Sign up failed`, error);
      return;
    }
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
      <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t`Creating account…` : t`Create account`}
      </Button>
    </form>
  );
}

const forgotSchema = z.object({ email: emailSchema });

function ForgotForm({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const form = useForm<z.infer<typeof forgotSchema>>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email, redirectTo: `${window.location.origin}/reset-password` });
    } catch (error) {
      failureToast(t`Reset failed`, error);
      return;
    }
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

/**
 * What the verification link said, arriving here: verified, or a link that
 * no longer works (better-auth adds ?error= to the landing it was given).
 */
function VerificationNote({ params }: { params: URLSearchParams }) {
  if (params.get('verified') !== '1') return null;
  if (params.has('error')) {
    return (
      <p
        role="alert"
        className="mt-6 flex items-start gap-3 rounded-card border border-amber-400/40 bg-amber-400/10 p-4 text-sm"
      >
        <MailWarning className="mt-0.5 size-4 shrink-0 text-amber-300" aria-hidden />
        <Trans>
          This verification link has expired or is not valid. Sign in: if your email still needs verifying, we will send
          you a new link.
        </Trans>
      </p>
    );
  }
  return (
    <p
      role="status"
      className="mt-6 flex items-start gap-3 rounded-card border border-emerald-400/30 bg-emerald-400/10 p-4 text-sm"
    >
      <MailCheck className="mt-0.5 size-4 shrink-0 text-emerald-300" aria-hidden />
      <Trans>Your email is verified. Sign in to continue.</Trans>
    </p>
  );
}

/** /auth and /seller-auth: sign in, create an account, or reset a forgotten password. */
export function AuthScreen({ audience }: { audience: Audience }) {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'sign-up' ? 'sign-up' : 'sign-in');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const copy = audiences[audience];
  // The verification link brings the email along, so signing in is one field.
  const knownEmail = pendingEmail ?? params.get('email') ?? '';

  const tab = (value: Exclude<Mode, 'forgot'>, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === value}
      onClick={() => setMode(value)}
      className={cn(
        'flex-1 rounded-lg py-2 text-sm font-semibold transition-theme',
        mode === value ? 'bg-surface text-text shadow-sm' : 'text-text-secondary hover:text-text',
      )}
    >
      {label}
    </button>
  );

  return (
    <section className="mx-auto w-full max-w-md px-5 py-10 sm:py-16" aria-labelledby="auth-title">
      <h1 id="auth-title" className="text-3xl font-black tracking-tight">
        {i18n._(copy.title)}
      </h1>
      <p className="mt-2 text-text-secondary">{i18n._(copy.subtitle)}</p>

      {pendingEmail ? null : <VerificationNote params={params} />}
      {pendingEmail && mode === 'sign-in' ? (
        <p role="status" className="mt-6 flex items-start gap-3 rounded-card border border-border bg-muted p-4 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <Trans>
              We sent a verification link to <strong>{pendingEmail}</strong>. Open it, then sign in here.
            </Trans>
          </span>
        </p>
      ) : null}

      <div className="mt-8 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">
        {mode === 'forgot' ? (
          <>
            <h2 className="mb-4 text-lg font-bold">
              <Trans>Reset your password</Trans>
            </h2>
            <ForgotForm onBack={() => setMode('sign-in')} />
          </>
        ) : (
          <>
            <div
              role="tablist"
              aria-label={t`Sign in or create an account`}
              className="mb-6 flex gap-1 rounded-xl bg-muted p-1"
            >
              {tab('sign-in', t`Sign in`)}
              {tab('sign-up', t`Create account`)}
            </div>
            {mode === 'sign-in' ? (
              <SignInForm email={knownEmail} onForgot={() => setMode('forgot')} onUnverified={setPendingEmail} />
            ) : (
              <SignUpForm
                audience={audience}
                hint={i18n._(copy.signUpHint)}
                onCreated={(email) => {
                  setPendingEmail(email);
                  setMode('sign-in');
                }}
              />
            )}
          </>
        )}
      </div>
    </section>
  );
}
