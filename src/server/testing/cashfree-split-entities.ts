import { type CashfreeEvent, isObject, istTime, rupees } from './cashfree-contract.ts';

/*
 * The Easy Split entities of the Cashfree test server as the docs' samples show them ("Create Vendor", "Get Vendor",
 * "Vendor Settlement Webhook").
 */

type Json = Record<string, unknown>;
export type CashfreeVendor = Json & { vendor_id: string; status: string; email: string; name: string };
export interface VendorSettlement {
  settlement_id: number;
  vendor_id: string;
  amount: number;
  utr: string;
  /** The vendor's schedule, or an on-demand transfer from the vendor's balance or the merchant's. */
  from: 'SCHEDULE' | 'VENDOR' | 'MERCHANT';
}

const SCHEDULES: Record<number, string> = { 1: 'T+1 settlement at 11:00 AM', 2: 'T+2 settlement at 11:00 AM' };

/** A vendor as Get Vendor shows it, IN_BENE_CREATION, and Create Vendor's answer (the docs' sample). */
export function vendorEntity(request: Json, now: number): { vendor: CashfreeVendor; answer: Json } {
  const vendorId = String(request.vendor_id);
  const schedule = Number(request.schedule_option ?? 1);
  const scheduleOption = {
    settlement_schedule_message: SCHEDULES[schedule] ?? `Schedule ${schedule}`,
    schedule_id: schedule,
    merchant_default: request.schedule_option === undefined,
  };
  const kyc = request.kyc_details as Json;
  const vendor: CashfreeVendor = {
    email: String(request.email),
    status: 'IN_BENE_CREATION',
    phone: String(request.phone),
    name: String(request.name),
    vendor_id: vendorId,
    added_on: istTime(now),
    updated_on: istTime(now),
    bank: isObject(request.bank) ? [structuredClone(request.bank)] : [],
    upi: isObject(request.upi) ? String(request.upi.vpa ?? '') : null,
    schedule_option: [scheduleOption],
    vendor_type: 'ADHOC',
    account_type: kyc.account_type ?? null,
    business_type: kyc.business_type ?? null,
    remarks: null,
    related_docs: [],
  };

  const answer = {
    email: vendor.email,
    status: vendor.status,
    bank: request.bank ?? null,
    upi: request.upi ?? null,
    phone: vendor.phone,
    name: vendor.name,
    vendor_id: vendorId,
    schedule_option: scheduleOption,
    kyc_details: kyc,
    dashboard_access: request.dashboard_access === true,
    bank_details: null,
  };
  return { vendor, answer };
}

/** VENDOR_SETTLEMENT_SUCCESS of a settlement (the docs' sample). */
export function settlementWebhook(
  settlement: VendorSettlement,
  vendor: CashfreeVendor | undefined,
  now: number,
): CashfreeEvent {
  return {
    type: 'VENDOR_SETTLEMENT_SUCCESS',
    data: {
      settlement: {
        settlement_id: settlement.settlement_id,
        status: 'SUCCESS',
        utr: settlement.utr,
        settlement_initiated_on: istTime(now),
        settled_on: istTime(now),
        adjustment: 0,
        settlement_amount: rupees(settlement.amount),
        service_charge: 0,
        service_tax: 0,
        amount_settled: rupees(settlement.amount),
        vendor_id: settlement.vendor_id,
        vendor_transaction_amount: rupees(settlement.amount),
        account_mode: 'BANK',
        account_number: `XXXXXXX${String((vendor?.bank as Json[] | undefined)?.[0]?.account_number ?? '').slice(-4)}`,
      },
    },
  };
}
