import { useLingui } from '@lingui/react/macro';
import { cn } from '#web/lib/cn.ts';

/**
 * "x/max" under a text field. Counted like the server counts (string length,
 * after trimming), so the number turns red exactly when a save would be refused.
 */
export function CharacterCount({
  id,
  value,
  max,
  className,
}: {
  id: string;
  value: string;
  max: number;
  className?: string;
}) {
  const { t } = useLingui();
  const count = value.trim().length;
  const excess = count - max;
  const over = excess > 0;
  return (
    <p
      id={id}
      className={cn(
        'text-right text-xs tabular-nums',
        over ? 'font-semibold text-red-300' : 'text-text-secondary',
        className,
      )}
    >
      {count}/{max}
      <span className="sr-only"> {over ? t`characters, ${excess} too many` : t`characters`}</span>
    </p>
  );
}

/** The control's describedby ids plus the counter's. */
export const describedWith = (describedBy: string | undefined, countId: string) =>
  [describedBy, countId].filter(Boolean).join(' ');
