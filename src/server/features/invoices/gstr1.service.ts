import type { Gstr1Table } from '#shared/contracts/invoices.ts';
import { indiaDate, monthRange } from '#shared/financial-year.ts';
import { gstStateName } from '#shared/gst.ts';
import { rupeesDecimal } from '#shared/money.ts';
import type { Db } from '../../db/client.ts';
import { numberColumn, textColumn, writeCsv } from '../../lib/csv.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { requireOwnSeller } from '../catalog/sellers.service.ts';
import { findSellerDocumentLines, findSeriesIssued } from './gstr1.repository.ts';

/*
 * A registered seller's month as they file it in GSTR-1 (issue 36, item 6; decision 065), every supply through Haat
 * tagged with Haat's GSTIN as the e-commerce operator: B2CS (type E) by place of supply and rate; B2CL for inter-state
 * invoices to consumers above ₹1,00,000; the HSN summary (Table 12); the documents issued (Table 13); and the
 * supplies through the operator that collects TCS (Table 14). Credit notes are netted into the tables whose
 * invoices they adjust; exempt and nil-rated goods (Table 8) stay out of the taxed tables.
 */

/** Inter-state invoices to unregistered persons above this value go to B2CL (Notification 12/2024-Central Tax). */
const B2CL_ABOVE_PAISE = 10_000_000;

type Line = Awaited<ReturnType<typeof findSellerDocumentLines>>[number];

const placeLabel = (code: string) => `${code}-${gstStateName(code) ?? ''}`;
const percent = (bps: number) => String(bps / 100);
const money = (paise: number) => rupeesDecimal(paise);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** The offline tool's date: "26-Nov-2026". */
const toolDate = (at: Date) => {
  const [year = '', month = '01', day = ''] = indiaDate(at).split('-');
  return `${day}-${MONTHS[Number(month) - 1] ?? ''}-${year}`;
};

const isB2cl = (line: Line) =>
  line.kind === 'tax_invoice' && !line.intraState && line.invoiceTotalPaise > B2CL_ABOVE_PAISE;
/** A credit note's line takes its value back. */
const signed = (line: Line, value: number) => (line.kind === 'credit_note' ? -value : value);

function sums<K>(lines: Line[], keyOf: (line: Line) => K) {
  const groups = new Map<string, { key: K; lines: Line[] }>();
  for (const line of lines) {
    const key = keyOf(line);
    const id = JSON.stringify(key);
    const group = groups.get(id) ?? { key, lines: [] };
    group.lines.push(line);
    groups.set(id, group);
  }
  return [...groups.values()].map(({ key, lines: members }) => {
    const total = (pick: (line: Line) => number) => members.reduce((acc, line) => acc + signed(line, pick(line)), 0);
    return {
      key,
      lines: members,
      taxable: total((line) => line.taxablePaise),
      cgst: total((line) => line.cgstPaise),
      sgst: total((line) => line.sgstPaise),
      igst: total((line) => line.igstPaise),
      value: total((line) => line.totalPaise),
      quantity: total((line) => (line.isDelivery ? 0 : line.quantity)),
    };
  });
}

