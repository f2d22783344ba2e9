import { Trans, useLingui } from '@lingui/react/macro';
import Banknote from 'lucide-react/icons/banknote';
import Smartphone from 'lucide-react/icons/smartphone';
import type { ReactNode } from 'react';
import type { CodTerms } from '#shared/contracts/payments-cod.ts';
import type { PaymentMethod } from '#shared/contracts/orders-checkout.ts';
import { cn } from '#web/lib/cn.ts';
import { FormSection } from './form-section.tsx';

function PaymentChoice({
  value,
  checked,
  disabled = false,
  onChoose,
  icon,
  title,
  hint,
  note,
}: {
  value: PaymentMethod;
  checked: boolean;
  disabled?: boolean;
  onChoose: (method: PaymentMethod) => void;
  icon: ReactNode;
  title: ReactNode;
  hint: ReactNode;
  /** Why it is not offered, or the terms it is offered on, from the server's rules. */
  note?: { text: string; tone: 'refused' | 'terms' } | null;
}) {
  return (
    <label
      className={cn(
        'flex items-start gap-3 rounded-card border-2 p-4',
        disabled ? 'cursor-not-allowed border-border bg-surface-muted' : 'cursor-pointer',
        checked ? 'border-primary bg-primary/10' : 'border-border',
      )}
    >
      <input
        type="radio"
        name="payment"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
        className="mt-1 size-4 accent-primary"
        aria-describedby={note ? `${value}-hint ${value}-note` : `${value}-hint`}
      />
      <span>
        <span className={cn('flex items-center gap-2 font-semibold', disabled && 'text-text-secondary')}>
          {icon} {title}
        </span>
        <span id={`${value}-hint`} className="mt-1 block text-sm text-text-secondary">
          {hint}
        </span>
        {note ? (
          <span
            id={`${value}-note`}
            className={cn(
              'mt-2 block text-sm font-medium',
              note.tone === 'refused' ? 'text-danger' : 'text-text-primary',
            )}
          >
            {note.text}
          </span>
        ) : null}
      </span>
    </label>
  );
}

/**
 * UPI (when this server takes it) or cash on delivery, on the terms the rules set for the address and total
 * (decision 070): COD refused with the reason where it is not offered, its token or confirmation said where it is.
 */
export function PaymentSection({
  upi,
  cod,
  method,
  onChoose,
}: {
  upi: boolean;
  cod: CodTerms | null;
  method: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
}) {
  const { t } = useLingui();
  const refused = cod?.available === false;
  const note = cod?.reason ? { text: cod.reason, tone: refused ? ('refused' as const) : ('terms' as const) } : null;
  return (
    <FormSection id="checkout-payment" title={t`Payment`}>
      <div role="radiogroup" aria-label={t`How you pay`} className="space-y-3">
        {upi ? (
          <PaymentChoice
            value="upi"
            checked={method === 'upi'}
            onChoose={onChoose}
            icon={<Smartphone className="size-5 text-primary" aria-hidden />}
            title={<Trans>UPI</Trans>}
            hint={<Trans>Pay now with any UPI app: on this phone, or by scanning a QR code on a computer.</Trans>}
          />
        ) : null}
        <PaymentChoice
          value="cod"
          checked={method === 'cod'}
          // Where nothing else is offered the choice stays, with the reason, for the server's answer to explain.
          disabled={refused && upi}
          onChoose={onChoose}
          icon={<Banknote className="size-5 text-primary" aria-hidden />}
          title={<Trans>Cash on delivery</Trans>}
          hint={<Trans>Pay the courier in cash or by UPI at your door when the parcel arrives.</Trans>}
          note={note}
        />
      </div>
    </FormSection>
  );
}
