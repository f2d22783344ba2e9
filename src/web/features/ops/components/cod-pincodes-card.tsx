import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import Upload from 'lucide-react/icons/upload';
import { useRef, useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { Field } from '#web/components/ui/field.tsx';
import { FileField } from '#web/components/ui/file-field.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatDate } from '#web/lib/format.ts';
import { codPincodesQueryOptions } from '../api/ops-cod.ts';
import { useSetCodPincode, useUploadCodPincodes } from '../use-ops-cod.ts';

const PIN = /^[1-9]\d{5}$/;

/** What the server refused, with the file's rows when it names them (nothing was saved then). */
function refusal(error: Error | null): string[] {
  if (!error) return [];
  const rows = error instanceof ApiError ? [...(error.fields?.file ?? []), ...(error.fields?.reason ?? [])] : [];
  return rows.length > 0 ? rows : [error.message];
}

/** One PIN code's cash on delivery, on or off, with the reason. */
function OnePincode() {
  const { t } = useLingui();
  const set = useSetCodPincode();
  const [pincode, setPincode] = useState('');
  const [allowed, setAllowed] = useState('off');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <form
      noValidate
      className="grid gap-3 sm:grid-cols-[8rem_10rem_1fr_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        const pin = pincode.trim();
        if (!PIN.test(pin)) return setProblem(t`Enter the 6-digit PIN code.`);
        if (reason.trim().length < 3) return setProblem(t`Say why (at least 3 characters).`);
        setProblem(null);
        set.mutate(
          { pincode: pin, codAllowed: allowed === 'on', reason: reason.trim() },
          { onSuccess: () => setPincode('') },
        );
      }}
    >
      <Field label={t`PIN code`}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={pincode}
            onChange={(event) => setPincode(event.target.value)}
          />
        )}
      </Field>
      <Field label={t`Cash on delivery`}>
        {(control) => (
          <Select {...control} value={allowed} onChange={(event) => setAllowed(event.target.value)}>
            <option value="off">{t`Off`}</option>
            <option value="on">{t`On`}</option>
          </Select>
        )}
      </Field>
      <Field label={t`Reason`}>
        {(control) => <Input {...control} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <Button type="submit" variant="secondary" disabled={set.isPending}>
        {t`Save`}
      </Button>
      {problem || set.error ? (
        <FormAlert className="sm:col-span-4">{problem ?? refusal(set.error).join(' ')}</FormAlert>
      ) : null}
    </form>
  );
}

/** A CSV of PIN codes (`pincode,cod` with yes or no): all rows or none. */
function PincodeFile() {
  const { t } = useLingui();
  const upload = useUploadCodPincodes();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const errors = refusal(upload.error);
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!file);
        if (!file) return;
        upload.mutate(
          { file, reason: reason.trim() },
          {
            onSuccess: () => {
              setFile(null);
              if (input.current) input.current.value = '';
            },
          },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FileField
          label={t`PIN codes file (CSV)`}
          hint={t`Columns: pincode, cod (yes or no). One row per PIN code.`}
          error={missing ? t`Choose a CSV file first.` : undefined}
          accept=".csv,text/csv"
          inputRef={input}
          onFile={(chosen) => {
            setFile(chosen);
            setMissing(false);
            upload.reset();
          }}
        />
        <Field label={t`Reason`}>
          {(control) => <Input {...control} value={reason} onChange={(event) => setReason(event.target.value)} />}
        </Field>
      </div>
      {errors.length > 0 ? (
        <div role="alert" className="rounded-button border border-red-400/40 bg-red-400/10 p-3 text-sm text-red-200">
          <ul className="list-disc space-y-1 pl-5">
            {errors.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button type="submit" variant="secondary" disabled={upload.isPending}>
        <Upload className="size-4" aria-hidden /> {upload.isPending ? t`Uploading…` : t`Upload PIN codes`}
      </Button>
    </form>
  );
}

/** PIN codes where cash on delivery is off (decision 070): every other PIN code allows it. */
export function CodPincodesCard() {
  const { t } = useLingui();
  const pincodes = useQuery(codPincodesQueryOptions);
  const blocked = pincodes.data?.items ?? [];
  return (
    <section aria-labelledby="cod-pincodes" className="rounded-card border border-border bg-surface p-4 sm:p-5">
      <h3 id="cod-pincodes" className="font-bold">
        <Trans>PIN codes without cash on delivery</Trans>
      </h3>
      <p className="mt-1 text-sm text-text-secondary">
        <Trans>Every other PIN code allows it. Buyers there are told why and offered UPI.</Trans>
      </p>
      {blocked.length === 0 ? (
        <p className="mt-3 text-sm">{pincodes.isPending ? t`Loading…` : t`None: cash on delivery is on everywhere.`}</p>
      ) : (
        <ul aria-label={t`PIN codes with cash on delivery off`} className="mt-3 flex flex-wrap gap-2">
          {blocked.map((row) => {
            const since = formatDate(row.updatedAt);
            return (
              <li
                key={row.pincode}
                className="rounded-button border border-border px-2.5 py-1 font-mono text-sm"
                title={t`Off since ${since}`}
              >
                {row.pincode}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-5 space-y-6 border-t border-border pt-4">
        <OnePincode />
        <PincodeFile />
      </div>
    </section>
  );
}
