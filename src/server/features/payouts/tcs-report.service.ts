import { shareOf } from '#shared/contracts/commission.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import { registeredSupplies } from '../invoices/invoices.service.ts';
import { tcs52RateBps } from './withholding.ts';

/*
 * The tax Haat collects at source as an e-commerce operator (CGST Act s. 52) on a month's supplies by registered
 * sellers, in GSTR-8's shape: one row per supplier GSTIN, the taxable value supplied and returned, the net liable,
 * and the TCS as IGST on inter-state supplies or half CGST and half SGST on intra-state ones.
 */

export interface TcsRow {
  gstin: string;
  suppliedPaise: number;
  returnedPaise: number;
  netPaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
}

/**
 * The month's TCS by supplier. The rate is the one in force on the month's first day (the rate changes on
 * 1 Oct 2018 and 10 Jul 2024; a month that straddles a change is rated as it began).
 */
export async function tcsBySupplier(db: Db, month: string): Promise<TcsRow[]> {
  const rateBps = tcs52RateBps(`${month}-01`);
  const bySupplier = new Map<string, { supplied: number; returned: number; inter: number; intra: number }>();
  for (const row of await registeredSupplies(db, month)) {
    const totals = bySupplier.get(row.gstin) ?? { supplied: 0, returned: 0, inter: 0, intra: 0 };
    const net = row.suppliedTaxablePaise - row.returnedTaxablePaise;
    totals.supplied += row.suppliedTaxablePaise;
    totals.returned += row.returnedTaxablePaise;
    if (row.intraState) totals.intra += net;
    else totals.inter += net;
    bySupplier.set(row.gstin, totals);
  }
  return [...bySupplier.entries()]
    .toSorted(([a], [b]) => a.localeCompare(b))
    .map(([gstin, totals]) => {
      const half = shareOf(totals.intra, rateBps / 2);
      return {
        gstin,
        suppliedPaise: totals.supplied,
        returnedPaise: totals.returned,
        netPaise: totals.supplied - totals.returned,
        igstPaise: shareOf(totals.inter, rateBps),
        cgstPaise: half,
        sgstPaise: half,
      };
    });
}

/** The month's TCS as GSTR-8's table 3 (supplies to unregistered persons' columns), in rupees with 2 decimals. */
export async function tcsCsv(db: Db, month: string): Promise<string> {
  const rows = await tcsBySupplier(db, month);
  // A month whose returns pass its supplies has a negative net: the money columns stay numbers to sum.
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
      textColumn('GSTIN of supplier'),
      numberColumn('Gross value of supplies made'),
      numberColumn('Value of supplies returned'),
      numberColumn('Net amount liable for TCS'),
      numberColumn('Integrated tax'),
      numberColumn('Central tax'),
      numberColumn('State/UT tax'),
    ],
  );
}
