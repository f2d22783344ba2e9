import type { PaymentMethod, PaymentStatus } from '#shared/contracts/orders-checkout.ts';

/**
 * How an order is paid. Cash on delivery is the one method built; an online
 * method (UPI, cards) implements the same three moments: at placement it
 * authorises or captures, on delivery it settles, on cancellation it refunds.
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

const providers: Record<PaymentMethod, PaymentProvider> = { cod: cashOnDelivery };

export const paymentProvider = (method: PaymentMethod): PaymentProvider => providers[method];
