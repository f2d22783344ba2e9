import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { OpsPayments as Payments } from '#shared/contracts/payments.ts';
import { LoadFailed } from '#web/components/load-failed.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { codRulesQueryOptions } from '../api/ops-cod.ts';
import { opsPaymentsQueryOptions } from '../api/ops-payments.ts';
import { CodPincodesCard } from './cod-pincodes-card.tsx';
import { CodRefundsCard } from './cod-refunds-card.tsx';
import { CodRulesCard } from './cod-rules-card.tsx';
import { gatewayName } from '../payment-words.ts';
import { CapturedPayments } from './captured-payments.tsx';
import { ReconciliationCard } from './reconciliation-card.tsx';

function Gateway({ gateway }: { gateway: string | null }) {
  if (!gateway)
    return (
      <div className="mt-3 rounded-card border border-border bg-surface p-4 text-sm">
        <p className="font-semibold">
          <Trans>No payment gateway is set up: buyers pay cash on delivery only.</Trans>
        </p>
        <p className="mt-1 text-text-secondary">
          <Trans>To take UPI payments, set PAYMENT_PROVIDER and the gateway’s keys (the README’s configuration).</Trans>
        </p>
      </div>
    );
  const name = gatewayName(gateway);
  return (
    <p className="mt-1 text-sm text-text-secondary">
      <Trans>
        Buyers pay by UPI through <span className="font-semibold text-text">{name}</span>, or cash on delivery.
      </Trans>
    </p>
  );
}

/** Without a gateway there is nothing to reconcile; payments taken before one was unset are still shown. */
const hasMoneyIn = (payments: Payments) =>
  payments.gateway !== null || payments.items.length > 0 || payments.reconciledAt !== null;

/**
 * /ops/payments: money in through the gateway, where each payment's money went, the daily reconciliation, and the
 * cash-on-delivery rules.
 */
export function OpsPayments() {
  const { t } = useLingui();
  const payments = useQuery(opsPaymentsQueryOptions);
  return (
    <div className="space-y-4">
      <header className="min-w-0">
        <h2 className="text-xl font-bold">
          <Trans>Payments</Trans>
        </h2>
        {payments.data ? <Gateway gateway={payments.data.gateway} /> : null}
      </header>
      {payments.isPending ? (
        <div role="status" aria-live="polite" className="space-y-4">
          <span className="sr-only">
            <Trans>Loading payments</Trans>
          </span>
          <Skeleton className="h-32" />
          <Skeleton className="h-48" />
        </div>
      ) : !payments.data ? (
        <LoadFailed what={t`The payments`} onRetry={() => void payments.refetch()} retrying={payments.isFetching} />
      ) : (
        <>
          {hasMoneyIn(payments.data) ? (
            <>
              <ReconciliationCard reconciliation={payments.data} />
              <CapturedPayments payments={payments.data.items} />
            </>
          ) : null}
          <CashOnDelivery upiOffered={payments.data.gateway !== null} />
        </>
      )}
    </div>
  );
}

/** The cash-on-delivery rules, the PIN codes without it (decision 070), and refunds of COD returns (071). */
function CashOnDelivery({ upiOffered }: { upiOffered: boolean }) {
  const rules = useQuery(codRulesQueryOptions);
  return (
    <div className="space-y-4">
      {rules.data ? <CodRulesCard rules={rules.data} upiOffered={upiOffered} /> : <Skeleton className="h-48" />}
      <CodPincodesCard />
      <CodRefundsCard />
    </div>
  );
}
