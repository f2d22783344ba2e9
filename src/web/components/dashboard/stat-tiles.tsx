import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

export interface Stat {
  label: string;
  value: string;
  hint?: ReactNode;
  /** The tile's own classes, e.g. a headline figure spanning the phone's two columns. */
  className?: string;
}

/** Headline figures as a term–value list: two a row on phones, up to four on wider screens. */
export function StatTiles({ stats, className }: { stats: Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-3 sm:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn('flex min-w-0 flex-col rounded-card border border-border bg-surface p-4', stat.className)}
        >
          <dt className="text-xs font-semibold tracking-wide text-text-secondary uppercase">{stat.label}</dt>
          <dd className="mt-1 text-lg font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{stat.value}</dd>
          {stat.hint ? <dd className="mt-1 text-xs text-text-secondary">{stat.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
