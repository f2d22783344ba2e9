import {
  PayoutProviderConflict,
  PayoutProviderUnavailable,
  type PayoutProvider,
  type PayoutSubmission,
  type ProviderPayoutState,
} from './provider.ts';
import { basicAuth, callProvider, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { payoutRequestBody, payoutState, razorpayXErrorEnvelope, razorpayXPayoutEntity } from './razorpayx-payout.ts';

export interface RazorpayXConfig {
  /** https://api.razorpay.com, or a server speaking the same contract (the tests' one). `/v1/…` is added. */
  baseUrl: string;
  keyId: string;
  keySecret: string;
  /** The business's RazorpayX account number (or customer identifier) the money leaves from. */
  accountNumber: string;
  fetch?: typeof globalThis.fetch;
  /** How long one request may take, answer included. */
  timeoutMs?: number;
}

type Answer = ProviderAnswer;

/**
 * A PayoutProvider speaking RazorpayX's Payouts API: Basic auth with the key id and secret, composite payouts
 * (`POST /v1/payouts` with the fund account and contact inline) under the `X-Payout-Idempotency` header, and
 * `GET /v1/payouts/{id}`.
 *
 * How answers map:
 * - 200 → the payout entity's status (`payoutState`).
 * - 400 → for submit, the payee's details or the request were refused: failed with the error's description, so one
 *   payee's bad details never block the run. The one exception is the idempotency conflict (the key already names a
 *   different body), which throws PayoutProviderConflict. For fetch, a 400 (an id RazorpayX does not know) throws
 *   PayoutProviderUnavailable: an error answer never fails a payout that may have been paid.
 * - network errors, timeouts, 5xx, 429 → PayoutProviderUnavailable. So do 401/403/404 (keys, IP allowlist or base
 *   URL wrong): no payout was created, and retrying with the same key once the configuration is fixed is safe,
 *   where failing every payee's payout over our own configuration would not be.
 */
export function createRazorpayX(config: RazorpayXConfig): PayoutProvider {
  const base = `${config.baseUrl.replace(/\/+$/, '')}/v1/payouts`;
  const authorization = basicAuth(config.keyId, config.keySecret);
  const timeoutMs = config.timeoutMs ?? 30_000;

  const call = (url: string, init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown }) =>
    callProvider(
      url,
      {
        ...init,
        authorization,
        timeoutMs,
        ...(config.fetch ? { fetch: config.fetch } : {}),
      },
      (cause) => new PayoutProviderUnavailable('RazorpayX could not be reached.', { cause }),
    );

  return {
    name: 'razorpayx',

    async submit(payout: PayoutSubmission) {
      const answer = await call(base, {
        method: 'POST',
        headers: { 'x-payout-idempotency': payout.payoutId },
        json: payoutRequestBody(payout, config.accountNumber),
      });
      if (answer.status >= 200 && answer.status < 300) return stateOf(answer);
      if (answer.status !== 400) throw unavailable(answer);
      const error = errorOf(answer.body);
      const description = error?.description ?? 'RazorpayX refused the payout.';
      // "Different request body sent for the same Idempotency Header." (the docs' API error table).
      if (/idempotency/i.test(description) || error?.field === 'X-Payout-Idempotency') {
        throw new PayoutProviderConflict(`RazorpayX refused payout ${payout.payoutId}'s key: ${description}`);
      }
      return { state: 'failed', providerPayoutId: null, reason: description };
    },

    async fetch(providerPayoutId: string) {
      const answer = await call(`${base}/${encodeURIComponent(providerPayoutId)}`, { method: 'GET' });
      if (answer.status >= 200 && answer.status < 300) return stateOf(answer);
      throw unavailable(answer);
    },
  };
}

function unavailable(answer: Answer): PayoutProviderUnavailable {
  const description = errorOf(answer.body)?.description;
  const detail = description ? `: ${description}` : '';
  return new PayoutProviderUnavailable(`RazorpayX answered ${answer.status}${detail}`, { status: answer.status });
}

/** A 200 that is not a payout entity tells nothing: the same request is asked again later. */
function stateOf(answer: Answer): ProviderPayoutState {
  const entity = razorpayXPayoutEntity.safeParse(answer.body);
  if (!entity.success) {
    throw new PayoutProviderUnavailable('RazorpayX answered without a payout.', { status: answer.status });
  }
  return payoutState(entity.data);
}

function errorOf(body: unknown) {
  const parsed = razorpayXErrorEnvelope.safeParse(body);
  return parsed.success ? parsed.data.error : null;
}
