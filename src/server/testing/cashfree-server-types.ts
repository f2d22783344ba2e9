import type { CashfreeOrder, CashfreePayment, CashfreeRefund } from './cashfree-state.ts';
import type { CashfreeVendor, VendorSettlement } from './cashfree-split-state.ts';
import type { CashfreeWebhookDelivery, WebhookMode } from './cashfree-webhooks.ts';

/* The Cashfree test server's types (cashfree-server.ts), apart so its HTTP controls (cashfree-control.ts) use them. */

export type { CashfreeWebhookDelivery, WebhookMode };

export interface CashfreeRequest {
  method: string;
  path: string;
  clientId: string | undefined;
  apiVersion: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
  status: number;
}

export interface CashfreeServerOptions {
  clientId?: string;
  clientSecret?: string;
  webhookUrl?: string | null;
  /** The payee of the intent links (pa). */
  merchantVpa?: string;
  /** A new refund's status: PENDING until processRefund (default), or SUCCESS at once. */
  refundStatus?: 'PENDING' | 'SUCCESS';
  /** The account's order split delay: how many days after its payment an order may be split (the docs' default: 1). */
  splitDelayDays?: number;
  /** Whether a new vendor becomes active at once (default) or stays IN_BENE_CREATION until setVendorStatus. */
  activateVendors?: boolean;
  /** The server's clock in epoch milliseconds (webhook timestamps, times, the split delay); default Date.now. */
  now?: () => number;
  /** 0 (default) for any free port. */
  port?: number;
}

export interface CashfreeServer {
  url: string;
  clientId: string;
  clientSecret: string;
  /** Every API (/pg) request, in order, with the status it was answered. */
  requests: CashfreeRequest[];
  /** Every webhook sent, in order. */
  webhooks: CashfreeWebhookDelivery[];
  /** Copies of every order, payment, refund, vendor and vendor settlement, in order of creation. */
  orders(): CashfreeOrder[];
  payments(): CashfreePayment[];
  refunds(): CashfreeRefund[];
  vendors(): CashfreeVendor[];
  settlements(): VendorSettlement[];
  /** The last payment attempt of an order (its order_id: Haat's order number), or null. */
  lastPaymentOfOrder(orderId: string): CashfreePayment | null;
  /** A vendor's unsettled balance, and the merchant's, in paise. */
  vendorBalance(vendorId: string): number;
  merchantBalance(): number;
  setWebhookUrl(url: string | null): void;
  /** The server's clock from now on (epoch milliseconds). */
  setClock(now: () => number): void;
  /** The UPI app paid the attempt: SUCCESS, the order PAID; sends PAYMENT_SUCCESS_WEBHOOK as `webhooks` says. */
  pay(paymentId: string, options?: { upiId?: string; webhooks?: WebhookMode }): Promise<CashfreeWebhookDelivery[]>;
  /** The attempt failed (default: declined); sends PAYMENT_FAILED_WEBHOOK. */
  failPayment(
    paymentId: string,
    options?: { message?: string; webhooks?: WebhookMode },
  ): Promise<CashfreeWebhookDelivery[]>;
  /** The buyer left the UPI app; sends PAYMENT_USER_DROPPED_WEBHOOK. */
  dropPayment(paymentId: string, options?: { webhooks?: WebhookMode }): Promise<CashfreeWebhookDelivery[]>;
  /** The pending refund reached the buyer (with an ARN); sends REFUND_STATUS_WEBHOOK. */
  processRefund(
    cfRefundId: string,
    options?: { arn?: string; webhooks?: WebhookMode },
  ): Promise<CashfreeWebhookDelivery[]>;
  /** The pending refund was cancelled, its amount refundable again; sends REFUND_STATUS_WEBHOOK. */
  failRefund(cfRefundId: string, options?: { webhooks?: WebhookMode }): Promise<CashfreeWebhookDelivery[]>;
  /** A refund made on the dashboard, processed at once (default: all that is left); sends REFUND_STATUS_WEBHOOK. */
  refundOutside(
    orderId: string,
    amountPaise?: number,
  ): Promise<{ refund: CashfreeRefund; webhooks: CashfreeWebhookDelivery[] }>;
  /** The vendor's settlement schedule came: their unsettled balance is settled; VENDOR_SETTLEMENT_SUCCESS. */
  settleVendor(vendorId: string): Promise<VendorSettlement | null>;
  setVendorStatus(vendorId: string, status: string): CashfreeVendor;
  /** How the webhooks of the next API requests (a refund processed at once, an on-demand transfer) go. */
  setApiWebhooks(mode: WebhookMode): void;
  /** Sends the webhooks held back with `late`, the last first. */
  deliverLateWebhooks(): Promise<CashfreeWebhookDelivery[]>;
  /** Signs and sends any event now. */
  sendEvent(type: string, data: Record<string, unknown>): Promise<CashfreeWebhookDelivery>;
  /** Sends the last webhook again byte for byte: body, timestamp and signature. */
  resendLastWebhook(): Promise<CashfreeWebhookDelivery>;
  /** Resolves once the webhooks of the API requests answered so far are sent. */
  idle(): Promise<void>;
  /** The next `times` API requests answer `status` (5xx, 429) with nothing done, or after doing it with afterCreate. */
  failNextWith(status: number, options?: { times?: number; afterCreate?: boolean }): void;
  close(): Promise<void>;
}
