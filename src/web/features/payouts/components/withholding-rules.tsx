import { Trans, useLingui } from '@lingui/react/macro';
import { formatBps } from '#shared/contracts/commission.ts';
import type { WithholdingRule } from '#shared/contracts/payouts-runs.ts';
import { formatRupees } from '#shared/money.ts';
import { DashboardSection } from '#web/components/dashboard/dashboard-section.tsx';
import { withholdingLabelOf } from '../payout-texts.ts';
import { useWithholdingRules } from '../use-withholding-rules.ts';

/** One rule in words, with the rates and yearly thresholds the server says are in force. */
function RuleText({ rule }: { rule: WithholdingRule }) {
  const { t } = useLingui();
  const rate = formatBps(rule.rateBps);
  switch (rule.section) {
    case '194H': {
      const threshold = formatRupees(rule.yearThresholdPaise);
      const withoutPan = formatBps(rule.withoutPanRateBps);
      const year = rule.financialYear;
      return t`${rate} of your commission, once your commission in a tax year passes ${threshold} (now ${year}); from then on the whole year’s commission is taxed, what was paid before included. Commission counts in the year it becomes payable to you. ${withoutPan} without a PAN.`;
    }
    case '194O': {
      const withoutPan = formatBps(rule.withoutPanRateBps);
      const exemption = formatRupees(rule.individualExemptionPaise);
      return t`${rate} of your gross sales as invoiced: what buyers pay, a creator’s markup included, and delivery fees, without the GST your invoices show separately. Nothing while an individual’s or family’s (HUF) sales stay within ${exemption} in a tax year, with a PAN; beyond it, on what lies beyond. ${withoutPan} without a PAN.`;
    }
    case 'TCS52':
      return t`${rate} of the taxable value your tax invoices bill (a bill of supply carries no GST, so none).`;
  }
}

/** What the law has Haat withhold from this payee's payouts, each rule with its rate today. */
export function WithholdingRules() {
  const { t, i18n } = useLingui();
  const rules = useWithholdingRules();
  if (!rules || rules.length === 0) return null;
  return (
    <DashboardSection
      title={t`Tax withheld from your payouts`}
      description={t`The taxes the law has Haat withhold from your earnings, at today’s rates. Each payout above shows what it withheld, or why nothing.`}
    >
      <ul className="space-y-3 text-sm">
        {rules.map((rule) => (
          <li key={rule.section}>
            <p className="font-semibold">{i18n._(withholdingLabelOf(rule.section, rule.taxYear))}</p>
            <p className="mt-0.5 text-text-secondary">
              <RuleText rule={rule} />
            </p>
          </li>
        ))}
      </ul>
    </DashboardSection>
  );
}

/** Why a payee adds their PAN: what is withheld from their own earnings without one, by their rules. */
export function WithoutPanNote() {
  const { t } = useLingui();
  const rules = useWithholdingRules();
  const sentences = (rules ?? []).flatMap((rule) => {
    if (rule.section === 'TCS52') return [];
    const rate = formatBps(rule.rateBps);
    const withoutPan = formatBps(rule.withoutPanRateBps);
    return rule.section === '194H'
      ? [t`Without a PAN, TDS on your commission is ${withoutPan} instead of ${rate}.`]
      : [t`Without a PAN, TDS on your sales is ${withoutPan} instead of ${rate}.`];
  });
  if (sentences.length === 0)
    return <Trans>Without a PAN, income tax is withheld from your earnings at a higher rate.</Trans>;
  return <>{sentences.join(' ')}</>;
}
