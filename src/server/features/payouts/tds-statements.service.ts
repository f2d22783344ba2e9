import { withholdingCitation, withholdingLabel } from '#shared/contracts/payouts-runs.ts';
import { financialYearLabel, indiaDate, type Quarter, quarterDates } from '#shared/financial-year.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import type { FieldCrypto } from '../../lib/field-crypto.ts';
import { accountsByIds } from '../auth/auth-accounts.ts';
import { haatSupplier } from '../invoices/fee-invoices.service.ts';
import { formatInvoiceDate } from '../invoices/invoice-heading.ts';
import { monthsBetween } from '#shared/tds-deposit.ts';
import { findIncomeTaxDeductions } from './payout-runs.repository.ts';
import { challansForRows } from './tds-challans.service.ts';
import { payoutDestination, requirePayee } from './payouts.service.ts';
import { renderTdsCertificatePdf, type TdsCertificate } from './tds-certificate-pdf.ts';

/*
 * Income tax deducted from payouts as the law asks it to be accounted for (issue 36, item 5; decision 064): each
 * payee's quarterly TDS certificate, and the deductee rows of Haat's quarterly TDS return (Form 26Q's annexure, in its
 * column order) for the operator.
 */

/** The demo operator's TAN, until the operator's own is configured (production requires OPERATOR_TAN: env.ts). */
const DEMO_TAN = 'BLRH07716H';

export const operatorTan = (env: Env): string => env.OPERATOR_TAN ?? DEMO_TAN;

const periodLabel = (fyStart: number, quarter: Quarter) => {
  const days = quarterDates(fyStart, quarter);
  return `${financialYearLabel(fyStart)}, quarter ${String(quarter)} (${formatInvoiceDate(days.from)} – ${formatInvoiceDate(days.to)})`;
};

/** The signed-in payee's TDS certificate for a quarter: every income-tax deduction from their payouts in it. */
export async function ownTdsCertificate(
  context: { db: Db; payoutCrypto: FieldCrypto; now: Date },
  env: Env,
  userId: string,
  fyStart: number,
  quarter: Quarter,
): Promise<{ filename: string; pdf: Buffer }> {
  const { db, payoutCrypto, now } = context;
  await requirePayee(db, userId);
  const [deductions, destination, accounts] = await Promise.all([
    findIncomeTaxDeductions(db, quarterDates(fyStart, quarter), userId),
    payoutDestination(db, payoutCrypto, userId),
    accountsByIds(db, [userId]),
  ]);
  const haat = haatSupplier(env);
  const certificate: TdsCertificate = {
    deductor: { legalName: haat.legalName, address: haat.address, tan: operatorTan(env), gstin: haat.gstin },
    deductee: { name: destination?.panName ?? accounts.get(userId)?.name ?? '', pan: destination?.pan ?? null },
    period: periodLabel(fyStart, quarter),
    issuedOn: indiaDate(now),
    rows: deductions.map((row) => ({
      date: row.deductedOn,
      section: withholdingLabel(row.section, row.taxYear),
      paidPaise: row.basePaise,
      rateBps: row.rateBps,
      taxPaise: row.amountPaise,
    })),
  };
  const pdf = await renderTdsCertificatePdf(certificate);
  return { filename: `haat-tds-certificate-FY${fyStart}-${(fyStart + 1) % 100}-Q${quarter}.pdf`, pdf };
}

/** "2026-11-23" as the return's "23/11/2026". */
const returnDate = (day: string) => day.split('-').toReversed().join('/');

/** A section as the return's section code: the 1961 Act's up to 2025-26, 393 of the 2025 Act after. */
const sectionCode = (section: '194O' | '194H' | 'TCS52', taxYear: number) => {
  const citation = withholdingCitation(section, taxYear);
  return citation.startsWith('393') ? '393' : citation === '194O' ? '194-O' : citation;
};

/**
 * The deductee rows of Haat's quarterly TDS return for the quarter, in Form 26Q's annexure column order: one per
 * deduction from a payout (not failed) made in it, the tax deposited for it from the challans recorded for its month
 * and section (tds-challans.service.ts) and, after the annexure's columns, the challan it was deposited under.
 */
export async function tdsReturnCsv(
  context: { db: Db; payoutCrypto: FieldCrypto },
  fyStart: number,
  quarter: Quarter,
): Promise<string> {
  const { db, payoutCrypto } = context;
  const days = quarterDates(fyStart, quarter);
  const deductions = await findIncomeTaxDeductions(db, days);
  const deposited = await challansForRows(db, deductions, monthsBetween(days.from, days.to));
  const userIds = [...new Set(deductions.map((row) => row.userId))];
  const accounts = await accountsByIds(db, userIds);
  const payees = new Map(
    await Promise.all(
      userIds.map(async (userId) => [userId, await payoutDestination(db, payoutCrypto, userId)] as const),
    ),
  );
  const rows = deductions.map((row, index) => {
    const payee = payees.get(row.userId);
    const pan = payee?.pan ?? null;
    // Deducted when credited, or paid if earlier: the return's date of credit and of deduction.
    const day = returnDate(row.deductedOn);
    const deposit = deposited[index] ?? null;
    return [
      String(index + 1),
      row.userId.slice(0, 8),
      // 01: a company (the PAN's fourth character C); 02: any other deductee.
      pan?.charAt(3) === 'C' ? '01' : '02',
      pan ?? 'PANNOTAVBL',
      payee?.panName ?? accounts.get(row.userId)?.name ?? '',
      sectionCode(row.section, row.taxYear),
      day,
      rupeesDecimal(row.basePaise),
      rupeesDecimal(row.amountPaise),
      '0.00',
      '0.00',
      rupeesDecimal(row.amountPaise),
      rupeesDecimal(deposit?.depositedPaise ?? 0),
      day,
      `${String(row.rateBps / 100)}`,
      // C: deducted at the higher rate for want of a PAN (206AA; section 393 from 2026-27).
      pan ? '' : 'C',
      deposit?.challan.bsrCode ?? '',
      deposit ? returnDate(deposit.challan.depositedOn) : '',
      deposit?.challan.serial ?? '',
    ];
  });
  return writeCsv(rows, [
    textColumn('Sr. No.'),
    textColumn('Deductee reference no.'),
    textColumn('Deductee code'),
    textColumn('PAN of the deductee'),
    textColumn('Name of the deductee'),
    textColumn('Section code'),
    textColumn('Date of payment or credit'),
    numberColumn('Amount paid or credited (₹)'),
    numberColumn('TDS (₹)'),
    numberColumn('Surcharge (₹)'),
    numberColumn('Health and education cess (₹)'),
    numberColumn('Total tax deducted (₹)'),
    numberColumn('Total tax deposited (₹)'),
    textColumn('Date of deduction'),
    numberColumn('Rate of deduction (%)'),
    textColumn('Reason for non-deduction or higher deduction'),
    textColumn('Challan BSR code'),
    textColumn('Challan date of deposit'),
    textColumn('Challan serial no.'),
  ]);
}
