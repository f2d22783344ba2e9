import { z } from 'zod';
import type { GatewayPayment, GatewayPaymentState, GatewayRefund, GatewayTransfer } from './gateway.ts';

/*
 * Razorpay's entities as Haat reads them (razorpay.com/docs/api: "Orders", "Payments", "Refunds"): only the fields
 * used, the rest passed over. Amounts are integer paise.
 */

export const razorpayErrorEnvelope = z.looseObject({
  error: z.looseObject({ code: z.string().optional(), description: z.string().optional() }),
});

export const razorpayOrderEntity = z.looseObject({ id: z.string().min(1), amount: z.number().int() });

const PAYMENT_STATES = ['created', 'authorized', 'captured', 'failed', 'refunded'] as const;

export const razorpayPaymentEntity = z.looseObject({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  error_description: z.string().nullish(),
});

export const razorpayRefundEntity = z.looseObject({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  status: z.string(),
  receipt: z.string().nullish(),
  acquirer_data: z.looseObject({ arn: z.string().nullish() }).nullish(),
});

export const razorpayCollection = <T extends z.ZodType>(item: T) => z.looseObject({ items: z.array(item) });

export function gatewayPayment(entity: z.infer<typeof razorpayPaymentEntity>): GatewayPayment {
  const state: GatewayPaymentState = (PAYMENT_STATES as readonly string[]).includes(entity.status)
    ? (entity.status as GatewayPaymentState)
    : 'created';
  return {
    providerPaymentId: entity.id,
    providerOrderId: entity.order_id ?? '',
    amountPaise: entity.amount,
    currency: entity.currency,
    state,
    failure: state === 'failed' ? (entity.error_description ?? 'The payment failed.') : null,
  };
}

export function gatewayRefund(entity: z.infer<typeof razorpayRefundEntity>): GatewayRefund {
  return {
    providerRefundId: entity.id,
    providerPaymentId: entity.payment_id,
    receipt: entity.receipt ?? null,
    amountPaise: entity.amount,
    state: entity.status === 'processed' ? 'processed' : entity.status === 'failed' ? 'failed' : 'pending',
    reference: entity.acquirer_data?.arn ?? null,
  };
}

/** A Route transfer ("Transfers" entity); Haat's id is in its notes as `haat_transfer`. */
export const razorpayTransferEntity = z.looseObject({
  id: z.string().startsWith('trf_'),
  recipient: z.string().min(1),
  amount: z.number().int(),
  amount_reversed: z.number().int().nullish(),
  status: z.string(),
  on_hold: z.boolean().nullish(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullish(),
  recipient_settlement_id: z.string().nullish(),
});

export const razorpayAccountEntity = z.looseObject({ id: z.string().startsWith('acc_'), status: z.string() });
export const razorpayProductEntity = z.looseObject({
  id: z.string().min(1),
  activation_status: z.string(),
});

export function gatewayTransfer(entity: z.infer<typeof razorpayTransferEntity>): GatewayTransfer {
  const notes = entity.notes && !Array.isArray(entity.notes) ? entity.notes : {};
  const reference = notes.haat_transfer;
  return {
    providerTransferId: entity.id,
    reference: typeof reference === 'string' ? reference : null,
    accountId: entity.recipient,
    amountPaise: entity.amount,
    reversedPaise: entity.amount_reversed ?? 0,
    onHold: entity.on_hold ?? false,
    failed: entity.status === 'failed',
    settlementId: entity.recipient_settlement_id ?? null,
  };
}
