import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import FileWarning from 'lucide-react/icons/file-warning';
import Upload from 'lucide-react/icons/upload';
import { useRef, useState } from 'react';
import { CATALOG_CSV_COLUMNS, type CatalogImportResult, MAX_IMPORT_ROWS } from '#shared/contracts/catalog-csv.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { FileField } from '#web/components/ui/file-field.tsx';
import { Button, buttonVariants } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { formatCount } from '#web/lib/format.ts';
import { translateText } from '#web/lib/i18n.ts';
import { toast } from '#web/lib/toast.ts';
import { catalogExportUrl, importCatalog } from '../api/catalog-file.ts';

/** Problems shown on the screen; the downloadable report has every one. */
const SHOWN_PROBLEMS = 20;

function downloadReport(report: string) {
  const url = URL.createObjectURL(new Blob([report], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'haat-import-problems.csv';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Focuses an outcome as it appears (each outcome is keyed, so it mounts anew), so it is read out first. */
const focusOnMount = (node: HTMLDivElement | null) => node?.focus();

/** What was imported, or why nothing was. */
function Outcome({ result, error }: { result: CatalogImportResult | undefined; error: Error | null }) {
  const { t } = useLingui();
  if (result) {
    const created = result.created;
    const updated = formatCount(result.updated);
    const unchanged = formatCount(result.unchanged);
    return (
      <div
        ref={focusOnMount}
        tabIndex={-1}
        role="status"
        className="rounded-button border border-border bg-muted p-3 text-sm"
      >
        <p className="font-semibold">
          <Trans>Imported</Trans>
        </p>
        <p className="text-text-secondary">
          {t`${plural(created, { one: '# product', other: '# products' })} added, ${updated} updated, ${unchanged} unchanged.`}
        </p>
      </div>
    );
  }
  if (!error) return null;
  const problems = error instanceof ApiError ? (error.problems ?? []) : [];
  const report = error instanceof ApiError ? error.report : undefined;
  const shownCount = SHOWN_PROBLEMS;
  return (
    <div
      ref={focusOnMount}
      tabIndex={-1}
      role="alert"
      className="space-y-3 rounded-button border border-red-400/40 bg-red-400/10 p-3 text-sm"
    >
      <p className="flex items-start gap-2 font-semibold">
        <FileWarning className="mt-0.5 size-4 shrink-0 text-red-300" aria-hidden />
        {error.message || t`The file could not be imported.`}
      </p>
      {problems.length > 0 ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">
              {problems.length > SHOWN_PROBLEMS ? t`The first ${shownCount} problems` : t`The problems`}
            </caption>
            <thead className="text-xs text-text-secondary">
              <tr>
                <th scope="col" className="py-1 pr-2 font-medium">
                  <Trans>Row</Trans>
                </th>
                <th scope="col" className="py-1 pr-2 font-medium">
                  <Trans>Column</Trans>
                </th>
                <th scope="col" className="py-1 font-medium">
                  <Trans>Reason</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.slice(0, SHOWN_PROBLEMS).map((problem) => (
                <tr key={`${problem.row}-${problem.column}-${problem.reason}`} className="border-t border-border/60">
                  <td className="py-1.5 pr-2 align-top tabular-nums">{problem.row}</td>
                  <td className="py-1.5 pr-2 align-top font-mono text-xs">{problem.column}</td>
                  <td className="py-1.5 align-top">{problem.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report ? (
        <Button variant="secondary" onClick={() => downloadReport(report)} className="w-full sm:w-auto">
          <Download className="size-4" aria-hidden /> <Trans>Download error report</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/** Bulk catalog: download every product as CSV, and create or update products by SKU from a CSV file. */
export function CatalogFilePanel({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const upload = useMutation({
    mutationFn: importCatalog,
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: ['catalog'] });
      const created = result.created;
      const updated = formatCount(result.updated);
      toast({
        title: t`Catalog imported`,
        description: t`${plural(created, { one: '# product', other: '# products' })} added, ${updated} updated.`,
      });
      setFile(null);
      if (input.current) input.current.value = '';
    },
  });
  const maxRows = formatCount(MAX_IMPORT_ROWS);
  return (
    <section className="space-y-6" aria-labelledby="catalog-file-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="catalog-file-title" className="text-xl font-bold">
          <Trans>Import and export by CSV</Trans>
        </h2>
        <Button variant="secondary" onClick={onDone}>
          <Trans>Back to products</Trans>
        </Button>
      </div>
      <DashboardSection
        title={t`Export`}
        description={t`Every product you list, in the columns below. Edit it in Excel or Google Sheets and import it back.`}
      >
        <a
          href={catalogExportUrl}
          download
          className={buttonVariants({ variant: 'secondary', className: 'w-full sm:w-auto' })}
        >
          <Download className="size-4" aria-hidden /> <Trans>Export CSV</Trans>
        </a>
      </DashboardSection>
      <DashboardSection
        title={t`Import`}
        description={t`A row whose SKU you already have updates that product; a new SKU adds one. Up to ${maxRows} rows. If any row is wrong, nothing changes. Photos are added on each product.`}
      >
        <form
          noValidate
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            setMissing(!file);
            if (file) upload.mutate(file);
          }}
        >
          <FileField
            label={t`Catalog file (CSV)`}
            hint={t`Saved from Excel as CSV (UTF-8), or downloaded from Google Sheets as CSV.`}
            error={missing ? t`Choose a CSV file first.` : undefined}
            accept=".csv,text/csv"
            inputRef={input}
            onFile={(chosen) => {
              setFile(chosen);
              setMissing(false);
              upload.reset();
            }}
          />
          <Button type="submit" disabled={upload.isPending} className="w-full sm:w-auto">
            <Upload className="size-4" aria-hidden /> {upload.isPending ? t`Importing…` : t`Import`}
          </Button>
          <Outcome key={upload.submittedAt} result={upload.data} error={upload.error} />
        </form>
      </DashboardSection>
      <DashboardSection
        title={t`Columns`}
        description={t`The first row names the columns, in any order; only sku is required in every file.`}
      >
        <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[10rem_1fr]">
          {CATALOG_CSV_COLUMNS.map((column) => (
            <div key={column.name} className="contents">
              <dt className="font-mono text-xs font-semibold sm:pt-0.5">{column.name}</dt>
              <dd className="mb-1 text-text-secondary sm:mb-0">{translateText(column.guide)}</dd>
            </div>
          ))}
        </dl>
      </DashboardSection>
    </section>
  );
}
