import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditEntry } from '#shared/contracts/ops.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatMoment } from '#web/lib/format.ts';
import { auditLogQueryOptions } from '../api/ops.ts';

/** A subject as the log names it: its title when the action kept one, else its kind and id. */
function subjectOf(entry: AuditEntry): string {
  // A grant or revocation is about the role of the account that the row is by.
  if (entry.subjectType === 'operator') return 'the operator role';
  const title = typeof entry.details.title === 'string' ? entry.details.title : null;
  return title ? `${entry.subjectType} “${title}”` : `${entry.subjectType} ${entry.subjectId}`;
}

/** Anything else the action kept (a grant's `by`), as short text. */
function extrasOf(entry: AuditEntry): string {
  return Object.entries(entry.details)
    .filter(([key]) => key !== 'title' && key !== 'state')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatMoment(at)}</time>;
}

/** Desktop: one row per action. */
function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">Operator actions, newest first</caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className="py-2 pr-3 font-semibold">
            When
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Operator
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Action
          </th>
          <th scope="col" className="py-2 pr-3 font-semibold">
            Subject
          </th>
          <th scope="col" className="py-2 font-semibold">
            Why
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {entries.map((entry) => (
          <tr key={entry.id} className="align-top">
            <td className="py-2.5 pr-3 whitespace-nowrap text-text-secondary">
              <When at={entry.at} />
            </td>
            <td className="py-2.5 pr-3 break-all">{entry.operatorEmail}</td>
            <td className="py-2.5 pr-3 font-mono text-xs whitespace-nowrap">{entry.action}</td>
            <td className="py-2.5 pr-3 break-words">
              {subjectOf(entry)}
              {extrasOf(entry) ? <span className="block text-xs text-text-secondary">{extrasOf(entry)}</span> : null}
            </td>
            <td className="py-2.5 break-words">{entry.reason ?? <span className="text-text-secondary">—</span>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per action. */
function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Operator actions, newest first">
      {entries.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-border bg-background/40 p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <span className="font-mono text-xs font-semibold">{entry.action}</span>
            <span className="text-xs text-text-secondary">
              <When at={entry.at} />
            </span>
          </div>
          <p className="mt-1 break-words">{subjectOf(entry)}</p>
          {entry.reason ? <p className="mt-1 break-words">“{entry.reason}”</p> : null}
          <p className="mt-1 text-xs break-all text-text-secondary">
            by {entry.operatorEmail}
            {extrasOf(entry) ? ` · ${extrasOf(entry)}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** /ops/audit: every operator action (who, what, when, why), newest first, 50 at a time. */
export function AuditLog() {
  const log = useInfiniteQuery(auditLogQueryOptions);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <DashboardSection
      title="Audit log"
      description="Every operator action: who, what, when and why. Nothing here can be changed or removed."
    >
      {log.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">Loading the audit log</span>
          {[1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      ) : log.isError && entries.length === 0 ? (
        <LoadFailed what="The audit log" onRetry={() => void log.refetch()} retrying={log.isFetching} />
      ) : entries.length === 0 ? (
        <p className="text-sm text-text-secondary">No operator has acted yet.</p>
      ) : (
        <>
          <AuditTable entries={entries} />
          <AuditCards entries={entries} />
          {log.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="secondary" onClick={() => void log.fetchNextPage()} disabled={log.isFetchingNextPage}>
                {log.isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </DashboardSection>
  );
}
