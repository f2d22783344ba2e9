import { useLingui } from '@lingui/react/macro';
import Minus from 'lucide-react/icons/minus';
import Plus from 'lucide-react/icons/plus';
import { cn } from '#web/lib/cn.ts';

const step =
  'flex size-10 items-center justify-center text-text transition-theme hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-primary aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:bg-transparent';

/**
 * − quantity +. The buttons stay focusable at the limits (aria-disabled, not
 * disabled), so keyboard focus does not vanish when one runs out.
 */
export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  const { t } = useLingui();
  const canLower = quantity > 1;
  const canRaise = quantity < max;
  return (
    <div
      role="group"
      aria-label={t`Quantity of ${name}`}
      className="inline-flex items-center overflow-hidden rounded-button border border-border bg-background/60"
    >
      <button
        type="button"
        aria-label={t`One less ${name}`}
        aria-disabled={!canLower}
        className={cn(step, 'rounded-l-button')}
        onClick={() => canLower && onChange(quantity - 1)}
      >
        <Minus className="size-4" aria-hidden />
      </button>
      <output aria-live="polite" className="w-9 text-center text-base font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={t`One more ${name}`}
        aria-disabled={!canRaise}
        className={cn(step, 'rounded-r-button')}
        onClick={() => canRaise && onChange(quantity + 1)}
      >
        <Plus className="size-4" aria-hidden />
      </button>
    </div>
  );
}
