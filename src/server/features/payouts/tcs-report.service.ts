import type { Gstr8 } from '#shared/contracts/payouts-ops.ts';
import { gstStateName } from '#shared/gst.ts';
import { tcs52RateOn, tcsOnLine } from '#shared/gst-tcs.ts';
import { monthRange } from '#shared/financial-year.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import type { Env } from '../../env.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { haatTcsRegistration } from '../invoices/fee-invoices.service.ts';
import { ecoDocumentLines } from '../invoices/invoices.service.ts';

/*
 * The tax Haat collects at source as an e-commerce operator (CGST Act s. 52) on a month's supplies by registered
 * sellers, as GSTR-8 reports it: one return per state Haat is registered in for TCS, holding the suppliers
 * registered in that state; one row per supplier GSTIN with the taxable value supplied to (unregistered) buyers and
 * returned, the net liable, and the TCS by head. The TCS is each invoice line's (`tcsOnLine`), summed: the same
 * paise the payouts withheld for those lines (decision 063). A seller not registered but enrolled on the GST portal
 * is a row too, under their enrolment number, with no tax collected (CGST notification 37/2023-Central Tax).
 */

export interface TcsRow {
  /** The supplier's GSTIN, or an unregistered supplier's enrolment number. */
  gstin: string;
  suppliedPaise: number;
  returnedPaise: number;
  netPaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/** The month's TCS by supplier registered (or enrolled) in `stateCode` ("27"), by GSTIN or enrolment number. */
export async function tcsBySupplier(db: Db, month: string, stateCode: string): Promise<TcsRow[]> {
  const bySupplier = new Map<string, TcsRow>();
  for (const line of await ecoDocumentLines(db, monthRange(month))) {
    const supplier = line.gstin ?? line.enrolmentNumber;
    if (line.stateCode !== stateCode || supplier === null) continue;
    const row = bySupplier.get(supplier) ?? {
      gstin: supplier,
      suppliedPaise: 0,
      returnedPaise: 0,
      netPaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    };
    const credit = line.kind === 'credit_note';
    const taxable = credit ? -line.taxablePaise : line.taxablePaise;
    const tcs = line.gstin
      ? tcsOnLine(taxable, line.intraState, tcs52RateOn(line.issuedAt))
      : { igstPaise: 0, cgstPaise: 0, sgstPaise: 0 };
    if (credit) row.returnedPaise += line.taxablePaise;
    else row.suppliedPaise += line.taxablePaise;
    row.netPaise += taxable;
    row.igstPaise += tcs.igstPaise;
    row.cgstPaise += tcs.cgstPaise;
    row.sgstPaise += tcs.sgstPaise;
    bySupplier.set(supplier, row);
  }
  return [...bySupplier.values()].toSorted((a, b) => a.gstin.localeCompare(b.gstin));
}

/** The states whose registered or enrolled suppliers sold through Haat in the month: one GSTR-8 each. */
export async function tcsStates(db: Db, month: string): Promise<{ code: string; name: string }[]> {
  const codes = new Set((await ecoDocumentLines(db, monthRange(month))).map((line) => line.stateCode));
  return [...codes].toSorted().map((code) => ({ code, name: gstStateName(code) ?? code }));
}

/**
 * A state's month as GSTR-8's table 3 (supplies made to unregistered persons: Haat's buyers are consumers), in
 * rupees with 2 decimals. A month whose returns pass its supplies has a negative net: the columns stay numbers.
 */
export async function tcsCsv(db: Db, month: string, stateCode: string): Promise<string> {
  const rows = await tcsBySupplier(db, month, stateCode);
  return writeCsv(
    rows.map((row) => [
      row.gstin,
      rupeesDecimal(row.suppliedPaise),
      rupeesDecimal(row.returnedPaise),
      rupeesDecimal(row.netPaise),
      rupeesDecimal(row.igstPaise),
      rupeesDecimal(row.cgstPaise),
      rupeesDecimal(row.sgstPaise),
    ]),
    [
      textColumn('GSTIN or enrolment number of supplier'),
      numberColumn('Gross value of supplies made to unregistered persons'),
      numberColumn('Value of supplies returned by unregistered persons'),
      numberColumn('Net amount liable for TCS'),
      numberColumn('Integrated tax'),
      numberColumn('Central tax'),
      numberColumn('State/UT tax'),
    ],
  );
}

/**
 * Haat's TCS registration in a state: one of `OPERATOR_TCS_GSTINS`, or its own GSTIN in its own state; a state with
 * neither cannot be filed (409).
 */
export function tcsRegistration(env: Env, stateCode: string): string {
  const found = haatTcsRegistration(env, stateCode);
  if (found) return found;
  throw new AppError(
    'conflict',
    phrase(/*i18n*/ 'Haat has no TCS registration in {state}: add its GSTIN to OPERATOR_TCS_GSTINS.', {
      state: gstStateName(stateCode) ?? stateCode,
    }),
  );
}

/** Rupees as the GST portal's JSON takes them: a number with at most two decimals. */
const rupees = (paise: number) => Math.round(paise) / 100;

/**
 * A state's month in the JSON the GST portal's GSTR-8 offline tool imports: Haat's TCS registration in the state,
 * the return period (MMYYYY) and one `tcs` row per supplier GSTIN (supplies to unregistered persons, `supU` and
 * `retsupU`).
 */
export async function tcsJson(db: Db, month: string, stateCode: string, operatorGstin: string): Promise<Gstr8> {
  const rows = await tcsBySupplier(db, month, stateCode);
  return {
    gstin: operatorGstin,
    fp: `${month.slice(5, 7)}${month.slice(0, 4)}`,
    tcs: rows.map((row) => ({
      stin: row.gstin,
      supR: 0,
      retsupR: 0,
      supU: rupees(row.suppliedPaise),
      retsupU: rupees(row.returnedPaise),
      amt: rupees(row.netPaise),
      iamt: rupees(row.igstPaise),
      camt: rupees(row.cgstPaise),
      samt: rupees(row.sgstPaise),
    })),
  };
}
