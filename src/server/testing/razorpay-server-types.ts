import type { RazorpayOrder, RazorpayPayment, RazorpayRefund } from './razorpay-payments-state.ts';
import type {
  RazorpayLinkedAccount,
  RazorpayReversal,
  RazorpayRouteProduct,
  RazorpayTransfer,
} from './razorpay-route-entities.ts';
import type { RazorpayXWebhookDelivery } from './razorpayx-webhook-sender.ts';

/* The Razorpay test server's types (razorpay-server.ts), apart so its HTTP controls (razorpay-control.ts) use them. */

export type RazorpayWebhookDelivery = RazorpayXWebhookDelivery;

export interface RazorpayRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** X-Refund-Idempotency, or a direct transfer's X-Transfer-Idempotency. */
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
  /** How the webhooks of Route API requests (`transfer.processed`, `product.route.activated`) go: `normal` (default). */
  routeWebhooks?: WebhookMode;
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
  /** Every API (/v1, /v2/accounts) request, in order, with the status it was answered. */
  requests: RazorpayRequest[];
  /** Every webhook sent, in order. */
  webhooks: RazorpayWebhookDelivery[];
  /** Copies of every order, payment and refund, in order of creation. */
  orders(): RazorpayOrder[];
  payments(): RazorpayPayment[];
  refunds(): RazorpayRefund[];
  lastPaymentOfOrder(orderId: string): RazorpayPayment | null;
  /** Razorpay Route: copies of every linked account, route product, transfer and reversal, in order of creation. */
  accounts(): RazorpayLinkedAccount[];
  products(): RazorpayRouteProduct[];
  transfers(): RazorpayTransfer[];
  reversals(): RazorpayReversal[];
  /** The merchant's own account id: every webhook's `account_id`, a direct transfer's `source`. */
  merchantAccountId: string;
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
  /** How the webhooks of the next Route API requests go (`twice`: each twice with its event id, …). */
  setRouteWebhooks(mode: WebhookMode): void;
  /** The processed, unsettled transfer failed (default: the docs' insufficient balance); sends `transfer.failed`. */
  failTransfer(
    transferId: string,
    error?: { code?: string; description?: string; reason?: string },
  ): Promise<RazorpayWebhookDelivery>;
  /** The settlement schedule settled a pending (not held) transfer: `settled`, with a settlement id. No webhook. */
  settleTransfer(transferId: string): RazorpayTransfer;
  /** A reversal made on the dashboard (default: all that is left). No webhook, as through the API. */
  reverseOutside(transferId: string, amount?: number): RazorpayReversal;
  /** A refund made on the dashboard, processed at once (default: all that is left); refund webhooks as the API's. */
  refundOutside(
    paymentId: string,
    amount?: number,
  ): Promise<{ refund: RazorpayRefund; webhooks: RazorpayWebhookDelivery[] }>;
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
