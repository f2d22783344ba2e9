import type { InvoiceKind } from '#shared/contracts/invoices.ts';
import { financialQuarterOf } from '#shared/financial-year.ts';
import { gstStateCode, taxInclusive } from '#shared/gst.ts';
import type { Db } from '../../db/client.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import {
  findBilledLines,
  findLineSales,
  findSaleInvoice,
  insertInvoice,
  type InvoiceLineRow,
  type InvoiceRow,
  lockOrderSeller,
  type NewInvoiceLineRow,
  takeSerial,
} from './invoices.repository.ts';
import type { invoiceSeries, RecipientSnapshot, SupplierSnapshot } from './invoices.schema.ts';

/** What the orders feature tells invoicing about one seller's part of an order, read once the sale is locked. */
export interface SaleToInvoice {
  order: {
    id: string;
    number: string;
    contactName: string;
    addressLine1: string;
    addressLine2: string;
    city: string;
    state: string;
    pincode: string;
  };
  lines: {
    id: string;
    productName: string;
    hsnCode: string;
    gstRateBps: number;
    quantity: number;
    /** What the buyer paid for one unit, GST included (the seller's price and the creator's markup). */
    unitPricePaise: number;
    /** The parcel's delivery fee, on its first line. */
    deliveryPaise: number;
    /** Lines cancelled before the invoice are left off it. */
    cancelled: boolean;
  }[];
  /** A campaign's gift (nothing paid): the value each unit is declared at on its delivery challan. */
  gift: { unitValuePaise: Map<string, number> } | null;
}

type LineValues = Omit<NewInvoiceLineRow, 'invoiceId'>;

const SERIES: Record<InvoiceKind, (typeof invoiceSeries)[number]> = {
  tax_invoice: 'IN',
  bill_of_supply: 'BS',
  credit_note: 'CN',
  delivery_challan: 'DC',
};

/** "IN/26-27/000001": the series, the financial year and the serial; 15 characters up to 9,999,999. */
export function documentNumber(series: string, financialYear: number, serial: number): string {
  const years = `${String(financialYear % 100).padStart(2, '0')}-${String((financialYear + 1) % 100).padStart(2, '0')}`;
  return `${series}/${years}/${String(serial).padStart(6, '0')}`;
}

/** One line's taxable value and taxes: none on a bill of supply (an unregistered seller charges no GST). */
function taxed(amountPaise: number, rateBps: number, registered: boolean, intraState: boolean) {
  if (!registered) return { rateBps: 0, taxablePaise: amountPaise, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 };
  return { rateBps, ...taxInclusive(amountPaise, rateBps, intraState) };
}

function totalsOf(lines: readonly Pick<InvoiceLineRow, 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise'>[]) {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const taxablePaise = sum((line) => line.taxablePaise);
  const cgstPaise = sum((line) => line.cgstPaise);
  const sgstPaise = sum((line) => line.sgstPaise);
  const igstPaise = sum((line) => line.igstPaise);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
  };
}

async function numbered(tx: Db, sellerId: string, kind: InvoiceKind, now: Date) {
  const series = SERIES[kind];
  const financialYear = financialQuarterOf(now).year;
  const serial = await takeSerial(tx, sellerId, series, financialYear);
  return { kind, series, financialYear, serial, number: documentNumber(series, financialYear, serial) };
}

/** A gift's lines at the value of its goods, no tax: a delivery challan's. */
function declaredAtValue(lines: SaleToInvoice['lines'], unitValuePaise: Map<string, number>): LineValues[] {
  return lines
    .filter((line) => !line.cancelled)
    .map((line, index) => {
      const unit = unitValuePaise.get(line.id) ?? 0;
      const value = unit * line.quantity;
      return {
        position: index + 1,
        orderLineId: line.id,
        isDelivery: false,
        description: line.productName,
        hsnCode: line.hsnCode,
        quantity: line.quantity,
        unit: 'NOS',
        unitPricePaise: unit,
        rateBps: 0,
        taxablePaise: value,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: value,
      };
    });
}

/**
 * Issues the seller's tax invoice (or, unregistered, bill of supply) for their part of an order, once: when the first
 * of their lines ships. It bills every line of theirs not cancelled by then, and the parcel's delivery fee as a line
 * taxed like the goods it carries (one composite supply). A campaign's gift, worth nothing to its buyer, moves
 * under a delivery challan instead.
 */
