import { useQuery } from '@tanstack/react-query';
import type { Payee } from '#shared/contracts/ops-money.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { payeesQueryOptions } from '../api/ops-money.ts';

const roleNames = { creator: 'Creator', seller: 'Seller' } as const;
const roles = (payee: Payee) => payee.roles.map((role) => roleNames[role]).join(', ');

function Method({ payee }: { payee: Payee }) {
  if (!payee.method) return <Badge tone="warning">No payout method</Badge>;
  // The label names the kind already: "UPI prXXXXes@okaxis", "HDFC Bank XXXXXX6789".
  return <span className="break-all">{payee.method.label}</span>;
}

const panText = (payee: Payee) => (payee.method ? (payee.method.hasPan ? 'Yes' : 'No') : '—');

const balanceColumns = [
  { status: 'payable', label: 'Payable' },
  { status: 'in_payout', label: 'In payout' },
  { status: 'paid', label: 'Paid' },
] as const;

function PayeesGrid({ payees }: { payees: Payee[] }) {
  const head = 'py-2 pr-3 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">Creators and sellers with earnings, most payable first</caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className={head}>
            Payee
          </th>
          <th scope="col" className={head}>
            Payout method
          </th>
          <th scope="col" className={head}>
            PAN
          </th>
          {balanceColumns.map((column) => (
            <th key={column.status} scope="col" className={`${head} text-right last:pr-0`}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {payees.map((payee) => (
          <tr key={payee.userId} className="align-top">
            <th scope="row" className="py-2.5 pr-3 text-left font-normal">
              <span className="block font-semibold break-words">{payee.name || payee.email}</span>
              <span className="block text-xs break-all text-text-secondary">
                {payee.email} · {roles(payee)}
              </span>
            </th>
            <td className="py-2.5 pr-3">
              <Method payee={payee} />
            </td>
            <td className="py-2.5 pr-3">{panText(payee)}</td>
            {balanceColumns.map((column) => (
              <td key={column.status} className="py-2.5 pr-3 text-right whitespace-nowrap tabular-nums last:pr-0">
                {formatRupees(payee.balance[column.status])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PayeeCards({ payees }: { payees: Payee[] }) {
  return (
    <ul className="space-y-3 md:hidden" aria-label="Creators and sellers with earnings, most payable first">
      {payees.map((payee) => (
        <li key={payee.userId} className="rounded-xl border border-border bg-background/40 p-3 text-sm">
          <p className="font-semibold break-words">{payee.name || payee.email}</p>
          <p className="text-xs break-all text-text-secondary">
            {payee.email} · {roles(payee)}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Method payee={payee} />
            {payee.method ? <span className="text-text-secondary">PAN: {panText(payee)}</span> : null}
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            {balanceColumns.map((column) => (
              <div key={column.status} className="min-w-0">
                <dt className="text-xs text-text-secondary">{column.label}</dt>
                <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]">
                  {formatRupees(payee.balance[column.status])}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** Every creator and seller with earnings: how they are paid, whether a PAN is on file, and their balances. */
export function PayeesTable() {
  const payees = useQuery(payeesQueryOptions);
  return (
    <DashboardSection
      title="Payees"
      description="Creators and sellers with earnings, most payable first. A payee without a payout method is skipped by runs."
    >
      {payees.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">Loading payees</span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : !payees.data ? (
        <LoadFailed what="The payees" onRetry={() => void payees.refetch()} retrying={payees.isFetching} />
      ) : payees.data.items.length === 0 ? (
        <p className="text-sm text-text-secondary">No creator or seller has earned anything yet.</p>
      ) : (
        <>
          <PayeesGrid payees={payees.data.items} />
          <PayeeCards payees={payees.data.items} />
        </>
      )}
    </DashboardSection>
  );
}
