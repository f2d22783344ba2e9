import { cva, type VariantProps } from 'class-variance-authority';
import type { HTMLAttributes } from 'react';
import { cn } from '#web/lib/cn.ts';

/** Tones read on every (dark) theme at AA contrast: light text on a faint tint of the same hue. */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      tone: {
        neutral: 'bg-muted text-text-secondary',
        info: 'bg-sky-400/15 text-sky-200',
        progress: 'bg-primary/20 text-text',
        warning: 'bg-amber-400/15 text-amber-200',
        success: 'bg-emerald-400/15 text-emerald-200',
        danger: 'bg-red-400/15 text-red-200',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export function Badge({
  className,
  tone,
  ...props
}: HTMLAttributes<HTMLSpanElement> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
