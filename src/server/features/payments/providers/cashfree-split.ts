import { z } from 'zod';
import { type GatewayTransfer, GatewayRefused, GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import {
  CashfreeConflict,
  cashfreeOnDemand,
  cashfreeOrder,
  cashfreeRefund,
  cashfreeSplitDetails,
  cashfreeVendor,
  gatewayRefund,
  rupeesOf,
} from './cashfree-entities.ts';

/** One call to Cashfree's API, its answer parsed as `entity` (cashfree.ts: the errors it throws). */
export type CashfreeCall = <T extends z.ZodType>(
  path: string,
  entity: T,
  init?: { method: 'GET' | 'POST' | 'PATCH'; json?: unknown; headers?: Record<string, string> },
) => Promise<z.infer<T>>;
/** A GET of an entity that may not exist: null on Cashfree's 404. */
export type CashfreeFind = <T extends z.ZodType>(path: string, entity: T) => Promise<z.infer<T> | null>;

type SplitVerbs = Pick<
  PaymentGateway,
  | 'refundsOf'
  | 'linkAccount'
  | 'createTransfers'
  | 'transfersOf'
  | 'transfer'
  | 'releaseTransfer'
  | 'reverseTransfer'
  | 'directTransfer'
>;

const id = encodeURIComponent;

/** A payee's vendor id: Haat's user id, in the letters, digits and underscores Cashfree takes. */
export const vendorIdOf = (userId: string) => userId.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 50);

/**
 * A share's id: Cashfree has none for a split, so it is the order, the vendor, the share and Haat's transfer id,
 * which is all a release needs to make the split (`order/vendor/paise/reference`).
 */
const splitId = (orderId: string, vendorId: string, paise: number, reference: string) =>
  `${orderId}/${vendorId}/${paise}/${reference}`;

function parseSplitId(providerTransferId: string) {
  const [orderId = '', vendorId = '', paise = '', reference = '', ...rest] = providerTransferId.split('/');
  if (!orderId || !vendorId || !/^\d+$/.test(paise) || !reference || rest.length > 0) {
    throw new GatewayRefused(`${providerTransferId} is not a Cashfree split Haat made.`);
  }
  return { orderId, vendorId, sharePaise: Number(paise), reference };
}

const held = (splitOf: ReturnType<typeof parseSplitId>, providerTransferId: string): GatewayTransfer => ({
  providerTransferId,
  reference: splitOf.reference,
  accountId: splitOf.vendorId,
  amountPaise: splitOf.sharePaise,
  reversedPaise: 0,
  onHold: true,
  failed: false,
  settlementId: null,
});

const tag = (tags: Record<string, unknown> | null | undefined, key: string) =>
  typeof tags?.[key] === 'string' ? (tags[key] as string) : null;

/**
 * Cashfree Easy Split (docs: "Create Vendor", "Get Vendor", "Split After Payment", "Get Split and Settlement Details
 * by Order ID", "Create On Demand Transfer", "Get All Refunds for an Order"). Easy Split has no hold on a split to
 * release later (Route's `on_hold`): a split goes to the vendor's balance and settles on the vendor's schedule. So a
 * held share stays unsplit in the order's money at Cashfree, which the account's order split delay keeps unsettled,
 * and is split only when released, for what the payee keeps of it; a reversal before then is nothing at Cashfree
 * (the split is made smaller). Each split carries Haat's transfer id and the share in its tags, and is made under
 * Haat's transfer id as x-idempotency-key, so a retry never splits twice.
 */
