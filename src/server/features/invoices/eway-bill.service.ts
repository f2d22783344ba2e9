import type { EwayBill } from '#shared/contracts/invoices.ts';
import { indiaDate } from '#shared/financial-year.ts';
import type { Db } from '../../db/client.ts';
import { AppError, phrase } from '../../lib/errors.ts';
import { formatRupees } from '#shared/money.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { findOrderDelivery } from './gstr1.repository.ts';
import { listInvoiceLines } from './invoices.repository.ts';
import { ownInvoice } from './invoices.service.ts';

/*
 * An e-way bill's Part A for a consignment above ₹50,000 (CGST rules, rule 138(1); decision 065): the invoice's
 * document, the seller's dispatch place and the buyer's delivery place, the values and each line's HSN and rates, in
 * the JSON the e-way bill portal's bulk generation takes. Part B (the vehicle) is the transporter's to add.
 */

/** A consignment above this value moves with an e-way bill. */
export const EWAY_BILL_ABOVE_PAISE = 5_000_000;

const rupees = (paise: number) => Math.round(paise) / 100;
/** The portal's date: "26/11/2026". */
const portalDate = (at: Date) => indiaDate(at).split('-').toReversed().join('/');

export async function ownEwayBill(db: Db, userId: string, invoiceId: string): Promise<EwayBill> {
  const invoice = await ownInvoice(db, userId, invoiceId);
  if (invoice.kind === 'credit_note')
    throw new AppError('conflict', /*i18n*/ 'A credit note moves no goods: it needs no e-way bill.');
  if (invoice.totalPaise <= EWAY_BILL_ABOVE_PAISE)
    throw new AppError(
      'conflict',
      phrase(/*i18n*/ 'An e-way bill is needed above ₹50,000: this consignment is {value}.', {
        value: formatRupees(invoice.totalPaise),
      }),
    );
  const [lines, delivery, profiles] = await Promise.all([
    listInvoiceLines(db, invoice.id),
    findOrderDelivery(db, invoice.orderId),
    sellerTaxProfiles(db, [invoice.sellerId]),
  ]);
  const seller = profiles.get(invoice.sellerId);
  const { supplier, recipient } = invoice;
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((acc, line) => acc + pick(line), 0);
  return {
    version: '1.0.0621',
    billLists: [
      {
        userGstin: supplier.gstin ?? '',
        supplyType: 'O',
        subSupplyType: 1,
        subSupplyDesc: '',
        docType: invoice.kind === 'bill_of_supply' ? 'BIL' : 'INV',
        docNo: invoice.number,
        docDate: portalDate(invoice.issuedAt),
        fromGstin: supplier.gstin ?? 'URP',
        fromTrdName: supplier.legalName,
        fromAddr1: supplier.address,
        fromAddr2: '',
        fromPlace: seller?.dispatch.city ?? '',
        fromPincode: Number(seller?.dispatch.pincode ?? 0),
        fromStateCode: Number(supplier.stateCode),
        actFromStateCode: Number(supplier.stateCode),
        toGstin: 'URP',
        toTrdName: recipient.name,
        toAddr1: delivery?.line1 ?? recipient.address,
        toAddr2: delivery?.line2 ?? '',
        toPlace: delivery?.city ?? '',
        toPincode: Number(delivery?.pincode ?? 0),
        toStateCode: Number(recipient.stateCode),
        actToStateCode: Number(recipient.stateCode),
        transactionType: 1,
        totalValue: rupees(sum((line) => line.taxablePaise)),
        cgstValue: rupees(sum((line) => line.cgstPaise)),
        sgstValue: rupees(sum((line) => line.sgstPaise)),
        igstValue: rupees(sum((line) => line.igstPaise)),
        cessValue: 0,
        cessNonAdvolValue: 0,
        otherValue: 0,
        totInvValue: rupees(invoice.totalPaise),
        transMode: 1,
        // 0: the portal works the distance out from the two PIN codes.
        transDistance: '0',
        transporterId: '',
        transporterName: '',
        transDocNo: '',
        transDocDate: '',
        vehicleNo: '',
        vehicleType: 'R',
        itemList: lines.map((line, index) => ({
          itemNo: index + 1,
          productName: line.description,
          productDesc: line.description,
          hsnCode: Number(line.hsnCode),
          quantity: line.quantity,
          qtyUnit: 'NOS',
          taxableAmount: rupees(line.taxablePaise),
          cgstRate: line.cgstPaise > 0 ? line.rateBps / 200 : 0,
          sgstRate: line.sgstPaise > 0 ? line.rateBps / 200 : 0,
          igstRate: line.igstPaise > 0 ? line.rateBps / 100 : 0,
          cessRate: 0,
          cessNonAdvol: 0,
        })),
      },
    ],
  };
}