function table(lines: Line[], series: Awaited<ReturnType<typeof findSeriesIssued>>, which: Gstr1Table, etin: string) {
  // A delivery challan moves goods without a supply: it is in table 13 only.
  const supplies = lines.filter((line) => line.kind !== 'delivery_challan');
  const taxed = supplies.filter((line) => line.rateBps > 0 && line.kind !== 'bill_of_supply');
  switch (which) {
    case 'b2cs':
      return {
        columns: [
          textColumn('Type'),
          textColumn('Place Of Supply'),
          numberColumn('Rate'),
          numberColumn('Applicable % of Tax Rate'),
          numberColumn('Taxable Value'),
          numberColumn('Cess Amount'),
          textColumn('E-Commerce GSTIN'),
          numberColumn('Integrated Tax'),
          numberColumn('Central Tax'),
          numberColumn('State/UT Tax'),
        ],
        rows: sums(
          taxed.filter((line) => !isB2cl(line)),
          (line) => [line.placeOfSupplyCode, line.rateBps] as const,
        ).map(({ key: [place, rate], ...sum }) => [
          'E',
          placeLabel(place),
          percent(rate),
          '',
          money(sum.taxable),
          '0.00',
          etin,
          money(sum.igst),
          money(sum.cgst),
          money(sum.sgst),
        ]),
      };
    case 'b2cl':
      return {
        columns: [
          textColumn('Invoice Number'),
          textColumn('Invoice date'),
          numberColumn('Invoice Value'),
          textColumn('Place Of Supply'),
          numberColumn('Applicable % of Tax Rate'),
          numberColumn('Rate'),
          numberColumn('Taxable Value'),
          numberColumn('Cess Amount'),
          textColumn('E-Commerce GSTIN'),
        ],
        rows: sums(taxed.filter(isB2cl), (line) => [line.number, line.rateBps] as const).map(
          ({ key: [number, rate], lines: members, ...sum }) => {
            const first = members[0] as Line;
            return [
              number,
              toolDate(first.issuedAt),
              money(first.invoiceTotalPaise),
              placeLabel(first.placeOfSupplyCode),
              '',
              percent(rate),
              money(sum.taxable),
              '0.00',
              etin,
            ];
          },
        ),
      };
    case 'hsn':
      return {
        columns: [
          textColumn('HSN'),
          textColumn('Description'),
          textColumn('UQC'),
          numberColumn('Total Quantity'),
          numberColumn('Total Value'),
          numberColumn('Rate'),
          numberColumn('Taxable Value'),
          numberColumn('Integrated Tax Amount'),
          numberColumn('Central Tax Amount'),
          numberColumn('State/UT Tax Amount'),
          numberColumn('Cess Amount'),
        ],
        rows: sums(supplies, (line) => [line.hsnCode, line.rateBps] as const)
          .toSorted((a, b) => a.key[0].localeCompare(b.key[0]) || a.key[1] - b.key[1])
          .map(({ key: [hsn, rate], lines: members, ...sum }) => [
            hsn,
            members.find((line) => !line.isDelivery)?.description ?? '',
            'NOS-NUMBERS',
            String(sum.quantity),
            money(sum.value),
            percent(rate),
            money(sum.taxable),
            money(sum.igst),
            money(sum.cgst),
            money(sum.sgst),
            '0.00',
          ]),
      };
    case 'docs':
      return {
        columns: [
          textColumn('Nature of Document'),
          textColumn('Sr. No. From'),
          textColumn('Sr. No. To'),
          numberColumn('Total Number'),
          numberColumn('Cancelled'),
        ],
        rows: series.map((issued) => {
          const number = (serial: number) =>
            lines.find((line) => line.series === issued.series && line.serial === serial)?.number ?? '';
          return [
            issued.kind === 'credit_note'
              ? 'Credit Note'
              : issued.kind === 'delivery_challan'
                ? 'Delivery Challan in cases other than by way of supply'
                : 'Invoices for outward supply',
            number(issued.first),
            number(issued.last),
            String(issued.count),
            // Documents are never cancelled: a credit note takes a sale back.
            '0',
          ];
        }),
      };
    case 'eco': {
      const [sum] = sums(taxed, () => etin);
      return {
        columns: [
          textColumn('Nature of Supply'),
          textColumn('GSTIN of E-Commerce Operator'),
          numberColumn('Net value of supplies'),
          numberColumn('Integrated tax'),
          numberColumn('Central tax'),
          numberColumn('State/UT tax'),
          numberColumn('Cess'),
        ],
        rows: sum
          ? [
              [
                'Liable to collect tax u/s 52 (TCS)',
                etin,
                money(sum.taxable),
                money(sum.igst),
                money(sum.cgst),
                money(sum.sgst),
                '0.00',
              ],
            ]
          : [],
      };
    }
  }
}

/**
 * One table of the signed-in seller's GSTR-1 for a month, as CSV. `etin` is Haat's GSTIN as the operator (its TCS
 * registration in the seller's state). An unregistered seller files none: its documents are bills of supply.
 */
export async function ownGstr1Csv(
  db: Db,
  userId: string,
  month: string,
  which: Gstr1Table,
  etinOf: (stateCode: string) => string,
): Promise<string> {
  const seller = await requireOwnSeller(db, userId);
  const profile = (await sellerTaxProfiles(db, [seller.id])).get(seller.id);
  const range = monthRange(month);
  const [lines, series] = profile?.gstin
    ? await Promise.all([findSellerDocumentLines(db, seller.id, range), findSeriesIssued(db, seller.id, range)])
    : [[], []];
  const { columns, rows } = table(lines, series, which, etinOf(profile?.stateCode ?? ''));
  return writeCsv(rows, columns);
}
