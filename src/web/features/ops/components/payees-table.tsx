import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Payee } from '#shared/contracts/payouts-ops.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ledgerStatusLabel } from '#web/lib/state-labels.ts';
import { payeesQueryOptions } from '../api/ops-money.ts';

const roleNames = { creator: msg`Creator`, seller: msg`Seller` } as const;
const roles = (i18n: I18n, payee: Payee) => payee.roles.map((role) => i18n._(roleNames[role])).join(', ');

function Method({ payee }: { payee: Payee }) {
  if (!payee.method)
    return (
      <Badge tone="warning">
        <Trans>No payout method</Trans>
      </Badge>
    );
  // The label names the kind already: "UPI prXXXXes@okaxis", "HDFC Bank XXXXXX6789".
  return <span className="break-all">{payee.method.label}</span>;
}

const panText = (i18n: I18n, payee: Payee) =>
  payee.method ? (payee.method.hasPan ? i18n._(msg`Yes`) : i18n._(msg`No`)) : '—';

/** The balance columns, named as the ledger's states are. */
const balanceColumns = ['payable', 'in_payout', 'paid'] as const;

function PayeesGrid({ payees }: { payees: Payee[] }) {
  const { i18n } = useLingui();
  const head = 'py-2 pr-3 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">
        <Trans>Creators and sellers with earnings, most payable first</Trans>
      </caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className={head}>
            <Trans>Payee</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>Payout method</Trans>
          </th>
          <th scope="col" className={head}>
            PAN
          </th>
          {balanceColumns.map((status) => (
            <th key={status} scope="col" className={`${head} text-right last:pr-0`}>
              {ledgerStatusLabel(status)}
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
                {payee.email} · {roles(i18n, payee)}
              </span>
            </th>
            <td className="py-2.5 pr-3">
              <Method payee={payee} />
            </td>
            <td className="py-2.5 pr-3">{panText(i18n, payee)}</td>
            {balanceColumns.map((status) => (
              <td key={status} className="py-2.5 pr-3 text-right whitespace-nowrap tabular-nums last:pr-0">
                {formatRupees(payee.balance[status])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PayeeCards({ payees }: { payees: Payee[] }) {
  const { t, i18n } = useLingui();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Creators and sellers with earnings, most payable first`}>
      {payees.map((payee) => (
        <li key={payee.userId} className="rounded-xl border border-border bg-background/40 p-3 text-sm">
          <p className="font-semibold break-words">{payee.name || payee.email}</p>
          <p className="text-xs break-all text-text-secondary">
            {payee.email} · {roles(i18n, payee)}
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Method payee={payee} />
            {payee.method ? <span className="text-text-secondary">PAN: {panText(i18n, payee)}</span> : null}
          </div>
          <dl className="mt-2 grid grid-cols-3 gap-2">
            {balanceColumns.map((status) => (
              <div key={status} className="min-w-0">
                <dt className="text-xs text-text-secondary">{ledgerStatusLabel(status)}</dt>
                <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]">
                  {formatRupees(payee.balance[status])}
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
  const { t } = useLingui();
  const payees = useQuery(payeesQueryOptions);
  return (
    <DashboardSection
      title={t`Payees`}
      description={t`Creators and sellers with earnings, most payable first. A payee without a payout method is skipped by runs.`}
    >
      {payees.isPending ? (
        <div role="status" aria-live="polite" className="space-y-2">
          <span className="sr-only">
            <Trans>Loading payees</Trans>
          </span>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : !payees.data ? (
        <LoadFailed what={t`The payees`} onRetry={() => void payees.refetch()} retrying={payees.isFetching} />
      ) : payees.data.items.length === 0 ? (
        <p className="text-sm text-text-secondary">
          <Trans>No creator or seller has earned anything yet.</Trans>
        </p>
      ) : (
        <>
          <PayeesGrid payees={payees.data.items} />
          <PayeeCards payees={payees.data.items} />
        </>
      )}
    </DashboardSection>
  );
}
