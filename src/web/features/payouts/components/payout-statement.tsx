import { Trans, useLingui } from '@lingui/react/macro';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { financialQuarterOf } from '#shared/financial-year.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { FinancialQuarterFields } from '#web/components/financial-quarter-fields.tsx';
import { buttonVariants } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { useNow } from '#web/lib/use-now.ts';
import { statementUrl } from '../api/payouts.ts';
import { FIRST_STATEMENT_YEAR } from '../payout-format.ts';

/**
 * A quarter's payouts and the tax withheld from each, as a CSV the browser downloads: the financial year (this one
 * back to FY 2024-25) and the quarter, this quarter in India at first; quarters still to come cannot be chosen.
 */
export function PayoutStatement() {
  const { t } = useLingui();
  const now = useNow();
  const [chosen, setChosen] = useState(() => financialQuarterOf(now));
  return (
    <DashboardSection
      title={t`Tax statement`}
      description={t`A quarter’s payouts with the tax withheld from each, as a CSV file for your records and your return.`}
    >
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-end">
        <FinancialQuarterFields value={chosen} onChange={setChosen} now={now} firstYear={FIRST_STATEMENT_YEAR} />
        <a
          href={statementUrl(chosen.year, chosen.quarter)}
          download
          className={cn(buttonVariants({ variant: 'secondary' }), 'w-full sm:w-auto')}
        >
          <Download className="size-4" aria-hidden /> <Trans>Download CSV</Trans>
        </a>
      </div>
    </DashboardSection>
  );
}
