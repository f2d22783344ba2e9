import { useLingui } from '@lingui/react/macro';
import { cn } from '#web/lib/cn.ts';

const letters = ['h', 'a', 'a', 't'];

/** The animated "haat" wordmark; each letter rises in turn. */
export function Wordmark({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex font-black tracking-tight text-gradient-primary', className)} aria-hidden>
      {letters.map((letter, index) => (
        <span
          key={index}
          className="inline-block animate-[wordmark-letter_1.2s_ease-in-out_infinite]"
          style={{ animationDelay: `${index * 120}ms` }}
        >
          {letter}
        </span>
      ))}
    </span>
  );
}

/** Loading state: `fullscreen` covers the page (route loading), `inline` sits in the flow. */
export function LoadingScreen({
  variant = 'fullscreen',
  label,
}: {
  variant?: 'fullscreen' | 'inline';
  label?: string;
}) {
  const { t } = useLingui();
  const said = label ?? t`Loading`;
  if (variant === 'inline') {
    return (
      <div
        role="status"
        aria-live="polite"
        className="flex w-full items-center justify-center py-12"
        data-testid="loading-inline"
      >
        <Wordmark className="text-3xl" />
        <span className="sr-only">{said}</span>
      </div>
    );
  }
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-fullscreen"
      className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-background"
    >
      <Wordmark className="text-6xl sm:text-7xl" />
      <span className="sr-only">{said}</span>
    </div>
  );
}

/** The full-screen orb creator stores show while they resolve. */
export function LoadingOrb({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed inset-0 z-50 flex items-center justify-center bg-background"
      data-testid="loading-orb"
    >
      <div className="size-24 rounded-full bg-gradient-primary shadow-glow animate-[orb-pulse_1.6s_ease-in-out_infinite]" />
      <span className="sr-only">{label ?? t`Opening the store`}</span>
    </div>
  );
}
