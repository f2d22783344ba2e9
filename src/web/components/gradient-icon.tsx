import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const SIZES = {
  /** Beside a callout's heading. */
  sm: { box: 'size-10 shrink-0 rounded-xl', icon: 'size-5' },
  /** Above a form's heading. */
  md: { box: 'size-12 rounded-xl shadow-glow', icon: 'size-6' },
  /** Above the heading of a screen with nothing to list yet. */
  lg: { box: 'size-16 rounded-2xl shadow-glow', icon: 'size-8' },
} as const;

/** A screen's or callout's icon, white on the theme's gradient. */
export function GradientIcon({
  icon: Icon,
  size,
  className,
}: {
  icon: LucideIcon;
  size: keyof typeof SIZES;
  className?: string;
}) {
  return (
    <span className={cn('flex items-center justify-center bg-gradient-primary text-white', SIZES[size].box, className)}>
      <Icon className={SIZES[size].icon} aria-hidden />
    </span>
  );
}
