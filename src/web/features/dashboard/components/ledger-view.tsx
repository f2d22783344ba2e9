import { useId } from 'react';
import type { Ledger } from '#shared/contracts/ledger.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { EarningsTiles } from './earnings-tiles.tsx';
import { LedgerEntries } from './ledger-entries.tsx';

/**
 * A creator's or seller's earnings: totals by status, then every ledger line
 * with its order, amount, status and the date it becomes payable.
 */
export function LedgerView({ ledger, description, empty }: { ledger: Ledger; description: string; empty: string }) {
  const titleId = useId();
  return (
    <>
      <section aria-labelledby={titleId}>
        <h2 id={titleId} className="mb-3 text-lg font-bold">
          Earnings
        </h2>
        <EarningsTiles totals={ledger.totals} />
      </section>
      <DashboardSection title="Earnings ledger" description={description}>
        <LedgerEntries entries={ledger.entries} empty={empty} />
      </DashboardSection>
    </>
  );
}
