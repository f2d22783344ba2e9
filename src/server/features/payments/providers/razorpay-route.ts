import { z } from 'zod';
import { GatewayRefused, type LinkedAccountInput, type PaymentGateway } from './gateway.ts';
import {
  gatewayRefund,
  gatewayTransfer,
  razorpayAccountEntity,
  razorpayCollection,
  razorpayProductEntity,
  razorpayRefundEntity,
  razorpayTransferEntity,
} from './razorpay-entities.ts';

/** One call to Razorpay's API, its answer parsed as `entity` (razorpay.ts: the errors it throws). */
export type RazorpayCall = <T extends z.ZodType>(
  path: string,
  entity: T,
  init?: { method: 'GET' | 'POST' | 'PATCH'; json?: unknown; headers?: Record<string, string> },
) => Promise<z.infer<T>>;

type RouteVerbs = Pick<
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

/**
 * Razorpay Route ("Route APIs"): a linked account per payee (`POST /v2/accounts`, then the `route` product
 * configuration with the bank account it settles to), transfers from a captured payment held `on_hold`
 * (`POST /v1/payments/{id}/transfers`), released by `PATCH /v1/transfers/{id}` and reversed by
 * `POST /v1/transfers/{id}/reversals`. Transfers from payments take no idempotency key, so each carries Haat's id in
 * its notes and a retry first lists the payment's transfers.
 */
export function razorpayRoute(call: RazorpayCall): RouteVerbs {
  return {
    async refundsOf(providerPaymentId) {
      const found = await call(
        `/v1/payments/${id(providerPaymentId)}/refunds`,
        razorpayCollection(razorpayRefundEntity),
      );
      return found.items.map(gatewayRefund);
    },

    async linkAccount(payee) {
      const accountId = await createAccount(call, payee);
      const product = await call(`/v2/accounts/${id(accountId)}/products`, razorpayProductEntity, {
        method: 'POST',
        json: { product_name: 'route', tnc_accepted: true },
      });
      if (product.activation_status !== 'activated') {
        await call(`/v2/accounts/${id(accountId)}/products/${id(product.id)}`, razorpayProductEntity, {
          method: 'PATCH',
          json: {
            settlements: {
              account_number: payee.bank.accountNumber,
              ifsc_code: payee.bank.ifsc,
              beneficiary_name: payee.bank.holder,
            },
            tnc_accepted: true,
          },
        });
      }
      return { accountId };
    },

    async createTransfers(providerPaymentId, transfers) {
      const made = await call(
        `/v1/payments/${id(providerPaymentId)}/transfers`,
        razorpayCollection(razorpayTransferEntity),
        {
          method: 'POST',
          json: {
            transfers: transfers.map((transfer) => ({
              account: transfer.accountId,
              amount: transfer.amountPaise,
              currency: 'INR',
              notes: { haat_transfer: transfer.reference },
              on_hold: true,
            })),
          },
        },
      );
      return made.items.map(gatewayTransfer);
    },

    async transfersOf(providerPaymentId) {
      const found = await call(
        `/v1/payments/${id(providerPaymentId)}/transfers`,
        razorpayCollection(razorpayTransferEntity),
      );
      return found.items.map(gatewayTransfer);
    },

    async transfer(providerTransferId) {
      return gatewayTransfer(await call(`/v1/transfers/${id(providerTransferId)}`, razorpayTransferEntity));
    },

    async releaseTransfer(providerTransferId) {
      const released = await call(`/v1/transfers/${id(providerTransferId)}`, razorpayTransferEntity, {
        method: 'PATCH',
        json: { on_hold: false },
      });
      return gatewayTransfer(released);
    },

    async directTransfer({ reference, accountId, amountPaise }) {
      // Direct transfers take an idempotency key (4–36 characters): Haat's transfer id, so a retry never pays twice.
      const made = await call('/v1/transfers', razorpayTransferEntity, {
        method: 'POST',
        headers: { 'x-transfer-idempotency': reference },
        json: { account: accountId, amount: amountPaise, currency: 'INR', notes: { haat_transfer: reference } },
      });
      return gatewayTransfer(made);
    },

    async reverseTransfer(providerTransferId, amountPaise) {
      await call(`/v1/transfers/${id(providerTransferId)}/reversals`, z.looseObject({ id: z.string() }), {
        method: 'POST',
        json: { amount: amountPaise },
      });
    },
  };
}

/** The payee's linked account: made, or the one a lost answer made under the same reference (Haat's user id). */
async function createAccount(call: RazorpayCall, payee: LinkedAccountInput): Promise<string> {
  try {
    const account = await call('/v2/accounts', razorpayAccountEntity, {
      method: 'POST',
      json: {
        email: payee.email,
        phone: payee.phone,
        type: 'route',
        reference_id: payee.reference,
        legal_business_name: payee.name,
        business_type: businessTypeOf(payee.pan),
        contact_name: payee.name,
        profile: { category: 'ecommerce', subcategory: 'ecommerce_marketplace' },
        ...(payee.pan ? { legal_info: { pan: payee.pan } } : {}),
      },
    });
    return account.id;
  } catch (error) {
    const existing = error instanceof GatewayRefused ? /reference id.*(acc_[A-Za-z0-9]+)/i.exec(error.message) : null;
    if (existing?.[1]) return existing[1];
    throw error;
  }
}

/** The PAN's fourth letter says who holds it (P a person, C a company, F a firm); without one, not yet registered. */
function businessTypeOf(pan: string | null): string {
  const holder = pan?.charAt(3);
  if (!holder) return 'not_yet_registered';
  if (holder === 'P') return 'individual';
  if (holder === 'C') return 'private_limited';
  if (holder === 'F') return 'partnership';
  return 'other';
}
