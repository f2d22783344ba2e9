import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-payments-state.ts';
import type { RazorpayXWebhookDelivery } from './razorpayx-webhook-sender.ts';

/* The Razorpay test server's types (razorpay-server.ts), apart so its HTTP controls (razorpay-control.ts) use them. */

export type RazorpayWebhookDelivery = RazorpayXWebhookDelivery;

export interface RazorpayRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
  status: number;
}

export type WebhookMode = 'normal' | 'none' | 'twice' | 'reversed';

export interface RazorpayServerOptions {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  webhookUrl?: string | null;
  /** The payee of the intent link (pa) and its name (pn). */
  merchantVpa?: string;
  merchantName?: string;
  /** A new refund's status: `pending` until processRefund (default), or `processed` at once. */
  refundStatus?: 'pending' | 'processed';
  /** 0 (default) for any free port. */
  port?: number;
}

export interface RazorpayServer {
  url: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  merchantVpa: string;
  merchantName: string;
  /** Every API (/v1) request, in order, with the status it was answered. */
  requests: RazorpayRequest[];
  /** Every webhook sent, in order. */
  webhooks: RazorpayWebhookDelivery[];
  /** Copies of every order, payment and refund, in order of creation. */
  orders(): RazorpayOrder[];
  payments(): RazorpayPayment[];
  refunds(): RazorpayRefund[];
  lastPaymentOfOrder(orderId: string): RazorpayPayment | null;
  setWebhookUrl(url: string | null): void;
  /**
   * The UPI app approved the payment: authorized, then captured; the order paid. Sends `payment.authorized`,
   * `payment.captured` and `order.paid` (`twice`: each twice with its event id, `reversed`: last first, `none`: none).
   */
  pay(paymentId: string, options?: { vpa?: string; webhooks?: WebhookMode }): Promise<RazorpayWebhookDelivery[]>;
  /** The payment failed (default: cancelled in the UPI app); sends `payment.failed`. */
  failPayment(
    paymentId: string,
    error?: { code?: string; description?: string; reason?: string },
  ): Promise<RazorpayWebhookDelivery>;
  /** The pending refund reached the customer (with an ARN); sends `refund.processed`. */
  processRefund(refundId: string, options?: { arn?: string }): Promise<RazorpayWebhookDelivery>;
  /** The pending refund failed, its amount is refundable again; sends `refund.failed`. */
  failRefund(refundId: string): Promise<RazorpayWebhookDelivery>;
  /** Signs and sends any event. */
  sendEvent(event: string, payload: Record<string, unknown>): Promise<RazorpayWebhookDelivery>;
  /** Sends the last webhook again, byte for byte, with the same event id and signature. */
  resendLastWebhook(): Promise<RazorpayWebhookDelivery>;
  /** Resolves once the webhooks of the API requests answered so far are sent. */
  idle(): Promise<void>;
  /** The next `times` API requests answer `status` (5xx, 429) with nothing done, or after doing it with afterCreate. */
  failNextWith(status: number, options?: { times?: number; afterCreate?: boolean }): void;
  close(): Promise<void>;
}
