import type { SelectHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/** A native select styled like Input: the phone's own picker on mobile. */
export function Select({ className, ...props }: SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <select
      className={cn(
        'h-11 w-full rounded-button border border-border bg-background/60 px-3 text-base text-text transition-theme',
        'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/60 aria-[invalid=true]:border-red-400 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
