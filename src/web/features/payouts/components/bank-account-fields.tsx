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

function IfscHint({ lookup }: { lookup: IfscLookup }) {
  switch (lookup.state) {
    case 'checking':
      return (
        <span className="inline-flex items-center gap-1.5">
          <Loader2 className="size-3.5 animate-spin" aria-hidden /> Looking up the bank…
        </span>
      );
    case 'found':
      return (
        <span className="inline-flex items-start gap-1.5 text-sm text-emerald-300">
          <Check className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span>
            <span className="font-semibold">{lookup.bank}</span> · branch {lookup.branchCode}
          </span>
        </span>
      );
    default:
      return 'On your cheque book or passbook, e.g. SBIN0001234.';
  }
}

/** The account holder, the account number typed twice (pasting allowed, it must match) and the IFSC with its bank. */
export function BankAccountFields({ form }: { form: PayoutForm }) {
  const { errors } = form.formState;
  const ifsc = useWatch({ control: form.control, name: 'ifsc' });
  const lookup = useIfscBank(ifsc);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Name on the bank account"
        error={errors.accountHolderName?.message}
        hint="As the bank has it."
        className="sm:col-span-2"
      >
        {(control) => <Input {...control} autoComplete="name" {...form.register('accountHolderName')} />}
      </Field>
      <Field label="Account number" error={errors.accountNumber?.message}>
        {(control) => <Input {...control} {...accountNumberProps} {...form.register('accountNumber')} />}
      </Field>
      <Field
        label="Account number again"
        error={errors.accountNumberConfirm?.message}
        hint="Type it once more, so a slip is caught."
      >
        {(control) => <Input {...control} {...accountNumberProps} {...form.register('accountNumberConfirm')} />}
      </Field>
      <Field
        label="IFSC"
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
            placeholder="SBIN0001234"
            className="uppercase placeholder:normal-case sm:max-w-xs"
            {...form.register('ifsc')}
          />
        )}
      </Field>
    </div>
  );
}
