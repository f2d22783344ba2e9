/*
 * What a payout run needs from a payout provider (RazorpayX today). The run owns the payouts, the ledger and the
 * retries; a provider only moves one payout's money and reports where it stands.
 */

export type PayoutDestination =
  | { kind: 'upi'; upiId: string; name: string }
  | { kind: 'bank'; accountNumber: string; ifsc: string; accountHolderName: string };

export interface PayoutSubmission {
  /** Haat's payout id: the idempotency key and the reference_id. */
  payoutId: string;
  amountPaise: number;
  destination: PayoutDestination;
  /** The payee's account id, for the contact's reference_id. */
  payeeId: string;
  payeeName: string;
  /** ≤ 30 chars, alphanumerics and spaces (the docs' rule); anything else is dropped before it is sent. */
  narration: string;
}

export type ProviderPayoutState =
  | { state: 'processing'; providerPayoutId: string }
  /** `utr` is '' when the provider reports the payout processed before the bank's UTR reached it. */
  | { state: 'paid'; providerPayoutId: string; utr: string }
  | { state: 'failed'; providerPayoutId: string | null; reason: string };

export interface PayoutProvider {
  readonly name: 'razorpayx';
  /**
   * Creates the payout, or answers the one already created under this payout id. Throws PayoutProviderUnavailable
   * when nothing can be known (network, timeout, 5xx, 429, refused credentials), so the run can retry later with
   * the same key; throws PayoutProviderConflict when the provider holds a different request under this key.
   */
  submit(payout: PayoutSubmission): Promise<ProviderPayoutState>;
  /** The payout's state now. An error answer never reports `failed`: it throws PayoutProviderUnavailable. */
  fetch(providerPayoutId: string): Promise<ProviderPayoutState>;
}

export interface PayoutWebhookEvent {
  /** The provider's event id (unique per event; a re-delivery carries the same one). */
  eventId: string;
  /** The provider's event name, e.g. `payout.processed`. */
  event: string;
  /** Haat's payout id, from the payout's reference_id. */
  payoutId: string;
  state: ProviderPayoutState;
}

/** The provider could not be reached or did not give an answer: nothing is known, try again with the same key. */
export class PayoutProviderUnavailable extends Error {
  /** The HTTP status when the provider answered (5xx, 429, 401…); null for a network error or a timeout. */
  readonly status: number | null;

  constructor(message: string, options: { status?: number | null; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'PayoutProviderUnavailable';
    this.status = options.status ?? null;
  }
}

/**
 * The provider already holds a different request under this payout's idempotency key. The first request may have
 * created a payout that is still moving money, so the payout must be neither retried with another key nor marked
 * failed: a person has to look (the provider's dashboard finds it by the reference_id, Haat's payout id).
 */
export class PayoutProviderConflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PayoutProviderConflict';
  }
}
