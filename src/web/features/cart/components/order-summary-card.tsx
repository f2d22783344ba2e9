import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { PriceSummary, Quote } from '#shared/contracts/cart.ts';
import { formatRupees } from '#shared/money.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PriceRows } from '#web/components/price-rows.tsx';
import type { Paying } from './checkout-form.tsx';

interface OrderSummaryCardProps {
  formId: string;
  quote: Quote | undefined;
  itemCount: number;
  /** Prices are being fetched again (quantity changed, or re-quoted after a refusal). */
  updating: boolean;
  failed: boolean;
  onRetry: () => void;
  needsChange: boolean;
  placing: boolean;
  /** How the buyer chose to pay: UPI now, or cash on delivery (with its fee per parcel). */
  paying: Paying;
}

/** The quote with the COD fee of each parcel added (decision 072). */
const withCodFee = (quote: Quote, perParcel: number): PriceSummary => {
  const codFeePaise = perParcel * quote.parcels;
  return { ...quote.summary, codFeePaise, totalPaise: quote.summary.totalPaise + codFeePaise };
};

/** Items, delivery and total with the Place order button; sticks beside the form on wide screens. */
export function OrderSummaryCard({
  formId,
  quote,
  itemCount,
  updating,
  failed,
  onRetry,
  needsChange,
  placing,
  paying,
}: OrderSummaryCardProps) {
  const { t } = useLingui();
  const ready = Boolean(quote) && !updating;
  const summary = quote ? withCodFee(quote, paying.codFeePaise) : null;
  const total = summary ? formatRupees(summary.totalPaise) : null;
  return (
    <aside
      aria-labelledby="summary-title"
      className="rounded-card border border-border bg-surface p-4 shadow-card sm:p-5 lg:sticky lg:top-20 lg:self-start"
    >
      <h2 id="summary-title" className="text-lg font-bold">
        <Trans>Order summary</Trans>
      </h2>
      <div aria-live="polite" aria-busy={updating} className="mt-4">
        {summary ? (
          <PriceRows summary={summary} itemCount={itemCount} className={updating ? 'opacity-60' : undefined} />
        ) : failed ? null : (
          <p className="text-sm text-text-secondary">
            <Trans>Checking today’s prices and stock…</Trans>
          </p>
        )}
      </div>
      {failed ? (
        <div role="alert" className="mt-3 space-y-2 text-sm">
          <p className="text-red-300">
            <Trans>Prices could not be checked. Check your connection.</Trans>
          </p>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : null}
      {needsChange ? (
        <p id="summary-needs-change" className="mt-3 text-sm text-red-300">
          <Trans>
            Some items in your bag are sold out or no longer sold. Change or remove them to place your order.
          </Trans>
        </p>
      ) : null}
      <Button
        type="submit"
        form={formId}
        size="lg"
        className="mt-5 w-full"
        disabled={!ready || placing}
        aria-describedby={needsChange ? 'summary-needs-change' : undefined}
      >
        {placing ? t`Placing order…` : updating ? t`Updating prices…` : t`Place order`}
      </Button>
      <p className="mt-3 text-center text-xs text-text-secondary">
        {paying.method === 'upi' ? (
          <Trans>Next, pay by UPI: the order is placed once the payment arrives. You can cancel until it ships.</Trans>
        ) : total ? (
          <Trans>Pay {total} in cash or by UPI when it arrives. You can cancel until it ships.</Trans>
        ) : (
          <Trans>Pay in cash or by UPI when it arrives. You can cancel until it ships.</Trans>
        )}
      </p>
      <p className="mt-2 text-center text-xs text-text-secondary">
        <Trans>
          Your name, phone and address go to the seller and their courier to deliver it; see our{' '}
          <Link to="/privacy" className="font-semibold text-primary hover:underline">
            privacy notice
          </Link>
          .
        </Trans>
      </p>
    </aside>
  );
}
