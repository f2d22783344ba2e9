import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Why a form or control failed, read out as it appears; nothing while there is no failure. */
export function FormAlert({ children, className }: { children: ReactNode; className?: string }) {
  if (!children) return null;
  return (
    <p role="alert" className={cn('text-sm text-red-300', className)}>
      {children}
    </p>
  );
}
