import { sayStored } from '#web/lib/say-stored.ts';
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { LedgerEntry } from '#shared/contracts/ledger.ts';
import { formatRupees } from '#shared/money.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format.ts';
import { LedgerStatusBadge } from './ledger-status-badge.tsx';

/** When the money moves: the payable date, or why it was reversed. */
export function ledgerNote(entry: LedgerEntry): string {
  const date = entry.payableAt ? formatDate(entry.payableAt) : null;
  switch (entry.status) {
    case 'awaiting':
      return t`Payable after delivery and the return window`;
    case 'pending':
      // A pending entry loses its date only while the buyer's return request waits for the seller.
      return date ? t`Payable on ${date}` : t`On hold: the buyer asked to return it`;
    case 'payable':
      return date ? t`Payable since ${date}` : t`Payable`;
    case 'in_payout':
      return t`In a payout: waiting for the bank`;
    case 'paid':
      return t`Paid out`;
    case 'reversed':
      // The reason is the server's stored sentence, said in the reader's language.
      return entry.reason ? sayStored(entry.reason) : t`Reversed`;
  }
}

/** A collab campaign's payout: its orderNumber starts COLLAB- and its productName is the campaign's title. */
export const isCollabPayout = (entry: Pick<LedgerEntry, 'orderNumber'>) => entry.orderNumber.startsWith('COLLAB-');

/** What the line is for: the product and how many, or the campaign a payout is for (no count). */
function EntryItem({ entry }: { entry: LedgerEntry }) {
  if (isCollabPayout(entry)) return <>{entry.productName}</>;
  return (
    <>
      {entry.productName} <span className="text-text-secondary">× {entry.quantity}</span>
    </>
  );
}

function EntryCard({ entry }: { entry: LedgerEntry }) {
  return (
    <li className="rounded-xl border border-border bg-background/40 p-3">
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 text-sm font-medium">
          <EntryItem entry={entry} />
        </p>
        <p
          className={cn(
            'shrink-0 font-semibold tabular-nums',
            entry.status === 'reversed' && 'text-text-secondary line-through',
          )}
        >
          {formatRupees(entry.amountPaise)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-text-secondary">
        <LedgerStatusBadge status={entry.status} />
        <span className="font-mono">{entry.orderNumber}</span>
        <span aria-hidden>·</span>
        <span>{ledgerNote(entry)}</span>
      </div>
    </li>
  );
}

/** The table's columns: every one but the last keeps its distance from the next. */
const columns: { label: MessageDescriptor; className: string | undefined }[] = [
  { label: msg`Order`, className: 'pr-3' },
  { label: msg`Item`, className: 'pr-3' },
  { label: msg`Amount`, className: 'pr-3 text-right' },
  { label: msg`Status`, className: 'pr-3' },
  { label: msg`When`, className: undefined },
];

function EntriesTable({ entries }: { entries: LedgerEntry[] }) {
  const { i18n } = useLingui();
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-xs tracking-wide text-text-secondary uppercase">
        <tr className="border-b border-border">
          {columns.map(({ label, className }) => (
            <th key={label.id} scope="col" className={cn('py-2 font-semibold', className)}>
              {i18n._(label)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="py-2.5 pr-3 font-mono text-xs whitespace-nowrap">{entry.orderNumber}</td>
            <td className="py-2.5 pr-3">
              <EntryItem entry={entry} />
            </td>
            <td
              className={cn(
                'py-2.5 pr-3 text-right font-semibold whitespace-nowrap tabular-nums',
                entry.status === 'reversed' && 'text-text-secondary line-through',
              )}
            >
              {formatRupees(entry.amountPaise)}
            </td>
            <td className="py-2.5 pr-3">
              <LedgerStatusBadge status={entry.status} />
            </td>
            <td className="py-2.5 text-text-secondary">{ledgerNote(entry)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The ledger lines given: a stacked list on phones, a table from the small breakpoint up. */
export function LedgerEntries({ entries, empty }: { entries: LedgerEntry[]; empty: string }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-text-secondary">
        {empty}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-2 sm:hidden">
        {entries.map((entry) => (
          <EntryCard key={entry.id} entry={entry} />
        ))}
      </ul>
      <div className="hidden overflow-x-auto sm:block">
        <EntriesTable entries={entries} />
      </div>
    </>
  );
}