export function cashfreeSplit(call: CashfreeCall, find: CashfreeFind): SplitVerbs {
  /** The splits Haat made of an order, with each vendor's settlement once Cashfree has settled it. */
  async function splitsOf(orderId: string): Promise<GatewayTransfer[]> {
    const order = await call(`/pg/orders/${id(orderId)}`, cashfreeOrder);
    const splits = order.order_splits ?? [];
    if (splits.length === 0) return [];
    const details = await find(`/pg/easy-split/orders/${id(orderId)}`, cashfreeSplitDetails);
    const settlements = new Map(
      (details?.vendors ?? []).flatMap((vendor) =>
        vendor.settlement_id ? [[vendor.vendor_id, vendor.settlement_id] as const] : [],
      ),
    );
    return splits.map((split, index) => {
      const splitPaise = split.amount ?? 0;
      const reference = tag(split.tags, 'haat_transfer');
      const share = Number(tag(split.tags, 'haat_share') ?? Number.NaN);
      const sharePaise = Number.isSafeInteger(share) && share >= splitPaise ? share : splitPaise;
      return {
        providerTransferId: splitId(orderId, split.vendor_id, sharePaise, reference ?? `split${index + 1}`),
        reference,
        accountId: split.vendor_id,
        amountPaise: sharePaise,
        // What Haat kept back of the share (a stopped line, tax withheld) is what was never split.
        reversedPaise: sharePaise - splitPaise,
        onHold: false,
        failed: false,
        settlementId: settlements.get(split.vendor_id) ?? null,
      };
    });
  }

  async function transferOf(providerTransferId: string): Promise<GatewayTransfer> {
    const splitOf = parseSplitId(providerTransferId);
    const made = (await splitsOf(splitOf.orderId)).find((split) => split.reference === splitOf.reference);
    return made ?? held(splitOf, providerTransferId);
  }

  return {
    async refundsOf(providerPaymentId, providerOrderId) {
      const refunds = await call(`/pg/orders/${id(providerOrderId)}/refunds`, z.array(cashfreeRefund));
      return refunds.filter((refund) => refund.cf_payment_id === providerPaymentId).map(gatewayRefund);
    },

    async linkAccount(payee) {
      const vendorId = vendorIdOf(payee.reference);
      try {
        const made = await call('/pg/easy-split/vendors', cashfreeVendor, {
          method: 'POST',
          json: {
            vendor_id: vendorId,
            status: 'ACTIVE',
            name: payee.name.replace(/[^\p{L}\p{N} ./&-]/gu, ' ').trim(),
            email: payee.email,
            phone: payee.phone,
            verify_account: true,
            dashboard_access: false,
            schedule_option: 1,
            bank: {
              account_number: payee.bank.accountNumber,
              account_holder: payee.bank.holder,
              ifsc: payee.bank.ifsc,
            },
            kyc_details: {
              account_type: payee.pan?.charAt(3) === 'P' || !payee.pan ? 'INDIVIDUAL' : 'BUSINESS',
              business_type: 'E-commerce',
              ...(payee.pan ? { pan: payee.pan } : {}),
            },
          },
        });
        if (made.status === 'ACTIVE') return { accountId: vendorId };
      } catch (error) {
        // A lost answer made the vendor already: it is found under the same vendor id.
        if (!(error instanceof CashfreeConflict)) throw error;
      }
      const vendor = await call(`/pg/easy-split/vendors/${id(vendorId)}`, cashfreeVendor);
      if (vendor.status === 'ACTIVE') return { accountId: vendorId };
      // Cashfree is still making the bank account its beneficiary: asked again on the next pass.
      if (vendor.status === 'IN_BENE_CREATION') throw new GatewayUnavailable(`Vendor ${vendorId} is not active yet.`);
      throw new GatewayRefused(`Cashfree has vendor ${vendorId} ${vendor.status}.`);
    },

    // Nothing is made at Cashfree: the share is split when released. A vendor that is not active fails it now, as
    // Route fails a transfer to an account that is not, so its share is paid without it.
    async createTransfers(_providerPaymentId, transfers, providerOrderId) {
      const statuses = new Map<string, string>();
      for (const accountId of new Set(transfers.map((transfer) => transfer.accountId))) {
        const vendor = await find(`/pg/easy-split/vendors/${id(accountId)}`, cashfreeVendor);
        statuses.set(accountId, vendor?.status ?? 'MISSING');
      }
      return transfers.map((transfer) => ({
        ...held(
          {
            orderId: providerOrderId,
            vendorId: transfer.accountId,
            sharePaise: transfer.amountPaise,
            reference: transfer.reference,
          },
          splitId(providerOrderId, transfer.accountId, transfer.amountPaise, transfer.reference),
        ),
        failed: statuses.get(transfer.accountId) !== 'ACTIVE',
      }));
    },

    transfersOf: (_providerPaymentId, providerOrderId) => splitsOf(providerOrderId),

    transfer: transferOf,

    async releaseTransfer(providerTransferId, keepPaise) {
      const splitOf = parseSplitId(providerTransferId);
      const current = await transferOf(providerTransferId);
      if (!current.onHold) return current; // split already (a lost answer)
      if (keepPaise <= 0 || keepPaise > splitOf.sharePaise) {
        throw new GatewayRefused(`Cannot split ${keepPaise} paise of a share of ${splitOf.sharePaise}.`);
      }
      await call(`/pg/easy-split/orders/${id(splitOf.orderId)}/split`, z.looseObject({}), {
        method: 'POST',
        headers: { 'x-idempotency-key': splitOf.reference },
        json: {
          split: [
            {
              vendor_id: splitOf.vendorId,
              amount: rupeesOf(keepPaise),
              tags: { haat_transfer: splitOf.reference, haat_share: String(splitOf.sharePaise) },
            },
          ],
          disable_split: false,
        },
      });
      return { ...current, reversedPaise: splitOf.sharePaise - keepPaise, onHold: false };
    },

    async reverseTransfer(providerTransferId) {
      // Before its release a share is not at Cashfree: what is taken back is simply never split.
      if ((await transferOf(providerTransferId)).onHold) return;
      throw new GatewayRefused('A split made is in the vendor’s balance: Haat does not take it back by itself.');
    },

    async directTransfer({ reference, accountId, amountPaise }) {
      // From Haat's balance to the vendor's bank now, under Haat's transfer id as the idempotency key.
      const made = await call(`/pg/easy-split/vendors/${id(accountId)}/transfer`, cashfreeOnDemand, {
        method: 'POST',
        headers: { 'x-idempotency-key': reference },
        json: {
          transfer_from: 'MERCHANT',
          transfer_type: 'ON_DEMAND',
          transfer_amount: rupeesOf(amountPaise),
          remark: `Haat ${reference}`,
        },
      });
      return {
        providerTransferId: `ondemand_${made.settlement_id}`,
        reference,
        accountId,
        amountPaise,
        reversedPaise: 0,
        onHold: false,
        failed: false,
        settlementId: made.settlement_id,
      };
    },
  };
}
