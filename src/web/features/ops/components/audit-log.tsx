import { Trans, useLingui } from '@lingui/react/macro';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/contracts/ops.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatMoment } from '#web/lib/format.ts';
import { auditLogQueryOptions } from '../api/ops.ts';
import { actionText, extrasOf, subjectOf } from '../audit-words.ts';

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatMoment(at)}</time>;
}

/** Who acted: their name, their email under it. */
function Actor({ entry }: { entry: AuditEntry }) {
  return (
    <>
      <span className="block font-medium break-words">{entry.operatorName || entry.operatorEmail}</span>
      {entry.operatorName ? (
        <span className="block text-xs break-all text-text-secondary">{entry.operatorEmail}</span>
      ) : null}
    </>
  );
}

/** What it was done to: its kind and name as its owner names it now, what tells it apart, and what the row kept. */
function Subject({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const { kind, name, detail } = subjectOf(i18n, entry);
  const extras = extrasOf(i18n, entry);
  return (
    <>
      <span className="block">
        <span className="text-text-secondary">{kind}</span>
        {name ? <span className="font-medium"> · {name}</span> : null}
      </span>
      {detail ? <span className="block text-xs text-text-secondary">{detail}</span> : null}
      {extras ? <span className="block text-xs text-text-secondary">{extras}</span> : null}
    </>
  );
}

/** Desktop: one row per action. */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { i18n } = useLingui();
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">
        <Trans>Operator actions, newest first</Trans>
      </caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-3 font-semibold">
            <Trans>When</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            <Trans>Operator</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            <Trans>Action</Trans>
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            <Trans>Subject</Trans>
          </th>
          <th scope="col" className="py-2 font-semibold">
            <Trans>Why</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {entries.map((entry) => (
          <tr key={entry.id} className="align-top">
            <td className="py-2.5 pr-3 whitespace-nowrap text-text-secondary">
              <When at={entry.at} />
            </td>
            <td className="py-2.5 pr-3">
              <Actor entry={entry} />
            </td>
            <td className="py-2.5 pr-3">{actionText(i18n, entry.action)}</td>
            <td className="py-2.5 pr-3 break-words">
              <Subject entry={entry} />
            </td>
            <td className="py-2.5 break-words">{entry.reason ?? <span className="text-text-secondary">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AuditCard({ entry }: { entry: AuditEntry }) {
  const { i18n } = useLingui();
  const name = entry.operatorName || entry.operatorEmail;
  const email = entry.operatorEmail;
  return (
    <li className="rounded-xl border border-border bg-background/40 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="font-semibold">{actionText(i18n, entry.action)}</span>
        <span className="text-xs text-text-secondary">
          <When at={entry.at} />
        </span>
      </div>
      <div className="mt-1 break-words">
        <Subject entry={entry} />
      </div>
      {entry.reason ? <p className="mt-1 break-words">“{entry.reason}”</p> : null}
      <p className="mt-1 text-xs break-words text-text-secondary">
        <Trans>
          by {name} ({email})
        </Trans>
      </p>
    </li>
  );
}

/** Phones: one card per action. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  const { t } = useLingui();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Operator actions, newest first`}>
      {entries.map((entry) => (
        <AuditCard key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}

/** /ops/audit: every operator action (who, what, when, why), newest first, 50 at a time. */
export function AuditLog() {
  const log = useInfiniteQuery(auditLogQueryOptions);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Audit log`}
      description={t`Every operator action: who, what, when and why. Nothing here can be changed or removed.`}
    >
      {log.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">
            <Trans>Loading the audit log</Trans>
          </span>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : log.isError && entries.length === 0 ? (
        <LoadFailed what={t`The audit log`} onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-text-secondary">
          <Trans>No operator has acted yet.</Trans>
        </p>
      ) : (
        <>
          <AuditTable entries={entries} />
          <AuditCards entries={entries} />
          {log.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? t`Loading…` : t`Load more`}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </DashboardSection>
  );
}
