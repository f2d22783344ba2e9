import {
  type CashfreeEvent,
  conflict,
  digits,
  invalid,
  isObject,
  istTime,
  notFound,
  onDemandError,
  type Outcome,
  ok,
  paiseOf,
  rupees,
  splitError,
  vendorCreateError,
} from './cashfree-contract.ts';
import type { CashfreeOrder, PaymentsState } from './cashfree-state.ts';
import {
  type CashfreeVendor,
  settlementWebhook,
  type VendorSettlement,
  vendorEntity,
} from './cashfree-split-entities.ts';

export type { CashfreeVendor, VendorSettlement } from './cashfree-split-entities.ts';

/*
 * Easy Split on the Cashfree test server (docs: "Create Vendor", "Get Vendor", "Split After Payment", "Get Split and
 * Settlement Details by Order ID", "Create On Demand Transfer", "Get On Demand Balance", "Vendor Settlement
 * Webhook", "Order Split Delay Post Successful Payment"): a vendor is IN_BENE_CREATION when made, then ACTIVE (ours:
 * at once, no review); a paid order may be split to active vendors, by amount or percentage, in one or more splits
 * until one disables splitting, within the account's order split delay after the payment (the docs' default: one
 * day), never beyond what its payment left after refunds. A split goes to the vendor's unsettled balance, settled
 * when the vendor's schedule comes (`settleVendor`) or on demand, each settlement sending VENDOR_SETTLEMENT_SUCCESS.
 * The splits show on the order as its `order_splits` (ours: the docs show them there for splits made with the order).
 */

type Json = Record<string, unknown>;
interface SplitRecord {
  orderId: string;
  vendorId: string;
  paise: number;
  settlementId: number | null;
}

