import { useLingui } from '@lingui/react/macro';
import Upload from 'lucide-react/icons/upload';
import { useRef, useState } from 'react';
import { FileField } from '#web/components/ui/file-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useUploadBankResult } from '../use-ops-money.ts';

/** What the server said was wrong with the file, row by row (nothing was recorded then). */
function Refusal({ error }: { error: Error }) {
  const { t } = useLingui();
  const rows = error instanceof ApiError ? (error.fields?.file ?? []) : [];
  return (
    <div role="alert" className="rounded-button border border-red-400/40 bg-red-400/10 p-3 text-sm text-red-200">
      <p className="font-semibold">{error.message || t`An error occurred`}</p>
      {rows.length > 0 ? (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {rows.map((row) => (
            <li key={row}>{row}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Uploads the bank's result file of a manual run: every row is recorded, or none when one is wrong. */
export function BankResultUpload({ runId }: { runId: string }) {
  const { t } = useLingui();
  const upload = useUploadBankResult();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        setMissing(!file);
        if (!file) return;
        upload.mutate(
          { runId, file },
          {
            onSuccess: () => {
              setFile(null);
              if (input.current) input.current.value = '';
            },
          },
        );
      }}
    >
      <FileField
        label={t`Bank result file (CSV)`}
        hint={t`Columns: Payout ID, Status (paid or failed), UTR, Reason. One row per payout.`}
        error={missing ? t`Choose the bank’s result file first.` : undefined}
        accept=".csv,text/csv"
        inputRef={input}
        onFile={(chosen) => {
          setFile(chosen);
          setMissing(false);
          upload.reset();
        }}
      />
      {upload.error ? <Refusal error={upload.error} /> : null}
      <Button type="submit" variant="secondary" disabled={upload.isPending}>
        <Upload className="size-4" aria-hidden /> {upload.isPending ? t`Uploading…` : t`Upload bank result`}
      </Button>
    </form>
  );
}
