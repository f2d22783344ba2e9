import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpsPayment } from '#shared/contracts/payments.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatMoment } from '#web/lib/format.ts';

/** Where a payment's money went, in the order it moves (decision 069). */
const amountColumns = [
  { key: 'capturedPaise', label: msg`Captured` },
  { key: 'transferredPaise', label: msg`Transferred` },
  { key: 'heldPaise', label: msg`Held` },
  { key: 'releasedPaise', label: msg`Released` },
  { key: 'reversedPaise', label: msg`Reversed` },
  { key: 'refundedPaise', label: msg`Refunded` },
] as const;

/** Nothing moved is shown, but quieter than what did. */
const amountClass = (paise: number) => cn('tabular-nums', paise === 0 && 'text-text-secondary');

const idClass = 'font-mono text-xs break-all';

function Settlements({ ids }: { ids: string[] }) {
  if (ids.length === 0) return <span className="text-text-secondary">—</span>;
  return (
    <ul className="space-y-0.5">
      {ids.map((id) => (
        <li key={id} className={`${idClass} leading-5`}>
          {id}
        </li>
      ))}
    </ul>
  );
}

function PaymentsGrid({ payments }: { payments: OpsPayment[] }) {
  const { i18n } = useLingui();
  const head = 'py-2 pr-3 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm lg:table">
      <caption className="sr-only">
        <Trans>Captured UPI payments, newest first</Trans>
      </caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className={head}>
            <Trans>Order</Trans>
          </th>
          {amountColumns.map((column) => (
            <th key={column.key} scope="col" className={`${head} text-right`}>
              {i18n._(column.label)}
            </th>
          ))}
          <th scope="col" className="py-2 font-semibold">
            <Trans>Settlements</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {payments.map((payment) => (
          <tr key={payment.id} className="align-top">
            <th scope="row" className="py-2.5 pr-3 text-left font-normal">
              <span className="block font-semibold whitespace-nowrap">{payment.orderNumber}</span>
              <span className={`block ${idClass} text-text-secondary`}>{payment.providerPaymentId}</span>
              <time dateTime={payment.capturedAt} className="block text-xs text-text-secondary">
                {formatMoment(payment.capturedAt)}
              </time>
            </th>
            {amountColumns.map((column) => (
              <td
                key={column.key}
                className={cn('py-2.5 pr-3 text-right whitespace-nowrap', amountClass(payment[column.key]))}
              >
                {formatRupees(payment[column.key])}
              </td>
            ))}
            <td className="py-2.5">
              <Settlements ids={payment.settlementIds} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PaymentCard({ payment }: { payment: OpsPayment }) {
  const { i18n } = useLingui();
  return (
    <li className="rounded-xl border border-border bg-background/40 p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <p className="font-semibold break-words">{payment.orderNumber}</p>
        <time dateTime={payment.capturedAt} className="text-xs text-text-secondary">
          {formatMoment(payment.capturedAt)}
        </time>
      </div>
      <p className={`mt-0.5 ${idClass} text-text-secondary`}>{payment.providerPaymentId}</p>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {amountColumns.map((column) => (
          <div key={column.key} className="min-w-0">
            <dt className="text-xs text-text-secondary">{i18n._(column.label)}</dt>
            <dd className={cn('font-semibold [overflow-wrap:anywhere]', amountClass(payment[column.key]))}>
              {formatRupees(payment[column.key])}
            </dd>
          </div>
        ))}
        <div className="col-span-full min-w-0">
          <dt className="text-xs text-text-secondary">
            <Trans>Settlements</Trans>
          </dt>
          <dd>
            <Settlements ids={payment.settlementIds} />
          </dd>
        </div>
      </dl>
    </li>
  );
}

function PaymentCards({ payments }: { payments: OpsPayment[] }) {
  const { t } = useLingui();
  return (
    <ul className="space-y-3 lg:hidden" aria-label={t`Captured UPI payments, newest first`}>
      {payments.map((payment) => (
        <PaymentCard key={payment.id} payment={payment} />
      ))}
    </ul>
  );
}

/** The latest captured UPI payments: what each captured, transferred, held, released, reversed and refunded. */
export function CapturedPayments({ payments }: { payments: OpsPayment[] }) {
  const { t } = useLingui();
  return (
    <DashboardSection
      title={t`Captured UPI payments`}
      description={t`The latest 100, newest first. Each payee’s share is transferred and held until the return window closes, then released to settle to their bank; what is no longer owed is reversed to Haat.`}
    >
      {payments.length === 0 ? (
        <p className="text-sm text-text-secondary">
          <Trans>No UPI payment has been captured yet.</Trans>
        </p>
      ) : (
        <>
          <PaymentsGrid payments={payments} />
          <PaymentCards payments={payments} />
        </>
      )}
    </DashboardSection>
  );
}
