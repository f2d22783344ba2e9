/*
 * What Haat needs from a payment gateway (decision 068): an order at the gateway for the amount the server priced,
 * a UPI intent to pay it, the payments made against it, refunds, and verified events. Razorpay's today; the
 * payments service owns the rows and the rules, a gateway only speaks to the provider.
 */

export type GatewayPaymentState = 'created' | 'authorized' | 'captured' | 'failed' | 'refunded';

export interface GatewayPayment {
  providerPaymentId: string;
  providerOrderId: string;
  amountPaise: number;
  currency: string;
  state: GatewayPaymentState;
  /** Why it failed, as the gateway says it. */
  failure: string | null;
}

export type GatewayRefundState = 'pending' | 'processed' | 'failed';

export interface GatewayRefund {
  providerRefundId: string;
  providerPaymentId: string;
  /** Haat's refund id, sent as the refund's receipt. */
  receipt: string | null;
  amountPaise: number;
  state: GatewayRefundState;
  /** The bank's reference (ARN), once there is one. */
  reference: string | null;
}

export interface BuyerClient {
  ip: string;
  userAgent: string;
  referer: string;
}

export type GatewayEvent =
  | { kind: 'captured' | 'failed'; eventId: string; payment: GatewayPayment }
  | { kind: 'refund'; eventId: string; refund: GatewayRefund };

export interface PaymentGateway {
  readonly name: 'razorpay';
  /** An order at the gateway for the amount, under Haat's receipt (the order number). */
  createOrder(input: { receipt: string; amountPaise: number; notes: Record<string, string> }): Promise<{
    providerOrderId: string;
  }>;
  /** A UPI intent payment of that order: the `upi://pay` link a UPI app opens (or a phone scans as a QR code). */
  startUpiIntent(input: {
    providerOrderId: string;
    amountPaise: number;
    contact: string;
    email: string | null;
    description: string;
    /** The buyer's browser, as the gateway's risk checks ask for it. */
    client: BuyerClient;
  }): Promise<{ providerPaymentId: string; intentUrl: string }>;
  /** Every payment made against the order, as the gateway has them now. */
  paymentsOf(providerOrderId: string): Promise<GatewayPayment[]>;
  /** Refunds part or all of a captured payment to its source; the receipt (Haat's refund id) is its idempotency key. */
  refund(input: {
    providerPaymentId: string;
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** Verifies a webhook; null when it is genuine but about nothing Haat acts on. Throws GatewayWebhookError. */
  verifyWebhook(
    rawBody: string,
    headers: { signature?: string | undefined; eventId?: string | undefined },
  ): GatewayEvent | null;
  /** Verifies the signature a checkout's return carries for a payment of an order. */
  verifyReturn(input: { providerOrderId: string; providerPaymentId: string; signature: string }): boolean;
}

/** The gateway could not be reached or did not answer usefully: nothing is known, ask again later. */
export class GatewayUnavailable extends Error {
  readonly status: number | null;

  constructor(message: string, options: { status?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'GatewayUnavailable';
    this.status = options.status ?? null;
  }
}

/** The gateway refused the request (a 4xx with its description): asking again the same way will not help. */
export class GatewayRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayRefused';
  }
}

/** A webhook that must not be acted on (no or a wrong signature, not an event): answered 400. */
export class GatewayWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayWebhookError';
  }
}
