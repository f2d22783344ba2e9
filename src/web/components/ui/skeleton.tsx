import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A placeholder block while data loads; decorative, so the loading region announces itself instead. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden className={cn('animate-pulse rounded-card bg-muted', className)} {...props} />;
}
