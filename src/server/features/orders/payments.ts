import type { PaymentMethod, PaymentStatus } from '#shared/contracts/orders-checkout.ts';

/**
 * How an order is paid, in three moments: its status at placement, when its last open line is delivered, and when
 * nothing of it will be.
 */
export interface PaymentProvider {
  readonly method: PaymentMethod;
  /** The payment's status once the order is placed. */
  begin(order: { number: string; idempotencyKey: string; totalPaise: number }): Promise<PaymentStatus>;
  /** When the last open line of the order is delivered. */
  settle(current: PaymentStatus): PaymentStatus;
  /** When nothing of the order will be delivered (all cancelled, failed or returned). */
  void(current: PaymentStatus): PaymentStatus;
}

/** The courier collects cash (or UPI at the door) on delivery. */
export const cashOnDelivery: PaymentProvider = {
  method: 'cod',
  begin: () => Promise.resolve('due_on_delivery'),
  settle: (current) => (current === 'due_on_delivery' ? 'paid' : current),
  void: (current) => (current === 'due_on_delivery' ? 'void' : current),
};

/**
 * UPI through the payment gateway (decision 068): the order awaits its payment until the gateway captures it (then
 * `paid`, by the payments feature) or it fails or lapses (`void`). Paid, it stays paid: what stops afterwards is
 * refunded to the source, which the order's refunds show.
 */
export const upiBeforeDelivery: PaymentProvider = {
  method: 'upi',
  begin: () => Promise.resolve('awaiting_payment'),
  settle: (current) => current,
  void: (current) => current,
};

const providers: Record<PaymentMethod, PaymentProvider> = { cod: cashOnDelivery, upi: upiBeforeDelivery };

export const paymentProvider = (method: PaymentMethod): PaymentProvider => providers[method];
