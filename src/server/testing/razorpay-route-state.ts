import { idDoesNotExist } from './razorpay-payments-contract.ts';
import type { Event, Outcome, PaymentsState, RazorpayRefund } from './razorpay-payments-state.ts';
import { bad, type LinkedAccountsState, ok } from './razorpay-route-accounts.ts';
import {
  check,
  directTransferSchema,
  reversalSchema,
  transferEditSchema,
  transfersCreateSchema,
} from './razorpay-route-contract.ts';
import {
  MERCHANT_ACCOUNT_ID,
  type RazorpayReversal,
  type RazorpayTransfer,
  reversalEntity,
  transferEntity,
} from './razorpay-route-entities.ts';
import { canonicalJson } from './razorpayx-contract.ts';
import { razorpayId } from './razorpayx-webhook-sender.ts';

/*
 * The transfers and reversals of the Razorpay test server and their transitions (docs: "Create Transfers From
 * Payments", "Create a Direct Transfer", "Transfers Entity", "Modify Settlement Hold for Transfers", "Reverse a
 * Transfer", "Route Webhook Events"): a transfer is `processed` at once (ours) and sends `transfer.processed`, its
 * settlement `pending` or `on_hold`, `settled` with a settlement id when released (ours: at once); reversals make it
 * `partially_reversed`, then `reversed`. Transfers go to activated linked accounts only (razorpay-route-accounts.ts),
 * from a captured payment with no refund, and never sum beyond its amount (failed ones do not count; reversed ones
 * still do: ours).
 */

type Json = Record<string, unknown>;

const copy = <T>(value: T): T => structuredClone(value);
/** The docs' collection: `{entity: 'collection', count, items}`. */
const collection = (items: unknown[]) => ({ entity: 'collection', count: items.length, items });

const transferEvent = (event: string, transfer: RazorpayTransfer): Event => ({
  event,
  payload: { transfer: { entity: copy(transfer) } },
});
/** What is left of a transfer to reverse. */
const left = (transfer: RazorpayTransfer) => transfer.amount - transfer.amount_reversed;

/** Settled to the linked account now, with one new settlement id (ours: no schedule). */
function settle(transfer: RazorpayTransfer) {
  Object.assign(transfer, {
    on_hold: false,
    on_hold_until: null,
    settlement_status: 'settled',
    recipient_settlement_id: razorpayId('setl'),
  });
}

