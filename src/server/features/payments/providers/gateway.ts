/*
 * What Haat needs from a payment gateway (decision 068): an order at the gateway for the amount the server priced,
 * a UPI intent to pay it, the payments made against it, refunds, and verified events. Razorpay's and Cashfree's; the
 * payments service owns the rows and the rules, a gateway only speaks to the provider.
 */

/** The gateways Haat speaks to (PAYMENT_PROVIDER), as a payment or linked account records it. */
export const gatewayNames = ['razorpay', 'cashfree'] as const;
export type GatewayName = (typeof gatewayNames)[number];

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

/** A transfer of part of a payment (or of Haat's balance) to a payee's linked account, as the gateway has it. */
export interface GatewayTransfer {
  providerTransferId: string;
  /** Haat's transfer id, carried in the transfer's notes. */
  reference: string | null;
  accountId: string;
  amountPaise: number;
  reversedPaise: number;
  onHold: boolean;
  failed: boolean;
  /** The gateway's settlement to the payee's bank, once released and settled. */
  settlementId: string | null;
}

/** A payee's details a linked account is made from (Route settles to a bank account). */
export interface LinkedAccountInput {
  /** Haat's user id: the account's reference, so a retry finds the account the first try made. */
  reference: string;
  email: string;
  phone: string;
  name: string;
  bank: { accountNumber: string; ifsc: string; holder: string };
  pan: string | null;
}

export type GatewayEvent =
  | { kind: 'captured' | 'failed'; eventId: string; payment: GatewayPayment }
  | { kind: 'refund'; eventId: string; refund: GatewayRefund }
  | { kind: 'transfer'; eventId: string; transfer: GatewayTransfer };

export interface PaymentGateway {
  readonly name: GatewayName;
  /**
   * True when a transfer is made at the gateway only when it is released (Cashfree Easy Split splits a payment then):
   * until then a held transfer is Haat's alone, reversed by making it smaller, and the gateway lists none.
   */
  readonly transfersMadeAtRelease?: boolean;
  /** An order at the gateway for the amount, under Haat's receipt (the order number), for the buyer's contact. */
  createOrder(input: {
    receipt: string;
    amountPaise: number;
    notes: Record<string, string>;
    /** The buyer's phone and email (Cashfree's order asks for its customer; Razorpay's takes them with the intent). */
    customer?: { phone: string; email: string | null };
  }): Promise<{
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
    /** The gateway's order the payment paid (Cashfree refunds an order's payment under the order). */
    providerOrderId: string;
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<GatewayRefund>;
  /** Every refund of a payment, Haat's and any made elsewhere (the reconciliation compares them). */
  refundsOf(providerPaymentId: string, providerOrderId: string): Promise<GatewayRefund[]>;
  /** A linked account for a payee, activated with their bank account; the one already made under the reference. */
  linkAccount(input: LinkedAccountInput): Promise<{ accountId: string }>;
  /** Transfers from a captured payment, on hold; each carries Haat's id (`reference`) in its notes. */
  createTransfers(
    providerPaymentId: string,
    transfers: { reference: string; accountId: string; amountPaise: number }[],
    providerOrderId: string,
  ): Promise<GatewayTransfer[]>;
  /** Every transfer made from a payment (a retry adopts those a lost answer made, by their reference). */
  transfersOf(providerPaymentId: string, providerOrderId: string): Promise<GatewayTransfer[]>;
  transfer(providerTransferId: string): Promise<GatewayTransfer>;
  /**
   * Takes the transfer off hold: the gateway settles it to the payee's bank. `keepPaise` is what the payee keeps of it
   * (its amount less what was reversed): what a gateway that transfers only at release (Cashfree) transfers then.
   */
  releaseTransfer(providerTransferId: string, keepPaise: number): Promise<GatewayTransfer>;
  /** Haat's balance to a linked account at once (what a payout owes beyond its held transfers); `reference` is the
   * idempotency key. */
  directTransfer(input: { reference: string; accountId: string; amountPaise: number }): Promise<GatewayTransfer>;
  /** Takes part of a transfer back to Haat's balance (to refund the buyer, or tax withheld). */
  reverseTransfer(providerTransferId: string, amountPaise: number): Promise<void>;
  /**
   * Verifies a webhook; null when it is genuine but about nothing Haat acts on. Throws GatewayWebhookError. A gateway
   * that signs a timestamp with the body (Cashfree) refuses one more than five minutes from `now` as a replay.
   */
  verifyWebhook(
    rawBody: string,
    headers: { signature?: string | undefined; eventId?: string | undefined; timestamp?: string | undefined },
    now: Date,
  ): GatewayEvent | null;
  /**
   * Verifies the signature a checkout's return carries for a payment of an order. Cashfree signs no return (its
   * return_url gets the order id alone): it verifies none, and the webhook or the sweep places the order.
   */
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
