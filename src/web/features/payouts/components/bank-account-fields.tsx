import { Trans, useLingui } from '@lingui/react/macro';
import Check from 'lucide-react/icons/check';
import Loader2 from 'lucide-react/icons/loader-circle';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { UNKNOWN_IFSC } from '#shared/contracts/payouts.ts';
import { Field } from '#web/components/ui/field.tsx';
import { Input } from '#web/components/ui/input.tsx';
import type { PayoutFormValues, PayoutMethodFields } from '../payout-form-model.ts';
import { type IfscLookup, useIfscBank } from '../use-ifsc-bank.ts';

type PayoutForm = UseFormReturn<PayoutFormValues, unknown, PayoutMethodFields>;

/** Digits only: the numeric keypad on phones; no autofill or spelling help for a number that must be exact. */
const accountNumberProps = {
  inputMode: 'numeric',
  autoComplete: 'off',
  autoCorrect: 'off',
  spellCheck: false,
  maxLength: 24,
} as const;

/** An IFSC as the field expects one. */
const IFSC_EXAMPLE = 'SBIN0001234';

function IfscHint({ lookup }: { lookup: IfscLookup }) {
  const { t } = useLingui();
  switch (lookup.state) {
    case 'checking':
      return (
        <span className="inline-flex items-center gap-1.5">
          <Loader2 className="size-3.5 animate-spin" aria-hidden /> <Trans>Looking up the bank…</Trans>
        </span>
      );
    case 'found': {
      const { branchCode } = lookup;
      return (
        <span className="inline-flex items-start gap-1.5 text-sm text-emerald-300">
          <Check className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">{lookup.bank}</span> · <Trans>branch {branchCode}</Trans>
          </span>
        </span>
      );
    }
    default:
      return t`On your cheque book or passbook, e.g. SBIN0001234.`;
  }
}

/** The account holder, the account number typed twice (pasting allowed, it must match) and the IFSC with its bank. */
export function BankAccountFields({ form }: { form: PayoutForm }) {
  const { t } = useLingui();
  const { errors } = form.formState;
  const ifsc = useWatch({ control: form.control, name: 'ifsc' });
  const lookup = useIfscBank(ifsc);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t`Name on the bank account`}
        error={errors.accountHolderName?.message}
        hint={t`As the bank has it.`}
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} autoComplete="name" {...form.register('accountHolderName')} />}
      </Field>
      <Field label={t`Account number`} error={errors.accountNumber?.message}>
        {(control) => <Input {...control} {...accountNumberProps} {...form.register('accountNumber')} />}
      </Field>
      <Field
        label={t`Account number again`}
        error={errors.accountNumberConfirm?.message}
        hint={t`Type it once more, so a slip is caught.`}
      >
        {(control) => <Input {...control} {...accountNumberProps} {...form.register('accountNumberConfirm')} />}
      </Field>
      <Field
        label={t`IFSC`}
        error={errors.ifsc?.message ?? (lookup.state === 'unknown' ? UNKNOWN_IFSC : undefined)}
        hint={
          <span aria-live="polite">
            <IfscHint lookup={lookup} />
          </span>
        }
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            autoCorrect="off"
            spellCheck={false}
            maxLength={11}
            placeholder={IFSC_EXAMPLE}
            className="uppercase placeholder:normal-case sm:max-w-xs"
            {...form.register('ifsc')}
          />
        )}
      </Field>
      <Field
        label={t`Mobile number (optional)`}
        error={errors.mobile?.message}
        hint={t`With it, your share of UPI orders is paid straight to this account when their return window closes.`}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input {...control} type="tel" autoComplete="tel" className="sm:max-w-xs" {...form.register('mobile')} />
        )}
      </Field>
    </div>
  );
}
