import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatRupees } from '#shared/money.ts';
import { Input } from '#web/components/ui/input.tsx';
import { CreatorEarning, type MarkupSale } from '#web/features/commission/public.ts';
import { cn } from '#web/lib/cn.ts';
import { ZERO_MARKUP_WARNING } from '../markup.ts';

interface MarkupFieldProps {
  productName: string;
  basePaise: number;
  /** The product's GST rate and whether its seller charges GST: what the creator earns depends on them. */
  tax: Pick<MarkupSale, 'gstRateBps' | 'chargesGst'> | null;
  value: string;
  onChange: (value: string) => void;
  /** readMarkup(value, …): the amount, or why it cannot be published. */
  reading: { paise: number } | { error: string };
  className?: string;
}

/**
 * A markup being set before publishing: the amount in ₹, what the buyer will pay,
 * and, tied to the field, why it would be refused or that ₹0 earns nothing.
 */
export function MarkupField({ productName, basePaise, tax, value, onChange, reading, className }: MarkupFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const name = productName;
  const markup = 'paise' in reading ? reading.paise : null;
  const note =
    'error' in reading
      ? { tone: 'error', text: reading.error }
      : markup === 0
        ? { tone: 'warning', text: i18n._(ZERO_MARKUP_WARNING) }
        : null;
  const base = formatRupees(basePaise);
  const markupText = markup === null ? '—' : formatRupees(markup);
  const total = markup === null ? '—' : formatRupees(basePaise + markup);
  return (
    <div className={cn('space-y-2', className)}>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={id} className="w-28 shrink-0 text-text-secondary">
          <Trans>Your markup ₹</Trans>
        </label>
        <Input
          id={id}
          aria-label={t`Markup for ${name} (₹)`}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={markup === null}
          aria-describedby={note ? `${id}-note` : undefined}
          onChange={(event) => onChange(event.target.value)}
          className="h-9 tabular-nums"
        />
      </div>
      <div aria-live="polite" className="space-y-1">
        <p className="text-sm tabular-nums">
          <Trans>
            {base} + {markupText} = <strong>Buyer pays {total}</strong>
          </Trans>
        </p>
        <CreatorEarning
          markupPaise={markup}
          sale={tax && { ...tax, basePricePaise: basePaise }}
          className="text-text-secondary"
        />
        {note ? (
          <p id={`${id}-note`} className={cn('text-xs', note.tone === 'error' ? 'text-red-300' : 'text-amber-300')}>
            {note.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
