import { type EarningsByStatus, LEDGER_STATUS_LABELS, ledgerStatusSchema } from '#shared/contracts/ledger.ts';
import { formatRupees } from '#shared/money.ts';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';

const hints = {
  awaiting: 'Ordered, not yet delivered',
  pending: 'Delivered, return window open',
  payable: 'Return window closed, paid in the next run',
  in_payout: 'Sent to your bank, waiting for it',
  paid: 'In your bank account',
  reversed: 'Cancelled, returned or failed',
} as const;

/** Earnings by ledger status: what is on its way, waiting out returns, payable, being paid, paid and reversed. */
export function EarningsTiles({ totals }: { totals: EarningsByStatus }) {
  return (
    <StatTiles
      stats={ledgerStatusSchema.options.map((status) => ({
        label: LEDGER_STATUS_LABELS[status],
        value: formatRupees(totals[status]),
        hint: hints[status],
      }))}
    />
  );
}
