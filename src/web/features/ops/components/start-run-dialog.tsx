import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Play from 'lucide-react/icons/play';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { Payee } from '#shared/contracts/payouts-ops.ts';
import { DEFAULT_PAYOUT_MINIMUM_PAISE, type RunProviderName, runProviders } from '#shared/contracts/payouts-runs.ts';
import { formatRupees, formatRupeesShort, rupeesToPaise } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog } from '#web/components/ui/dialog.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { serverFieldError } from '#web/lib/form-errors.ts';
import { payeesQueryOptions } from '../api/ops-money.ts';
import { providerName } from '../payout-words.ts';
import { useStartPayoutRun } from '../use-ops-money.ts';

/** The contract's bounds on a run's minimum: ₹1 to ₹10,00,000. */
const MIN_PAISE = 100;
const MAX_PAISE = 100_000_000;

function minimumError(text: string): MessageDescriptor | undefined {
  const paise = rupeesToPaise(text);
  if (paise === null) return msg`Enter an amount in ₹, e.g. 100 or 250.50.`;
  const min = formatRupeesShort(MIN_PAISE);
  const max = formatRupeesShort(MAX_PAISE);
  if (paise < MIN_PAISE || paise > MAX_PAISE) return msg`Between ${min} and ${max}.`;
  return undefined;
}

/**
 * Who the run would pay, as the payee list reads now: a payout method, a payable balance at the minimum, and no
 * payout still open. The server decides; this is what the operator is told to expect before confirming.
 */
function expected(payees: Payee[], minimumPaise: number) {
  const due = payees.filter((payee) => payee.balance.payable >= minimumPaise && payee.balance.in_payout === 0);
  const paid = due.filter((payee) => payee.method !== null);
  return {
    payees: paid.length,
    payablePaise: paid.reduce((total, payee) => total + payee.balance.payable, 0),
    withoutMethod: due.length - paid.length,
  };
}

function Expectation({ minimumPaise }: { minimumPaise: number }) {
  const { t } = useLingui();
  const payees = useQuery(payeesQueryOptions);
  if (!payees.data) return null;
  const { payees: count, payablePaise, withoutMethod } = expected(payees.data.items, minimumPaise);
  const amount = formatRupees(payablePaise);
  const waiting = t`${plural(withoutMethod, {
    one: '# payee has no payout method and will wait.',
    other: '# payees have no payout method and will wait.',
  })}`;
  return (
    <p className="rounded-button border border-border bg-background/40 p-3 text-sm" aria-live="polite">
      <Trans>
        As the balances stand, this pays{' '}
        <strong>
          <Plural value={count} one="# payee" other="# payees" /> ({amount} before tax)
        </strong>
        .
      </Trans>
      {withoutMethod > 0 ? ` ${waiting}` : ''}
    </p>
  );
}

/** The run's provider and minimum, what it will do, and the button that starts it: the confirmation step. */
function StartRunForm({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const start = useStartPayoutRun();
  const [provider, setProvider] = useState<RunProviderName>('manual');
  const [minimum, setMinimum] = useState(String(DEFAULT_PAYOUT_MINIMUM_PAISE / 100));
  const [error, setError] = useState<string | undefined>();
  const minimumPaise = rupeesToPaise(minimum) ?? DEFAULT_PAYOUT_MINIMUM_PAISE;
  const failure = start.error && !serverFieldError(start.error, 'minimumPaise') ? start.error.message : null;
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = minimumError(minimum);
        setError(problem ? i18n._(problem) : undefined);
        if (problem) return;
        start.mutate(
          { provider, minimumPaise },
          {
            onSuccess: (run) => {
              onClose();
              void navigate(`/ops/payouts/${run.id}`);
            },
          },
        );
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t`Provider`}>
          {(control) => (
            <Select
              {...control}
              // The dialog opens on a click meant to fill it in.
              autoFocus
              value={provider}
              onChange={(event) => {
                setProvider(event.target.value as RunProviderName);
                start.reset();
              }}
            >
              {runProviders.map((name) => (
                <option key={name} value={name}>
                  {providerName(i18n, name)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          label={t`Minimum balance (₹)`}
          hint={t`Smaller balances wait for a later run.`}
          error={error ?? serverFieldError(start.error, 'minimumPaise')}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              value={minimum}
              onChange={(event) => setMinimum(event.target.value)}
            />
          )}
        </Field>
      </div>
      <Expectation minimumPaise={minimumPaise} />
      <p className="text-sm text-text-secondary">
        <Trans>Their payable earnings move to “In payout” and the tax due is withheld.</Trans>{' '}
        {provider === 'manual'
          ? t`Next, download the bank file, pay it through the bank, and record each UTR.`
          : t`The payouts are sent to RazorpayX now; its webhooks record each result.`}
      </p>
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={start.isPending} onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={start.isPending}>
          {start.isPending ? t`Starting…` : t`Start run`}
        </Button>
      </div>
    </form>
  );
}

/** "Start a payout run": opens the run's settings and its confirmation; nothing is written before "Start run". */
export function StartRunButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" onClick={() => setOpen(true)}>
        <Play className="size-4" aria-hidden /> <Trans>Start a payout run…</Trans>
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t`Start a payout run`}
        description={t`Pays every creator and seller with a payout method whose payable balance reaches the minimum, less the tax withheld.`}
      >
        {open ? <StartRunForm onClose={() => setOpen(false)} /> : null}
      </Dialog>
    </>
  );
}
