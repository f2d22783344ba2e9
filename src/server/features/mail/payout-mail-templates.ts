import {
  type WithholdingCitation,
  type WithholdingSection,
  withholdingCitation,
} from '#shared/contracts/payouts-runs.ts';
import type { Locale } from '#shared/i18n/locales.ts';
import { formatRupees } from '#shared/money.ts';
import { compose, dateIn, sayIn } from './mail-compose.ts';
import type { MailMessage } from './mailer.ts';

/*
 * Mail about money out (decision 037): to a creator or seller once the bank has paid their payout, with what it
 * paid, the deductions withheld from it under which section, and the bank's reference. In the payee's language.
 */

/** The law's names for what is withheld, by the section in its tax year's Act (the same as the web's payout texts). */
const SECTION_LABELS: Record<WithholdingCitation, string> = {
  '194O': /*i18n*/ 'TDS u/s 194-O',
  '194H': /*i18n*/ 'TDS u/s 194H',
  '393_sales': /*i18n*/ 'TDS u/s 393 (e-commerce sales)',
  '393_commission': /*i18n*/ 'TDS u/s 393 (commission)',
  TCS52: /*i18n*/ 'GST TCS u/s 52',
};

/** A rate in basis points as a percentage: 10 → "0.1%", 500 → "5%". */
const percent = (rateBps: number) => `${Number((rateBps / 100).toFixed(2))}%`;

export interface PaidDeduction {
  section: WithholdingSection;
  /** The tax year the tax was assigned to: it decides the Act cited. */
  taxYear: number;
  basePaise: number;
  rateBps: number;
  amountPaise: number;
}

export function payoutPaidMail(mail: {
  locale: Locale;
  to: string;
  payeeName: string;
  grossPaise: number;
  deductions: PaidDeduction[];
  netPaise: number;
  /** Where it went, masked as the payee saw it ("UPI meXXXXrs@okaxis"). */
  destination: string;
  utr: string;
  /** A bank UTR, or (a route payout; decision 069) the payment gateway's settlement id. */
  referenceKind: 'utr' | 'settlement';
  paidAt: Date;
  dashboardUrl: string;
}): MailMessage {
  const say = sayIn(mail.locale);
  const amount = formatRupees(mail.netPaise);
  const date = dateIn(mail.locale, mail.paidAt);
  const withheld = mail.deductions.filter((deduction) => deduction.amountPaise > 0);
  const values = { name: mail.payeeName, amount, destination: mail.destination, date, utr: mail.utr };
  const settled = mail.referenceKind === 'settlement';
  return compose({
    locale: mail.locale,
    to: mail.to,
    subject: settled
      ? say(/*i18n*/ 'Haat paid you {amount} (settlement {utr})', values)
      : say(/*i18n*/ 'Haat paid you {amount} (UTR {utr})', values),
    title: say(/*i18n*/ 'Your payout is paid'),
    intro: settled
      ? say(
          /*i18n*/ 'Hi {name}, Haat released {amount} to {destination} on {date}: the payment gateway settles it to your bank account under settlement {utr}.',
          values,
        )
      : say(
          /*i18n*/ 'Hi {name}, Haat paid {amount} to {destination} on {date}. Your bank shows it with the reference (UTR) {utr}.',
          values,
        ),
    table: [
      { label: say(/*i18n*/ 'Your earnings in this payout'), value: formatRupees(mail.grossPaise) },
      ...withheld.map((deduction) => ({
        label: say(/*i18n*/ '{section} ({rate} of {base})', {
          section: say(SECTION_LABELS[withholdingCitation(deduction.section, deduction.taxYear)]),
          rate: percent(deduction.rateBps),
          base: formatRupees(deduction.basePaise),
        }),
        value: `− ${formatRupees(deduction.amountPaise)}`,
      })),
      { label: say(/*i18n*/ 'Paid to you'), value: amount, strong: true },
    ],
    blocks: [
      {
        heading: say(/*i18n*/ 'Paid to'),
        lines: [
          mail.destination,
          say(/*i18n*/ 'On {date}', { date }),
          settled ? say(/*i18n*/ 'Settlement {utr}', values) : say(/*i18n*/ 'UTR {utr}', { utr: mail.utr }),
        ],
      },
    ],
    action: { label: say(/*i18n*/ 'See your payouts'), url: mail.dashboardUrl },
    outro:
      withheld.length > 0
        ? say(
            /*i18n*/ 'The tax withheld is listed in your quarterly payout statement on the dashboard. You get this email because Haat pays your earnings to you.',
          )
        : say(/*i18n*/ 'You get this email because Haat pays your earnings to you.'),
  });
}