export function createRouteState(payments: PaymentsState, linked: LinkedAccountsState) {
  const transfers = new Map<string, RazorpayTransfer>();
  const reversals = new Map<string, RazorpayReversal>();
  const transferKeys = new Map<string, { request: string; transferId: string }>();

  const ofPayment = (paymentId: string) => [...transfers.values()].filter((transfer) => transfer.source === paymentId);

  function transferOrThrow(id: string): RazorpayTransfer {
    const transfer = transfers.get(id);
    if (!transfer) throw new Error(`The Razorpay test server has no transfer ${id}.`);
    return transfer;
  }

  /** The reversal of `amount` (default: what is left), or why there is none. */
  function reverse(
    transfer: RazorpayTransfer,
    amount = left(transfer),
    notes?: Json,
  ): { reversal: RazorpayReversal } | { refused: Outcome } {
    if (transfer.status === 'failed') return { refused: bad('A failed transfer cannot be reversed.', 'id') }; // ours
    if (amount <= 0 || amount > left(transfer)) {
      const description = 'The reversal amount provided is greater than amount not reversed'; // ours
      return { refused: bad(description, 'amount') };
    }
    const reversal = reversalEntity(transfer.id, amount, notes);
    reversals.set(reversal.id, reversal);
    transfer.amount_reversed += amount;
    transfer.status = left(transfer) === 0 ? 'reversed' : 'partially_reversed';
    return { reversal };
  }

  return {
    transfers,
    reversals,

    /** POST /v1/payments/:id/transfers: all the transfers or none, each sending `transfer.processed`. */
    createTransfers(paymentId: string, body: unknown): Outcome {
      const payment = payments.payments.get(paymentId);
      if (!payment) return { status: 400, body: idDoesNotExist() };
      const { data, error } = check(transfersCreateSchema, body);
      if (error) return { status: 400, body: error };
      if (payment.status === 'refunded' || payment.amount_refunded > 0) {
        return bad('Transfer cannot be initiated on a refunded payment', 'id'); // ours
      }
      if (payment.status !== 'captured') return bad('The payment must be captured before a transfer', 'id'); // ours
      for (const [index, request] of data.transfers.entries()) {
        const invalid = linked.recipientError(request.account, `transfers.${index}.account`);
        if (invalid) return invalid;
      }
      const before = ofPayment(paymentId).filter((transfer) => transfer.status !== 'failed');
      const sum = [...before, ...data.transfers].reduce((total, transfer) => total + transfer.amount, 0);
      if (sum > payment.amount) {
        return bad('The sum of amount requested for transfer is greater than the captured amount', 'amount'); // the docs'
      }
      const created = data.transfers.map((request) => transferEntity(paymentId, request));
      for (const transfer of created) transfers.set(transfer.id, transfer);
      return ok(
        collection(created),
        created.map((transfer) => transferEvent('transfer.processed', transfer)),
      );
    },

    paymentTransfers: (paymentId: string): Outcome =>
      payments.payments.has(paymentId) ? ok(collection(ofPayment(paymentId))) : { status: 400, body: idDoesNotExist() },

    fetchTransfer: (id: string): Outcome =>
      transfers.has(id) ? ok(transfers.get(id)) : { status: 400, body: idDoesNotExist() },

    /**
     * POST /v1/transfers: from the merchant's balance, settled at once (ours), sending `transfer.processed`. Idempotent
     * with the docs' `X-Transfer-Idempotency` (4 to 36 of A-Z a-z 0-9 space _ -): the same key and body answer the
     * transfer made first, another body is a 400.
     */
    directTransfer(body: unknown, idempotencyKey?: string): Outcome {
      const request = canonicalJson(body);
      if (idempotencyKey !== undefined) {
        const field = 'X-Transfer-Idempotency';
        if (!/^[A-Za-z0-9 _-]{4,36}$/.test(idempotencyKey)) return bad('The idempotency key format is invalid.', field); // ours
        const seen = transferKeys.get(idempotencyKey);
        if (seen && seen.request !== request) {
          return bad('Different request body sent for the same Idempotency Header.', field); // ours (the docs: BAD_REQUEST)
        }
        if (seen) return ok(transfers.get(seen.transferId));
      }
      const { data, error } = check(directTransferSchema, body);
      if (error) return { status: 400, body: error };
      const invalid = linked.recipientError(data.account, 'account');
      if (invalid) return invalid;
      const transfer = transferEntity(MERCHANT_ACCOUNT_ID, data);
      settle(transfer);
      transfers.set(transfer.id, transfer);
      if (idempotencyKey !== undefined) transferKeys.set(idempotencyKey, { request, transferId: transfer.id });
      return ok(transfer, [transferEvent('transfer.processed', transfer)]);
    },

    /** PATCH /v1/transfers/:id: hold the settlement (until a time, or for ever), or release it (settled at once). */
    editTransfer(id: string, body: unknown): Outcome {
      const transfer = transfers.get(id);
      if (!transfer) return { status: 400, body: idDoesNotExist() };
      const { data, error } = check(transferEditSchema, body);
      if (error) return { status: 400, body: error };
      if (transfer.status === 'failed') return bad('A failed transfer cannot be modified.', 'id'); // ours
      if (transfer.settlement_status === 'settled') {
        return data.on_hold ? bad('Settlement already processed', 'on_hold') : ok(transfer); // ours
      }
      if (!data.on_hold && transfer.status === 'reversed') {
        return bad('A fully reversed transfer has nothing to settle.', 'on_hold'); // ours
      }
      if (data.on_hold) {
        Object.assign(transfer, {
          on_hold: true,
          on_hold_until: data.on_hold_until ?? null,
          settlement_status: 'on_hold',
        });
      } else settle(transfer);
      return ok(transfer);
    },

    /** POST /v1/transfers/:id/reversals (no webhook: the docs list none for reversals). */
    reverseTransfer(id: string, body: unknown): Outcome {
      const transfer = transfers.get(id);
      if (!transfer) return { status: 400, body: idDoesNotExist() };
      const { data, error } = check(reversalSchema, body);
      if (error) return { status: 400, body: error };
      const reversed = reverse(transfer, data.amount, data.notes);
      return 'reversal' in reversed ? ok(reversed.reversal) : reversed.refused;
    },

    transferReversals: (id: string): Outcome =>
      transfers.has(id)
        ? ok(collection([...reversals.values()].filter((reversal) => reversal.transfer_id === id)))
        : { status: 400, body: idDoesNotExist() },

    /** The transfer failed (default: the docs' insufficient balance sample); sends `transfer.failed`. */
    failTransfer(id: string, error: { code?: string; description?: string; reason?: string } = {}): Event {
      const transfer = transferOrThrow(id);
      if (transfer.status !== 'processed' || transfer.settlement_status === 'settled') {
        throw new Error(
          `Transfer ${id} is ${transfer.status}, settlement ${transfer.settlement_status}: it cannot fail.`,
        );
      }
      Object.assign(transfer, {
        status: 'failed',
        settlement_status: null,
        on_hold: false,
        on_hold_until: null,
        error: {
          code: error.code ?? 'BAD_REQUEST_TRANSFER_INSUFFICIENT_BALANCE',
          description: error.description ?? 'Transfer failed due to insufficient balance',
          reason: error.reason ?? 'insufficient_balance',
          field: null,
          step: 'balance_check',
          id,
          source: 'transfer',
          metadata: null,
        },
      });
      return transferEvent('transfer.failed', transfer);
    },

    /** The settlement schedule came: a pending (not held) settlement is settled with a settlement id. */
    settleTransfer(id: string): RazorpayTransfer {
      const transfer = transferOrThrow(id);
      if (transfer.settlement_status !== 'pending') {
        throw new Error(`Transfer ${id}'s settlement is ${transfer.settlement_status}, not pending.`);
      }
      settle(transfer);
      return copy(transfer);
    },

    /** A reversal made on the dashboard, not through the API. */
    reverseOutside(id: string, amount?: number): RazorpayReversal {
      const reversed = reverse(transferOrThrow(id), amount);
      if ('refused' in reversed) throw new Error(JSON.stringify(reversed.refused.body));
      return copy(reversed.reversal);
    },

    /** A refund made on the dashboard: processed at once, no receipt; `refund.created` and `refund.processed`. */
    refundOutside(paymentId: string, amount?: number): { refund: RazorpayRefund; events: Event[] } {
      const created = payments.createRefund(paymentId, amount === undefined ? null : { amount }, undefined);
      if (created.status !== 200) throw new Error(JSON.stringify(created.body));
      const refund = created.body as RazorpayRefund;
      const events = [...(created.events ?? [])];
      if (refund.status === 'pending') events.push(payments.processRefund(refund.id));
      return { refund: copy(refund), events };
    },
  };
}

export type RouteState = ReturnType<typeof createRouteState>;
