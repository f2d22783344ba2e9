import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import Banknote from 'lucide-react/icons/banknote';
import Gift from 'lucide-react/icons/gift';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { formatRupeesShort } from '#shared/money.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { cn } from '#web/lib/cn.ts';
import type { CampaignFields, CampaignFormValues, GiftChoice } from '../campaign-form-model.ts';

const payoutTypes = [
  { type: 'cash', label: msg`Cash`, hint: msg`Paid into their earnings per approved post`, icon: Banknote },
  { type: 'gift', label: msg`Gift`, hint: msg`One of your products, shipped free`, icon: Gift },
] as const;

interface PayoutFieldsProps {
  form: UseFormReturn<CampaignFormValues, unknown, CampaignFields>;
  gifts: readonly GiftChoice[];
  giftsLoading: boolean;
  /** Called after the type, amount or gift changes, so the payout text can follow. */
  onPayoutInput: () => void;
  /** Called when the seller types the payout text themselves. */
  onPayoutTextEdited: (text: string) => void;
}

/** Cash or gift, how much or which product, and the payout text creators read on the card. */
export function PayoutFields({ form, gifts, giftsLoading, onPayoutInput, onPayoutTextEdited }: PayoutFieldsProps) {
  const { t, i18n } = useLingui();
  const { errors } = form.formState;
  const payoutType = useWatch({ control: form.control, name: 'payoutType' });
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium">
          <Trans>Payout type</Trans>
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {payoutTypes.map(({ type, label, hint, icon: Icon }) => (
            <label
              key={type}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-card border-2 border-border p-3 transition-theme hover:border-primary/60',
                'has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary',
              )}
            >
              <input
                type="radio"
                value={type}
                className="mt-1 size-4 accent-[var(--haat-color-primary)]"
                {...form.register('payoutType', { onChange: onPayoutInput })}
              />
              <span>
                <span className="flex items-center gap-2 font-semibold">
                  <Icon className="size-4 text-primary" aria-hidden /> {i18n._(label)}
                </span>
                <span className="mt-0.5 block text-xs text-text-secondary">{i18n._(hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {payoutType === 'cash' ? (
        <Field
          label={t`Payout per approved post (₹)`}
          error={errors.payoutRupees?.message}
          hint={t`What each creator earns when you approve their post.`}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              placeholder="2000"
              autoComplete="off"
              {...form.register('payoutRupees', { onChange: onPayoutInput })}
            />
          )}
        </Field>
      ) : (
        <Field
          label={t`Gift product`}
          error={errors.giftProductId?.message}
          hint={
            !giftsLoading && gifts.length === 0
              ? t`You have no active products yet. Add one in the Products tab of your dashboard first.`
              : t`Shipped free to each creator you approve.`
          }
        >
          {(control) => (
            <Select
              {...control}
              disabled={giftsLoading}
              {...form.register('giftProductId', { onChange: onPayoutInput })}
            >
              <option value="">{giftsLoading ? t`Loading your products…` : t`Choose one of your products`}</option>
              {gifts.map((gift) => (
                <option key={gift.id} value={gift.id}>
                  {gift.name} ({formatRupeesShort(gift.pricePaise)})
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Field
        label={t`Payout text`}
        error={errors.payout?.message}
        hint={t`What creators read on the card. We suggest one; write your own, e.g. "₹2,000 per reel".`}
      >
        {(control) => (
          <Input
            {...control}
            maxLength={120}
            autoComplete="off"
            {...form.register('payout', {
              onChange: (event: { target: { value: string } }) => onPayoutTextEdited(event.target.value),
            })}
          />
        )}
      </Field>
    </div>
  );
}
