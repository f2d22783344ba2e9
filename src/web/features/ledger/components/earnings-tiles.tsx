import { useLingui } from '@lingui/react/macro';
import { type EarningsByStatus, ledgerStatusSchema } from '#shared/contracts/ledger.ts';
import { formatRupees } from '#shared/money.ts';
import { StatTiles } from '#web/components/dashboard/stat-tiles.tsx';
import { ledgerStatusLabel } from '#web/lib/state-labels.ts';
import { LEDGER_STATUS_HINTS } from '../status-labels.ts';

/** Earnings by ledger status: what is on its way, waiting out returns, payable, being paid, paid and reversed. */
export function EarningsTiles({ totals }: { totals: EarningsByStatus }) {
  const { i18n } = useLingui();
  return (
    <StatTiles
      stats={ledgerStatusSchema.options.map((status) => ({
        label: ledgerStatusLabel(status),
        value: formatRupees(totals[status]),
        hint: i18n._(LEDGER_STATUS_HINTS[status]),
      }))}
    />
  );
}
