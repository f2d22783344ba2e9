import { Trans, useLingui } from '@lingui/react/macro';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { financialQuarterOf } from '#shared/financial-year.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { FinancialQuarterFields } from '#web/components/financial-quarter-fields.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useNow } from '#web/lib/use-now.ts';
import { settlementUrl, statementUrl, tdsCertificateUrl } from '../api/payouts.ts';
import { FIRST_STATEMENT_YEAR } from '../payout-format.ts';

/**
 * A quarter's payouts and the tax withheld from each, as a CSV the browser downloads: the financial year (this one
 * back to FY 2024-25) and the quarter, this quarter in India at first; quarters still to come cannot be chosen.
 */
export function PayoutStatement({ seller = false }: { seller?: boolean }) {
  const { t } = useLingui();
  const now = useNow();
  const [chosen, setChosen] = useState(() => financialQuarterOf(now));
  const link = cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto');
  return (
    <DashboardSection
      title={t`Tax statement`}
      description={
        seller
          ? t`A quarter’s payouts with the tax withheld from each (CSV), your TDS certificate (PDF), and the settlement report: every sold line with its invoice, Haat’s commission and the GST on it, TCS, TDS and what was paid.`
          : t`A quarter’s payouts with the tax withheld from each (CSV), and your TDS certificate (PDF), for your records and your return.`
      }
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-end">
        <FinancialQuarterFields value={chosen} onChange={setChosen} now={now} firstYear={FIRST_STATEMENT_YEAR} />
      </div>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <a href={statementUrl(chosen.year, chosen.quarter)} download className={link}>
          <Download className="size-4" aria-hidden /> <Trans>Download CSV</Trans>
        </a>
        <a href={tdsCertificateUrl(chosen.year, chosen.quarter)} download className={link}>
          <Download className="size-4" aria-hidden /> <Trans>TDS certificate (PDF)</Trans>
        </a>
        {seller ? (
          <a href={settlementUrl(chosen.year, chosen.quarter)} download className={link}>
            <Download className="size-4" aria-hidden /> <Trans>Settlement report (CSV)</Trans>
          </a>
        ) : null}
      </div>
    </DashboardSection>
  );
}
