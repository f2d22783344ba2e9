import { Trans, useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { type PayoutRunDetail, payoutResultSchema } from '#shared/contracts/payouts-ops.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { serverFieldError } from '#web/lib/form-errors.ts';

export type RunPayout = PayoutRunDetail['items'][number];
type Outcome = 'paid' | 'failed';
export type BankResult = { utr: string } | { failed: string };
/** The mutation that records a bank's answer for one payment (a payout, a COD refund). */
export type RecordBankResult = UseMutationResult<unknown, Error, { id: string; result: BankResult }>;

/**
 * The bank's answer for one payment sent through it, in its card: the UTR it was paid with, or (on request) why it
 * failed, which `failedHint` says the consequence of. Checked with the contract before anything is sent.
 */
export function RecordResultForm({
  id,
  payee,
  failedHint,
  record,
  onDone,
}: {
  id: string;
  payee: string;
  failedHint: string;
  record: RecordBankResult;
  onDone: (recorded: boolean) => void;
}) {
  const { t } = useLingui();
  const [outcome, setOutcome] = useState<Outcome>('paid');
  const [utr, setUtr] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const serverError = serverFieldError(record.error, outcome === 'paid' ? 'utr' : 'failed');
  const failure = record.error && !serverError ? record.error.message : null;
  const switchTo = (next: Outcome) => {
    setOutcome(next);
    setError(undefined);
    record.reset();
  };
  return (
    <form
      noValidate
      aria-label={t`Bank result for ${payee}`}
      className="space-y-3 rounded-button border border-border bg-surface p-3"
      onSubmit={(event) => {
        event.preventDefault();
        // The contract's branch for the answer given: its own message, not the union's.
        const [paid, failed] = payoutResultSchema.options;
        const parsed = outcome === 'paid' ? paid.safeParse({ utr }) : failed.safeParse({ failed: reason });
        setError(parsed.error?.issues[0]?.message);
        if (!parsed.success) return;
        record.mutate({ id, result: parsed.data }, { onSuccess: () => onDone(true) });
      }}
    >
      {outcome === 'paid' ? (
        <Field
          label="UTR"
          hint={t`12–22 letters or digits, as the bank’s statement shows it.`}
          error={error ?? serverError}
        >
          {(control) => (
            <Input
              {...control}
              // The form opens on a click meant to fill it in.
              autoFocus
              autoComplete="off"
              spellCheck={false}
              maxLength={22}
              value={utr}
              onChange={(event) => setUtr(event.target.value)}
              className="font-mono"
            />
          )}
        </Field>
      ) : (
        <Field label={t`Why it failed`} hint={failedHint} error={error ?? serverError}>
          {(control) => (
            <Textarea
              {...control}
              autoFocus
              rows={2}
              maxLength={300}
              placeholder={t`e.g. Account closed, returned by the beneficiary bank.`}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
      )}
      <FormAlert>{failure}</FormAlert>
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          size="sm"
          variant={outcome === 'paid' ? 'primary' : 'destructive'}
          disabled={record.isPending}
        >
          {record.isPending ? t`Saving…` : outcome === 'paid' ? t`Save UTR` : t`Mark failed`}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={record.isPending}
          onClick={() => switchTo(outcome === 'paid' ? 'failed' : 'paid')}
        >
          {outcome === 'paid' ? t`Mark failed instead` : t`Record a UTR instead`}
        </Button>
        <Button size="sm" variant="ghost" disabled={record.isPending} onClick={() => onDone(false)}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
