import type { FeeKind } from '#shared/contracts/invoices.ts';
import { financialQuarterOf, indiaDate, monthRange } from '#shared/financial-year.ts';
import { gstinStateCode, gstStateName, serviceGstOn } from '#shared/gst.ts';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import { operatorIdentity } from '../grievances/grievances.service.ts';
import { sellerTaxProfiles } from '../catalog/seller-tax.service.ts';
import { findOwnSeller } from '../catalog/sellers.service.ts';
import { getStoreNames } from '../stores/store-names.ts';
import { findOwnStore } from '../stores/stores.service.ts';
import type { FeeRecipientSnapshot } from './fee-invoices.schema.ts';
import {
  type FeeInvoiceLineRow,
  type FeeInvoiceRow,
  type FeePayee,
  findFeeInvoiceOfMonth,
  findPayeesWithUninvoicedFees,
  findUninvoicedFees,
  insertFeeInvoice,
  lockFeePayee,
  takeFeeSerial,
} from './fee-invoices.repository.ts';
import { documentNumber } from './invoice-issue.service.ts';
import type { SupplierSnapshot } from './invoices.schema.ts';

/*
 * Haat's own tax invoices for its fees (decision 062): once a month, to each seller for its commission and to each
 * creator for its fee on their markups, on the lines credited (become payable) by the month's end and not invoiced
 * before, each fee with the 18% GST the ledger took on it (decision 059). Numbered in Haat's own series, HF, per
 * financial year. A B2B invoice carries the seller's GSTIN, so they can claim the input tax credit.
 */

const SERIES = 'HF';

/** Haat as the supplier of its services, from the operator's configuration. */
export interface HaatSupplier {
  legalName: string;
  address: string;
  gstin: string;
}

/** The demo operator's GSTIN (Karnataka, like its address), until the operator's own is configured. */
const DEMO_GSTIN = '29AAHCH7716R1ZO';

/** Who runs this Haat, as the supplier on its invoices (production requires OPERATOR_GSTIN: env.ts). */
export function haatSupplier(env: Env): HaatSupplier {
  const operator = operatorIdentity(env);
  return { legalName: operator.legalName, address: operator.address, gstin: env.OPERATOR_GSTIN ?? DEMO_GSTIN };
}

const supplierOf = (haat: HaatSupplier): SupplierSnapshot => {
  const stateCode = gstinStateCode(haat.gstin);
  return {
    legalName: haat.legalName,
    tradeName: 'Haat',
    address: haat.address,
    stateCode,
    stateName: gstStateName(stateCode) ?? '',
    gstin: haat.gstin,
  };
};

/** Haat's GST TCS registration in a state: one of `OPERATOR_TCS_GSTINS`, or its own GSTIN in its own state. */
export function haatTcsRegistration(env: Env, stateCode: string): string | null {
  const registrations = [...(env.OPERATOR_TCS_GSTINS ?? []), haatSupplier(env).gstin];
  return registrations.find((gstin) => gstinStateCode(gstin) === stateCode) ?? null;
}

