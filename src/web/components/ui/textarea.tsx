import type { TextareaHTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <textarea
      className={cn(
        'w-full rounded-button border border-border bg-background/60 px-3.5 py-2.5 text-base text-text placeholder:text-text-secondary/70 transition-theme',
        'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/60',
        'aria-[invalid=true]:border-red-400 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}
