import { type Quarter, indiaDate, quarterDates } from '#shared/financial-year.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { invoicedSales, saleInvoiceNumbers } from '../invoices/invoices.service.ts';
import { paidSellerLines } from '../ledger/ledger-payouts.service.ts';
import { findDeductions, listPayoutsOf } from './payout-runs.repository.ts';

/*
 * A seller's settlement report (issue 36, item 5): every sold line their payouts in a quarter paid, with its invoice,
 * what the buyer paid, Haat's commission and the GST on it, the GST inside the creator's markup, what the ledger
 * credited, the GST TCS and income-tax TDS withheld for it and what reached the bank, with the payout's UTR. A
 * payout's TDS is shared over its lines by their invoiced value (largest remainder), its TCS by each line's own
 * (they are rounded per line: decision 063), so each payout's lines add up to what it withheld, to the paisa.
 */

/** `total` shared over `weights` in proportion, the remainders to the largest fractions: it adds up exactly. */
export function shareByWeight(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + Math.max(0, weight), 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (total * Math.max(0, weight)) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((acc, share) => acc + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .toSorted((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export async function ownSettlementCsv(db: Db, userId: string, fyStart: number, quarter: Quarter): Promise<string> {
  const seller = await requireOwnSeller(db, userId);
  const { from, to } = quarterDates(fyStart, quarter);
  const paid = (await listPayoutsOf(db, userId))
    .filter((payout) => payout.status !== 'failed')
    .filter((payout) => {
      const day = indiaDate(payout.createdAt);
      return day >= from && day <= to;
    })
    .toReversed();
  const payoutIds = paid.map((payout) => payout.id);
  const [lines, deductions] = await Promise.all([paidSellerLines(db, payoutIds), findDeductions(db, payoutIds)]);
  const [invoiced, numbers] = await Promise.all([
    invoicedSales(
      db,
      lines.map((line) => ({ lineId: line.lineId, orderId: line.orderId, carriesFee: line.deliveryPaise > 0 })),
    ),
    saleInvoiceNumbers(
      db,
      seller.id,
      lines.map((line) => line.orderId),
    ),
  ]);
  const rows = paid.flatMap((payout) => {
    const mine = lines.filter((line) => line.payoutId === payout.id);
    const withheld = (section: string) =>
      deductions
        .filter((deduction) => deduction.payoutId === payout.id && deduction.section === section)
        .reduce((total, deduction) => total + deduction.amountPaise, 0);
    const sales = mine.map((line) => invoiced.get(line.lineId));
    const tds = shareByWeight(
      withheld('194O'),
      sales.map((sale) => sale?.salesPaise ?? 0),
    );
    const tcs = shareByWeight(
      withheld('TCS52'),
      sales.map((sale) => sale?.tcsPaise ?? 0),
    );
    return mine.map((line, index) => {
      const goods = line.status === 'cancelled' || line.status === 'delivery_failed' ? 0 : line.quantity;
      const saleValue = (line.basePricePaise + line.markupPaise) * goods + line.deliveryPaise;
      const lineTcs = tcs[index] ?? 0;
      const lineTds = tds[index] ?? 0;
      return [
        line.orderNumber,
        indiaDate(line.placedAt),
        line.productName,
        String(line.quantity),
        numbers.get(line.orderId) ?? '',
        rupeesDecimal(saleValue),
        rupeesDecimal(line.basePricePaise * goods),
        rupeesDecimal(goods > 0 ? line.commissionPaise : 0),
        rupeesDecimal(goods > 0 ? line.commissionGstPaise : 0),
        rupeesDecimal(goods > 0 ? line.markupGstPaise : 0),
        rupeesDecimal(line.deliveryPaise),
        rupeesDecimal(line.amountPaise),
        rupeesDecimal(lineTcs),
        rupeesDecimal(lineTds),
        rupeesDecimal(line.amountPaise - lineTcs - lineTds),
        payout.id,
        indiaDate(payout.createdAt),
        payout.status,
        payout.utr ?? '',
      ];
    });
  });
  return writeCsv(rows, [
    textColumn('Order'),
    textColumn('Order date'),
    textColumn('Product'),
    numberColumn('Quantity'),
    textColumn('Invoice'),
    numberColumn('Buyer paid (₹)'),
    numberColumn('Base amount (₹)'),
    numberColumn('Haat commission (₹)'),
    numberColumn('GST on commission (₹)'),
    numberColumn('GST in creator markup (₹)'),
    numberColumn('Delivery fee (₹)'),
    numberColumn('Earned (₹)'),
    numberColumn('GST TCS (₹)'),
    numberColumn('Income-tax TDS (₹)'),
    numberColumn('Net paid (₹)'),
    textColumn('Payout'),
    textColumn('Payout date'),
    textColumn('Status'),
    textColumn('UTR'),
  ]);
}