export async function issueSaleInvoice(
  tx: Db,
  sale: { orderId: string; sellerId: string },
  readSale: () => Promise<SaleToInvoice>,
  now: Date,
): Promise<InvoiceRow | null> {
  await lockOrderSeller(tx, sale.orderId, sale.sellerId);
  if (await findSaleInvoice(tx, sale.orderId, sale.sellerId)) return null;
  const { order, lines, gift } = await readSale();
  const supplier = (await sellerTaxProfiles(tx, [sale.sellerId])).get(sale.sellerId);
  if (!supplier) throw new Error(`seller ${sale.sellerId} not found`);
  const registered = supplier.gstin !== null;
  const placeCode = gstStateCode(order.state) ?? '';
  const intraState = placeCode === supplier.stateCode;

  const values: LineValues[] = [];
  for (const line of lines.filter((candidate) => !candidate.cancelled)) {
    const amount = line.unitPricePaise * line.quantity;
    values.push({
      position: values.length + 1,
      orderLineId: line.id,
      isDelivery: false,
      description: line.productName,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      unit: 'NOS',
      unitPricePaise: line.unitPricePaise,
      ...taxed(amount, line.gstRateBps, registered, intraState),
      totalPaise: amount,
    });
    if (line.deliveryPaise > 0) {
      values.push({
        position: values.length + 1,
        orderLineId: line.id,
        isDelivery: true,
        description: 'Delivery charges',
        hsnCode: line.hsnCode,
        quantity: 1,
        unit: 'NOS',
        unitPricePaise: line.deliveryPaise,
        ...taxed(line.deliveryPaise, line.gstRateBps, registered, intraState),
        totalPaise: line.deliveryPaise,
      });
    }
  }
  // A campaign's gift is no supply for consideration: its goods move under a delivery challan, at their value (rule 55).
  const challan = totalsOf(values).totalPaise === 0 ? gift : null;
  if (totalsOf(values).totalPaise === 0 && !challan) return null;
  const billed = challan ? declaredAtValue(lines, challan.unitValuePaise) : values;
  const totals = totalsOf(billed);
  // A registered seller supplying only exempt or nil-rated goods (books) issues a bill of supply (rule 49); with
  // taxed goods beside them, one invoice-cum-bill of supply (rule 46A), printed as such.
  const taxedGoods = values.some((value) => value.rateBps > 0);

  const supplierSnapshot: SupplierSnapshot = {
    legalName: supplier.legalName,
    tradeName: supplier.tradeName,
    address: supplier.address,
    stateCode: supplier.stateCode,
    stateName: supplier.stateName,
    gstin: supplier.gstin,
    enrolmentNumber: supplier.enrolmentNumber,
  };
  const recipient: RecipientSnapshot = {
    name: order.contactName,
    address: [order.addressLine1, order.addressLine2, `${order.city} ${order.pincode}`].filter(Boolean).join(', '),
    stateCode: placeCode,
    stateName: order.state,
  };
  return insertInvoice(
    tx,
    {
      ...(await numbered(
        tx,
        sale.sellerId,
        challan ? 'delivery_challan' : registered && taxedGoods ? 'tax_invoice' : 'bill_of_supply',
        now,
      )),
      sellerId: sale.sellerId,
      orderId: order.id,
      issuedAt: now,
      refersToId: null,
      reason: challan ? 'Goods sent free of charge as a campaign gift: not a supply for consideration' : null,
      supplier: supplierSnapshot,
      recipient,
      placeOfSupplyCode: placeCode,
      intraState,
      ...totals,
    },
    billed,
  );
}

/** One seller's part of an order: one parcel, one invoice. */
export interface Parcel {
  orderId: string;
  sellerId: string;
}

/**
 * A credit note for each invoice that billed lines now cancelled, undelivered or returned: those lines' goods, and
 * the delivery fee of the parcels none of whose lines go on, at the amounts billed, referring to the invoice. Lines
 * never invoiced, or already credited, need none.
 */
export async function issueCreditNotes(
  tx: Db,
  stopped: { lineIds: string[]; deliveryOf: Parcel[] },
  reason: string,
  now: Date,
): Promise<InvoiceRow[]> {
  const sales = await findLineSales(tx, stopped.lineIds);
  const keys = [...new Set([...sales, ...stopped.deliveryOf].map((sale) => `${sale.orderId}:${sale.sellerId}`))];
  for (const key of keys.toSorted()) {
    const [orderId = '', sellerId = ''] = key.split(':');
    await lockOrderSeller(tx, orderId, sellerId);
  }
  const billed = await findBilledLines(tx, stopped.lineIds, stopped.deliveryOf);
  const credited = new Set(
    billed
      .filter(({ invoice }) => invoice.kind === 'credit_note')
      .map(({ line }) => `${line.orderLineId}:${line.isDelivery}`),
  );
  const toCredit = billed.filter(
    ({ invoice, line }) =>
      invoice.kind !== 'credit_note' &&
      invoice.kind !== 'delivery_challan' &&
      !credited.has(`${line.orderLineId}:${line.isDelivery}`),
  );
  const notes: InvoiceRow[] = [];
  for (const group of Map.groupBy(toCredit, ({ invoice }) => invoice.id).values()) {
    const invoice = (group[0] as (typeof group)[number]).invoice;
    const lines: LineValues[] = group.map(({ line }, index) => {
      const { invoiceId: _invoice, ...copied } = line;
      return { ...copied, position: index + 1 };
    });
    notes.push(
      await insertInvoice(
        tx,
        {
          ...(await numbered(tx, invoice.sellerId, 'credit_note', now)),
          sellerId: invoice.sellerId,
          orderId: invoice.orderId,
          issuedAt: now,
          refersToId: invoice.id,
          reason,
          supplier: invoice.supplier,
          recipient: invoice.recipient,
          placeOfSupplyCode: invoice.placeOfSupplyCode,
          intraState: invoice.intraState,
          ...totalsOf(lines),
        },
        lines,
      ),
    );
  }
  return notes;
}
