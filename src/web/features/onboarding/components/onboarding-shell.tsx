import type { ReactNode } from 'react';
import type { Availability } from '#web/components/availability-hint.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/** The frame of an onboarding step: step count, title, why, and the form card (wider for a longer form). */
export function OnboardingShell({
  step,
  title,
  intro,
  wide = false,
  children,
}: {
  step: string;
  title: string;
  intro: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      className={cn('mx-auto w-full px-5 py-10 sm:py-14', wide ? 'max-w-2xl' : 'max-w-lg')}
      aria-labelledby="onboarding-title"
    >
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{step}</p>
      <h1 id="onboarding-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-text-secondary">{intro}</p>
      <div className="mt-8 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">{children}</div>
    </section>
  );
}

/** The step's submit, off while the form is sent and while the address it asks for is taken. */
export function OnboardingSubmit({
  submitting,
  availability,
  busyLabel,
  label,
}: {
  submitting: boolean;
  availability: Availability;
  busyLabel: string;
  label: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={submitting || availability.state === 'unavailable'}>
      {submitting ? busyLabel : label}
    </Button>
  );
}
