import type { AccountCreate, TransferCreate } from './razorpay-route-contract.ts';
import { razorpayId, unixNow } from './razorpayx-webhook-sender.ts';

/*
 * The entities of Razorpay Route as the docs' samples show them ("Linked Account Entity", "Product Configuration
 * Entity", "Transfers Entity", "Reverse a Transfer"), for the Razorpay test server. Where the test server differs
 * from a sample it says so ("ours").
 */

type Json = Record<string, unknown>;

/** The merchant's own account: the `account_id` of every webhook (razorpayx-webhook-sender.ts), a direct transfer's source. */
export const MERCHANT_ACCOUNT_ID = 'acc_HaatTest000001';

export type RazorpayLinkedAccount = Json & {
  id: string;
  status: string;
  email: string;
  reference_id: string | null;
  activated_at: number | null;
};
export type RazorpayRouteProduct = Json & { id: string; account_id: string; activation_status: string };
export type RazorpayTransfer = Json & {
  id: string;
  status: string;
  source: string;
  recipient: string;
  amount: number;
  amount_reversed: number;
  on_hold: boolean;
  on_hold_until: number | null;
  settlement_status: string | null;
  recipient_settlement_id: string | null;
};
export type RazorpayReversal = Json & { id: string; transfer_id: string; amount: number };

/** The docs' linked account as created (ours: activated_at, live, hold_funds, as the older account entity has them). */
export const linkedAccount = (request: AccountCreate): RazorpayLinkedAccount => ({
  id: razorpayId('acc'),
  type: 'route',
  status: 'created',
  email: request.email,
  phone: String(request.phone),
  reference_id: request.reference_id ?? null,
  business_type: request.business_type,
  legal_business_name: request.legal_business_name,
  customer_facing_business_name: request.customer_facing_business_name ?? request.legal_business_name,
  contact_name: request.contact_name,
  profile: request.profile,
  legal_info: request.legal_info ?? {},
  notes: request.notes ?? [],
  created_at: unixNow(),
  activated_at: null,
  live: false,
  hold_funds: false,
});

/** The route product as the docs' "Request a Product Configuration" answers it: settlements still to give. */
export function routeProduct(accountId: string): RazorpayRouteProduct {
  const id = razorpayId('acc_prd');
  const now = unixNow();
  const requirement = (field: string) => ({
    field_reference: `settlements.${field}`,
    resolution_url: `/accounts/${accountId}/products/${id}`,
    reason_code: 'field_missing',
    status: 'required',
  });
  return {
    requested_configuration: [],
    active_configuration: { settlements: { account_number: null, ifsc_code: null, beneficiary_name: null } },
    requirements: ['beneficiary_name', 'account_number', 'ifsc_code'].map(requirement),
    tnc: { id: razorpayId('tnc'), accepted: true, accepted_at: now },
    id,
    product_name: 'route',
    activation_status: 'needs_clarification',
    account_id: accountId,
    requested_at: now,
  };
}

/** The transfers entity's `error` while nothing failed (the docs' samples: every field null but the transfer's id). */
export const noTransferError = (id: string) => ({
  code: null,
  description: null,
  reason: null,
  field: null,
  step: null,
  id,
  source: null,
  metadata: null,
});

/** A transfer processed at once (ours: the docs' samples show `pending` first; fees and tax 0 on the test server). */
export function transferEntity(source: string, request: TransferCreate): RazorpayTransfer {
  const id = razorpayId('trf');
  const now = unixNow();
  const onHold = request.on_hold ?? false;
  return {
    id,
    entity: 'transfer',
    status: 'processed',
    source,
    recipient: request.account,
    amount: request.amount,
    currency: 'INR',
    amount_reversed: 0,
    fees: 0,
    tax: 0,
    notes: request.notes ?? [],
    linked_account_notes: request.linked_account_notes ?? [],
    on_hold: onHold,
    on_hold_until: onHold ? (request.on_hold_until ?? null) : null,
    settlement_status: onHold ? 'on_hold' : 'pending',
    recipient_settlement_id: null,
    created_at: now,
    processed_at: now,
    error: noTransferError(id),
  };
}

/** The docs' reversal: initiator_id the merchant's id without its prefix, as in the docs' sample. */
export const reversalEntity = (transferId: string, amount: number, notes: Json | undefined): RazorpayReversal => ({
  id: razorpayId('rvrsl'),
  entity: 'reversal',
  transfer_id: transferId,
  amount,
  fee: 0,
  tax: 0,
  currency: 'INR',
  notes: notes ?? [],
  initiator_id: MERCHANT_ACCOUNT_ID.slice('acc_'.length),
  customer_refund_id: null,
  utr: null,
  created_at: unixNow(),
});