/** India's month before the one `now` falls in, YYYY-MM: the last month that has ended. */
export function lastEndedMonth(now: Date): string {
  const [year = 0, month = 1] = indiaDate(now).split('-').map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

async function recipientOf(db: Db, payee: FeePayee, haat: SupplierSnapshot) {
  if ('sellerId' in payee) {
    const seller = (await sellerTaxProfiles(db, [payee.sellerId])).get(payee.sellerId);
    if (!seller) throw new Error(`seller ${payee.sellerId} not found`);
    // An unregistered seller without a known state is billed where Haat is (IGST Act, s. 12(2)(b)(ii)).
    const stateCode = seller.gstin ? gstinStateCode(seller.gstin) : seller.stateCode || haat.stateCode;
    return {
      name: seller.legalName,
      address: seller.address,
      stateCode,
      stateName: gstStateName(stateCode) ?? '',
      gstin: seller.gstin,
    } satisfies FeeRecipientSnapshot;
  }
  const creator = (await getStoreNames(db, [payee.storeId])).get(payee.storeId);
  // A creator gives Haat no address: the place of supply is Haat's own state.
  return {
    name: creator ? `${creator.displayName} (@${creator.handle})` : 'Creator',
    address: '',
    stateCode: haat.stateCode,
    stateName: haat.stateName,
    gstin: null,
  } satisfies FeeRecipientSnapshot;
}

/**
 * Issues the payee's invoice for `month` (ended), once: the fees on their lines credited by its end and not invoiced
 * before. Null when there is nothing to bill, or it was issued before.
 */
export async function issueFeeInvoice(
  db: Db,
  payee: FeePayee,
  month: string,
  haat: HaatSupplier,
  now: Date,
): Promise<FeeInvoiceRow | null> {
  return db.transaction(async (tx) => {
    await lockFeePayee(tx, payee, month);
    if (await findFeeInvoiceOfMonth(tx, payee, month)) return null;
    const kind: FeeKind = 'sellerId' in payee ? 'commission' : 'markup_fee';
    const ownerId = 'sellerId' in payee ? payee.sellerId : payee.storeId;
    const fees = await findUninvoicedFees(tx, kind, ownerId, monthRange(month).to);
    if (fees.length === 0) return null;
    const supplier = supplierOf(haat);
    const recipient = await recipientOf(tx, payee, supplier);
    const intraState = recipient.stateCode === supplier.stateCode;
    const sac = serviceGstOn(now).sac;
    const lines: Omit<FeeInvoiceLineRow, 'invoiceId'>[] = fees.map((fee, index) => {
      // The GST the ledger took on the fee: one half-rate head, doubled (decision 059).
      const half = fee.gstPaise / 2;
      return {
        position: index + 1,
        orderLineId: fee.orderLineId,
        kind,
        description: `${kind === 'commission' ? 'Commission' : 'Fee on your markup'} at ${String(fee.feeBps / 100)}%: ${fee.orderNumber}, ${fee.quantity} × ${fee.productName}`,
        sac,
        taxablePaise: fee.feePaise,
        rateBps: fee.gstRateBps,
        cgstPaise: intraState ? half : 0,
        sgstPaise: intraState ? half : 0,
        igstPaise: intraState ? 0 : fee.gstPaise,
        totalPaise: fee.feePaise + fee.gstPaise,
      };
    });
    const sum = (pick: (line: (typeof lines)[number]) => number) =>
      lines.reduce((total, line) => total + pick(line), 0);
    const financialYear = financialQuarterOf(now).year;
    const serial = await takeFeeSerial(tx, SERIES, financialYear);
    return insertFeeInvoice(
      tx,
      {
        ...('sellerId' in payee ? { sellerId: payee.sellerId } : { storeId: payee.storeId }),
        month,
        series: SERIES,
        financialYear,
        serial,
        number: documentNumber(SERIES, financialYear, serial),
        issuedAt: now,
        supplier,
        recipient,
        placeOfSupplyCode: recipient.stateCode,
        intraState,
        taxablePaise: sum((line) => line.taxablePaise),
        cgstPaise: sum((line) => line.cgstPaise),
        sgstPaise: sum((line) => line.sgstPaise),
        igstPaise: sum((line) => line.igstPaise),
        totalPaise: sum((line) => line.totalPaise),
      },
      lines,
    );
  });
}

/**
 * Issues the last ended month's invoices that are due: to every seller and creator with fees not invoiced yet (the
 * monthly job), or to one of them (when they look at their invoices). Answers how many were issued.
 */
export async function issueDueFeeInvoices(
  context: { db: Db; now: Date; haat: HaatSupplier },
  only?: { sellerId: string | null; storeId: string | null },
): Promise<number> {
  const { db, now, haat } = context;
  const month = lastEndedMonth(now);
  const before = monthRange(month).to;
  const payees: FeePayee[] = only
    ? [...(only.sellerId ? [{ sellerId: only.sellerId }] : []), ...(only.storeId ? [{ storeId: only.storeId }] : [])]
    : [
        ...(await findPayeesWithUninvoicedFees(db, 'commission', before)).map((sellerId) => ({ sellerId })),
        ...(await findPayeesWithUninvoicedFees(db, 'markup_fee', before)).map((storeId) => ({ storeId })),
      ];
  let issued = 0;
  for (const payee of payees) if (await issueFeeInvoice(db, payee, month, haat, now)) issued += 1;
  return issued;
}

/** The seller account and the store of an account, either or both none: whom Haat's invoices to it are to. */
export async function feeOwnersOf(
  db: Db,
  userId: string,
): Promise<{ sellerId: string | null; storeId: string | null }> {
  const [seller, store] = await Promise.all([findOwnSeller(db, userId), findOwnStore(db, userId)]);
  return { sellerId: seller?.id ?? null, storeId: store?.id ?? null };
}
