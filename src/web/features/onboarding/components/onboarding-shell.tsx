import type { ReactNode } from 'react';

/** The frame of an onboarding step: step count, title, why, and the form card. */
export function OnboardingShell({ step, title, intro, children }: { step: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section className="mx-auto w-full max-w-lg px-5 py-10 sm:py-14" aria-labelledby="onboarding-title">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{step}</p>
      <h1 id="onboarding-title" className="mt-2 text-3xl font-black tracking-tight sm:text-4xl">
        {title}
      </h1>
      <p className="mt-3 text-text-secondary">{intro}</p>
      <div className="mt-8 rounded-card border border-border bg-surface/70 p-5 shadow-card sm:p-6">{children}</div>
    </section>
  );
}