const DAY_MS = 86_400_000;
const copy = <T>(value: T): T => structuredClone(value);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function createSplitState(payments: PaymentsState, options: { splitDelayDays: number; activate: boolean }) {
  const vendors = new Map<string, CashfreeVendor>();
  const records: SplitRecord[] = [];
  const settlements: VendorSettlement[] = [];
  const disabled = new Set<string>();
  let nextSettlement = 49_700;

  const unsettledOf = (vendorId: string) =>
    sum(records.filter((record) => record.vendorId === vendorId).map((record) => record.paise)) -
    sum(settlements.filter((entry) => entry.vendor_id === vendorId && entry.from !== 'MERCHANT').map((e) => e.amount));
  /** What the merchant's balance holds: paid orders less their splits, refunds and on-demand transfers from it. */
  function merchantUnsettled(): number {
    const orders = [...payments.orders.values()].filter((order) => order.order_status === 'PAID');
    const left = sum(orders.map((order) => payments.refundablePaise(order)));
    return left - sum(settlements.filter((entry) => entry.from === 'MERCHANT').map((entry) => entry.amount));
  }

  /** A settlement to the vendor's bank; the splits it pays (oldest first) are marked with it. */
  function settle(vendorId: string, amount: number, from: VendorSettlement['from'], now: number): CashfreeEvent {
    const settlement: VendorSettlement = {
      settlement_id: nextSettlement++,
      vendor_id: vendorId,
      amount,
      utr: digits(16),
      from,
    };
    settlements.push(settlement);
    if (from !== 'MERCHANT') {
      let paid = sum(settlements.filter((e) => e.vendor_id === vendorId && e.from !== 'MERCHANT').map((e) => e.amount));
      for (const record of records.filter((entry) => entry.vendorId === vendorId)) {
        paid -= record.paise;
        if (paid < 0) break;
        record.settlementId ??= settlement.settlement_id;
      }
    }
    return settlementWebhook(settlement, vendors.get(vendorId), now);
  }

  function activeVendor(vendorId: string): Outcome | null {
    const vendor = vendors.get(vendorId);
    if (!vendor) return notFound('vendor');
    return vendor.status === 'ACTIVE' ? null : invalid(`vendor ${vendorId} is ${vendor.status}`, 'vendor_not_active'); // ours
  }

  return {
    vendors,
    settlements,

    createVendor(body: unknown, now: number): Outcome {
      const error = vendorCreateError(body);
      if (error) return invalid(error, 'vendor_create_failed'); // ours: the code
      const request = body as Json;
      const vendorId = String(request.vendor_id);
      if (vendors.has(vendorId))
        return conflict('vendor with the same vendor_id already exists', 'vendor_already_exists'); // ours: the words
      const { vendor, answer } = vendorEntity(request, now);
      vendors.set(vendorId, vendor);
      // Ours: the bank account is verified at once, the vendor then in the status asked for.
      if (options.activate) vendor.status = String(request.status);
      return ok(answer);
    },

    getVendor: (vendorId: string): Outcome => (vendors.has(vendorId) ? ok(vendors.get(vendorId)) : notFound('vendor')),

    balances(vendorId: string): Outcome {
      if (!vendors.has(vendorId)) return notFound('vendor');
      return ok({
        merchant_id: 1001,
        vendor_id: vendorId,
        merchant_unsettled: rupees(merchantUnsettled()),
        vendor_unsettled: rupees(unsettledOf(vendorId)),
      });
    },

    /** POST /pg/easy-split/orders/:id/split: splits of a paid order to active vendors, all of them or none. */
    split(orderId: string, body: unknown, now: number): Outcome {
      const order = payments.orders.get(orderId);
      if (!order) return notFound('order');
      const error = splitError(body);
      if (error) return invalid(error, 'split_create_failed'); // ours: the code
      const payment = payments.paymentOf(orderId);
      if (!payment) return invalid('order is not paid', 'order_not_paid'); // ours
      if (disabled.has(orderId)) return invalid('split is disabled for this order', 'split_disabled'); // ours
      const paidAt = Date.parse(String(payment.payment_completion_time));
      if (now > paidAt + options.splitDelayDays * DAY_MS) {
        return invalid('the order split delay for this order is over', 'split_window_over'); // ours
      }
      const request = body as { split: Json[]; disable_split?: boolean };
      const orderPaise = paiseOf(order.order_amount) ?? 0;
      const made: { entry: Json; paise: number }[] = [];
      for (const entry of request.split) {
        const inactive = activeVendor(String(entry.vendor_id));
        if (inactive) return inactive;
        const paise =
          entry.amount !== undefined
            ? (paiseOf(entry.amount) ?? 0)
            : Math.floor((orderPaise * Number(entry.percentage)) / 100);
        made.push({ entry, paise });
      }
      if (sum(made.map((split) => split.paise)) > payments.refundablePaise(order)) {
        return invalid('split amount is more than the amount left of the order', 'split_amount_invalid'); // ours
      }
      for (const { entry, paise } of made) {
        (order as CashfreeOrder).order_splits.push({
          vendor_id: String(entry.vendor_id),
          amount: rupees(paise),
          percentage: typeof entry.percentage === 'number' ? entry.percentage : null,
          tags: isObject(entry.tags) ? copy(entry.tags) : null,
        });
        records.push({ orderId, vendorId: String(entry.vendor_id), paise, settlementId: null });
      }
      if (request.disable_split) disabled.add(orderId);
      return ok({ message: 'Order split created', status: 'OK' }); // the docs' answer
    },

    /** GET /pg/easy-split/orders/:id: the order's settlement, refunds, and each vendor's share and settlement. */
    splitDetails(orderId: string): Outcome {
      const order = payments.orders.get(orderId);
      if (!order) return notFound('order');
      const payment = payments.paymentOf(orderId);
      const groups = Map.groupBy(
        records.filter((record) => record.orderId === orderId),
        (record) => `${record.vendorId}|${record.settlementId ?? ''}`,
      );
      return ok({
        settlement: {
          entity: 'settlement',
          cf_payment_id: payment?.cf_payment_id ?? null,
          order_id: orderId,
          order_currency: 'INR',
          order_amount: order.order_amount,
          service_charge: 0,
          service_tax: 0,
          settlement_amount: rupees(payments.refundablePaise(order)),
          settlement_currency: 'INR',
          transfer_id: null,
          transfer_utr: null,
          transfer_time: null,
          payment_time: payment?.payment_time ?? null,
        },
        refunds: [...payments.refunds.values()].filter((refund) => refund.order_id === orderId),
        vendors: [...groups.values()].map((group) => ({
          vendor_id: group[0]?.vendorId,
          settlement_id: group[0]?.settlementId ?? null,
          settlement_amount: rupees(sum(group.map((record) => record.paise))),
          settlement_eligibility_date: payment
            ? istTime(Date.parse(String(payment.payment_completion_time)) + DAY_MS)
            : null,
        })),
      });
    },

    /** POST /pg/easy-split/vendors/:id/transfer: settles the amount now, from the merchant's or the vendor's balance. */
    onDemand(vendorId: string, body: unknown, now: number): Outcome {
      const inactive = activeVendor(vendorId);
      if (inactive) return inactive;
      const error = onDemandError(body);
      if (error) return invalid(error, 'transfer_create_failed'); // ours: the code
      const request = body as Json;
      const amount = paiseOf(request.transfer_amount) ?? 0;
      const from = request.transfer_from === 'MERCHANT' ? 'MERCHANT' : 'VENDOR';
      const balance = from === 'MERCHANT' ? merchantUnsettled() : unsettledOf(vendorId);
      if (amount > balance) return invalid(`insufficient ${from.toLowerCase()} balance`, 'insufficient_balance'); // ours
      const event = settle(vendorId, amount, from, now);
      const settlementId = settlements.at(-1)?.settlement_id;
      return ok(
        {
          settlement_id: settlementId,
          transfer_details: {
            vendor_id: vendorId,
            transfer_from: from,
            transfer_type: 'ON_DEMAND',
            transfer_amount: request.transfer_amount,
            remark: request.remark ?? null,
            tags: request.tags ?? null,
          },
          balances: {
            merchant_id: 1001,
            vendor_id: vendorId,
            merchant_unsettled: rupees(merchantUnsettled()),
            vendor_unsettled: rupees(unsettledOf(vendorId)),
          },
          charges: {
            service_charges: 0,
            service_tax: 0,
            amount: request.transfer_amount,
            billed_to: 'MERCHANT',
            is_postpaid: false,
          },
        },
        [event],
      );
    },

    /** The vendor's schedule came: all of their unsettled balance is settled (null when there is none). */
    settleVendor(vendorId: string, now: number): CashfreeEvent | null {
      if (!vendors.has(vendorId)) throw new Error(`The Cashfree test server has no vendor ${vendorId}.`);
      const amount = unsettledOf(vendorId);
      return amount > 0 ? settle(vendorId, amount, 'SCHEDULE', now) : null;
    },

    setVendorStatus(vendorId: string, status: string): CashfreeVendor {
      const vendor = vendors.get(vendorId);
      if (!vendor) throw new Error(`The Cashfree test server has no vendor ${vendorId}.`);
      vendor.status = status;
      return copy(vendor);
    },

    vendorBalance: (vendorId: string) => unsettledOf(vendorId),
    merchantBalance: merchantUnsettled,
  };
}

export type SplitState = ReturnType<typeof createSplitState>;
