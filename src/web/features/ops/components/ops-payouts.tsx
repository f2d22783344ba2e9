import { PayeesTable } from './payees-table.tsx';
import { PayoutRunsList } from './payout-runs-list.tsx';
import { TaxCard } from './tax-card.tsx';

/** /ops/payouts: the runs (start one; each opens on its own page), the payees, and the tax withheld to deposit. */
export function OpsPayouts() {
  return (
    <div className="space-y-4">
      <PayoutRunsList />
      <PayeesTable />
      <TaxCard />
    </div>
  );
}
