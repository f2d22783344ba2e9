import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import MailCheck from 'lucide-react/icons/mail-check';
import MailWarning from 'lucide-react/icons/mail-exclamation-point';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '#web/lib/cn.ts';
import { type Audience, ForgotForm, SignInForm, SignUpForm } from './auth-forms.tsx';

type Mode = 'sign-in' | 'sign-up' | 'forgot';

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
  // The "you already have an account" mail links here with ?mode=forgot.
  const [mode, setMode] = useState<Mode>(() => {
    const asked = params.get('mode');
    return asked === 'sign-up' || asked === 'forgot' ? asked : 'sign-in';
  });
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
            <ForgotForm email={knownEmail} onBack={() => setMode('sign-in')} />
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
