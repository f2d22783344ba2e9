import type { TaxToDeposit, TdsChallan, TdsChallanInput } from '#shared/contracts/payouts-ops.ts';
import { indiaDate, type Quarter, quarterDates } from '#shared/financial-year.ts';
import { monthsBetween, tdsDueOn } from '#shared/tds-deposit.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { findIncomeTaxDeductions } from './payout-runs.repository.ts';
import { type ChallanRow, findChallans, insertChallan } from './tds-challans.repository.ts';

/*
 * The TDS Haat deposits with the government, challan by challan (issue 36): the operator records each challan (its
 * identification number, the section and month of deduction it pays, the amount) and sees, per month and section,
 * what was deducted from payouts, what the challans deposited, and when it was due (#shared/tds-deposit.ts). A
 * deduction's month is the one it was made in (the earnings' credit, or their payment if earlier), India's dates.
 */

type Deposits = Pick<TaxToDeposit, 'deposits' | 'challans'>;

export const toChallan = (row: ChallanRow): TdsChallan => ({
  id: row.id,
  section: row.section,
  month: row.month,
  bsrCode: row.bsrCode,
  depositedOn: row.depositedOn,
  serial: row.serial,
  amountPaise: row.amountPaise,
  recordedAt: row.recordedAt.toISOString(),
});

const isCalendarDate = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

function refuse(field: keyof TdsChallanInput, message: string): never {
  throw new AppError('validation_failed', message, { fields: { [field]: [message] } });
}

/**
 * Records a challan (422 for a date that is not one, before the month it pays began or after today; 409 when its
 * identification number is recorded already). Runs in the caller's transaction, beside the audit row.
 */
export async function recordChallan(
  tx: Db,
  input: TdsChallanInput,
  operatorUserId: string,
  now: Date,
): Promise<TdsChallan> {
  if (!isCalendarDate(input.depositedOn)) refuse('depositedOn', /*i18n*/ 'A date as YYYY-MM-DD.');
  if (input.month > indiaDate(now).slice(0, 7))
    refuse('month', /*i18n*/ 'Tax for a month yet to come cannot be deposited.');
  if (input.depositedOn < `${input.month}-01`)
    refuse('depositedOn', /*i18n*/ 'A challan cannot pay tax deducted in a month after it was deposited.');
  if (input.depositedOn > indiaDate(now))
    refuse('depositedOn', /*i18n*/ 'The date of deposit cannot be in the future.');
  const row = await insertChallan(tx, { ...input, recordedBy: operatorUserId, recordedAt: now });
  if (!row)
    throw new AppError(
      'conflict',
      /*i18n*/ 'A challan with this BSR code, date and serial number is recorded already.',
    );
  return toChallan(row);
}

/** Each month and section of a quarter: deducted, deposited, due, late; and the challans recorded for it. */
export async function depositsOf(db: Db, fyStart: number, quarter: Quarter, now: Date): Promise<Deposits> {
  const { from, to } = quarterDates(fyStart, quarter);
  const months = monthsBetween(from, to);
  const [deductions, challans] = await Promise.all([
    findIncomeTaxDeductions(db, { from, to }),
    findChallans(db, months),
  ]);
  const today = indiaDate(now);
  const deposits = months.flatMap((month) =>
    (['194O', '194H'] as const).flatMap((section) => {
      const deducted = deductions
        .filter((row) => row.section === section && row.deductedOn.startsWith(month))
        .reduce((sum, row) => sum + row.amountPaise, 0);
      const paying = challans.filter((row) => row.section === section && row.month === month);
      const deposited = paying.reduce((sum, row) => sum + row.amountPaise, 0);
      if (deducted === 0 && paying.length === 0) return [];
      const dueOn = tdsDueOn(month);
      const late = (today > dueOn && deposited < deducted) || paying.some((row) => row.depositedOn > dueOn);
      return [{ month, section, deductedPaise: deducted, depositedPaise: deposited, dueOn, late }];
    }),
  );
  return { deposits, challans: challans.map(toChallan) };
}

/**
 * The challan (and the amount it deposited for the row) for each deductee row of a quarter's TDS return, in the
 * return's order: each month and section's challans, by date of deposit, pay its rows in turn.
 */
export async function challansForRows(
  db: Db,
  rows: { section: string; deductedOn: string; amountPaise: number }[],
  months: string[],
): Promise<({ challan: ChallanRow; depositedPaise: number } | null)[]> {
  const challans = await findChallans(db, months);
  const left = new Map(challans.map((row) => [row.id, row.amountPaise]));
  return rows.map((row) => {
    const month = row.deductedOn.slice(0, 7);
    let owed = row.amountPaise;
    let first: ChallanRow | null = null;
    for (const challan of challans) {
      if (owed === 0) break;
      const remaining = left.get(challan.id) ?? 0;
      if (challan.section !== row.section || challan.month !== month || remaining === 0) continue;
      const paid = Math.min(owed, remaining);
      left.set(challan.id, remaining - paid);
      owed -= paid;
      first ??= challan;
    }
    return first ? { challan: first, depositedPaise: row.amountPaise - owed } : null;
  });
}
