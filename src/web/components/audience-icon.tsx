import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

/** Each audience's colours, the same wherever Haat speaks to creators, sellers or buyers. */
const accents = {
  creator: 'from-violet-500 to-fuchsia-500',
  seller: 'from-amber-400 to-orange-500',
  buyer: 'from-sky-400 to-emerald-400',
} as const;

export type AudienceAccent = keyof typeof accents;

/** An audience's icon, white on its gradient: the cards that say who Haat is for. */
export function AudienceIcon({
  audience,
  icon: Icon,
  className,
  iconClassName = 'size-5',
}: {
  audience: AudienceAccent;
  icon: LucideIcon;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span
      className={cn(
        'flex size-11 items-center justify-center rounded-xl bg-gradient-to-br text-white',
        accents[audience],
        className,
      )}
    >
      <Icon className={iconClassName} aria-hidden />
    </span>
  );
}
