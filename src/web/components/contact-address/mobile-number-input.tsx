import type { InputHTMLAttributes } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { cn } from '#web/lib/cn.ts';

/** An Indian mobile number: the +91 is shown in front, the buyer types the ten digits. */
export function MobileNumberInput({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="flex">
      <span
        aria-hidden
        className="inline-flex h-11 shrink-0 items-center rounded-l-button border border-r-0 border-border bg-muted px-3 text-base text-text-secondary tabular-nums"
      >
        +91
      </span>
      <Input
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="98765 43210"
        className={cn('rounded-l-none', className)}
        {...props}
      />
    </div>
  );
}
