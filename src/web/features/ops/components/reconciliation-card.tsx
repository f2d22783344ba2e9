import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OpsPayments, PaymentDifference } from '#shared/contracts/payments.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { formatMoment } from '#web/lib/format.ts';
import { differenceFigure, differenceLabels } from '../payment-words.ts';

type Reconciliation = Pick<OpsPayments, 'reconciledAt' | 'differences'>;

/** A difference's gateway id: long, without spaces, so it may break anywhere; on the line of the row's text. */
const idClass = 'font-mono text-xs leading-5 break-all';

/** One gateway id differs at most once in each way (an amount and a hold are two rows). */
const differenceKey = (difference: PaymentDifference) => `${difference.subject}:${difference.kind}`;

function DifferencesTable({ differences }: { differences: PaymentDifference[] }) {
  const { i18n } = useLingui();
  const head = 'py-2 pr-3 font-semibold';
  return (
    <table className="hidden w-full text-left text-sm md:table">
      <caption className="sr-only">
        <Trans>Where the gateway’s records differ from Haat’s</Trans>
      </caption>
      <thead className="text-xs text-text-secondary uppercase">
        <tr className="border-b border-border">
          <th scope="col" className={head}>
            <Trans>Order</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>Gateway id</Trans>
          </th>
          <th scope="col" className={head}>
            <Trans>What differs</Trans>
          </th>
          <th scope="col" className={`${head} text-right`}>
            <Trans>Haat</Trans>
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            <Trans>Gateway</Trans>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {differences.map((difference) => (
          <tr key={differenceKey(difference)} className="align-top">
            <td className="py-2.5 pr-3 font-semibold whitespace-nowrap">{difference.orderNumber ?? '—'}</td>
            <td className={`py-2.5 pr-3 ${idClass}`}>{difference.subject}</td>
            <td className="py-2.5 pr-3">{i18n._(differenceLabels[difference.kind])}</td>
            <td className="py-2.5 pr-3 text-right whitespace-nowrap tabular-nums">
              {differenceFigure(i18n, difference.ours)}
            </td>
            <td className="py-2.5 text-right whitespace-nowrap tabular-nums">
              {differenceFigure(i18n, difference.theirs)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DifferenceCard({ difference }: { difference: PaymentDifference }) {
  const { i18n } = useLingui();
  const order = difference.orderNumber;
  return (
    <li className="rounded-xl border border-border bg-background/40 p-3 text-sm">
      <p className="font-semibold break-words">{i18n._(differenceLabels[difference.kind])}</p>
      <p className="mt-0.5 text-text-secondary">{order ? <Trans>Order {order}</Trans> : <Trans>No order</Trans>}</p>
      <p className={`mt-1 ${idClass}`}>{difference.subject}</p>
      <dl className="mt-2 grid grid-cols-2 gap-2">
        <div className="min-w-0">
          <dt className="text-xs text-text-secondary">
            <Trans>Haat</Trans>
          </dt>
          <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]">
            {differenceFigure(i18n, difference.ours)}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-text-secondary">
            <Trans>Gateway</Trans>
          </dt>
          <dd className="font-semibold tabular-nums [overflow-wrap:anywhere]">
            {differenceFigure(i18n, difference.theirs)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function DifferenceCards({ differences }: { differences: PaymentDifference[] }) {
  const { t } = useLingui();
  return (
    <ul className="space-y-3 md:hidden" aria-label={t`Where the gateway’s records differ from Haat’s`}>
      {differences.map((difference) => (
        <DifferenceCard key={differenceKey(difference)} difference={difference} />
      ))}
    </ul>
  );
}

function LastRun({ at }: { at: string | null }) {
  if (!at) return <Trans>Not run yet.</Trans>;
  const moment = formatMoment(at);
  return (
    <Trans>
      Last run <time dateTime={at}>{moment}</time>.
    </Trans>
  );
}

function Verdict({ reconciliation }: { reconciliation: Reconciliation }) {
  const { t } = useLingui();
  const count = reconciliation.differences.length;
  if (!reconciliation.reconciledAt) return null;
  return count === 0 ? (
    <Badge tone="success">
      <Trans>Agrees</Trans>
    </Badge>
  ) : (
    <Badge tone="warning">{t`${plural(count, { one: '# difference', other: '# differences' })}`}</Badge>
  );
}

/** The daily comparison of the gateway's payments, transfers and refunds with Haat's: when it ran, what differs. */
export function ReconciliationCard({ reconciliation }: { reconciliation: Reconciliation }) {
  const { t } = useLingui();
  const { reconciledAt, differences } = reconciliation;
  return (
    <DashboardSection
      title={t`Reconciliation`}
      description={t`Each day, the gateway’s payments, transfers and refunds are compared with Haat’s.`}
      action={<Verdict reconciliation={reconciliation} />}
    >
      <p className="text-sm">
        <LastRun at={reconciledAt} />
      </p>
      {!reconciledAt ? null : differences.length === 0 ? (
        <p className="mt-2 text-sm text-text-secondary">
          <Trans>The gateway’s records agree with Haat’s.</Trans>
        </p>
      ) : (
        <div className="mt-3">
          <DifferencesTable differences={differences} />
          <DifferenceCards differences={differences} />
        </div>
      )}
    </DashboardSection>
  );
}
