import { Trans } from '@lingui/react/macro';
import type { LucideIcon } from 'lucide-react';
import Sparkles from 'lucide-react/icons/sparkles';
import { Link } from 'react-router';
import { GradientIcon } from './gradient-icon.tsx';
import { buttonVariants } from './ui/button.tsx';

export interface ComingSoonProps {
  title: string;
  /** The release this screen arrives with, e.g. "accounts & sign-in". */
  comingWith: string;
  description: string;
  /** What the screen will let people do, in a few short lines. */
  points?: string[];
  icon?: LucideIcon;
}

/** The honest state of a screen whose feature lands later: what it will do, no fake data. */
export function ComingSoon({ title, comingWith, description, points = [], icon = Sparkles }: ComingSoonProps) {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-col items-center px-5 py-16 text-center sm:py-24">
      <GradientIcon icon={icon} size="lg" className="mb-6" />
      <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-border bg-muted px-3 py-1 text-xs font-semibold tracking-wide text-text-secondary uppercase">
        <span className="size-1.5 rounded-full bg-accent" aria-hidden />
        <Trans>Coming with {comingWith}</Trans>
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      <p className="mt-4 text-base leading-relaxed text-pretty text-text-secondary">{description}</p>
      {points.length > 0 ? (
        <ul className="mt-8 w-full space-y-3 text-left">
          {points.map((point) => (
            <li key={point} className="flex items-start gap-3 rounded-card border border-border bg-surface p-4 text-sm">
              <span className="mt-1 size-2 shrink-0 rounded-full bg-gradient-primary" aria-hidden />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonVariants({ variant: 'secondary' })}>
          <Trans>Back to home</Trans>
        </Link>
        <Link to="/role-select" className={buttonVariants({ variant: 'primary' })}>
          <Trans>Get started</Trans>
        </Link>
      </div>
    </section>
  );
}
