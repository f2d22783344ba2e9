import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

/** ComponentProps, so a ref passes through (React 19 passes it as a prop). */
export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-11 w-full rounded-button border border-border bg-background/60 px-3.5 text-base text-text placeholder:text-text-secondary/70 transition-theme',
        'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/60',
        'aria-[invalid=true]:border-red-400 disabled:opacity-60',
        className,
      )}
      {...props}
    />
  );
}

/** An Indian PIN code's input: the numeric keypad, the browser's postal-code autofill, six digits. */
export const pincodeInputProps = { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 6 } as const;
