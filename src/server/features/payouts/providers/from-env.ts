import type { Env } from '../../../env.ts';
import type { PayoutProvider } from './provider.ts';
import { createRazorpayX } from './razorpayx.ts';

type PayoutEnv = Pick<
  Env,
  | 'PAYOUT_PROVIDER'
  | 'RAZORPAYX_BASE_URL'
  | 'RAZORPAYX_KEY_ID'
  | 'RAZORPAYX_KEY_SECRET'
  | 'RAZORPAYX_ACCOUNT_NUMBER'
  | 'RAZORPAYX_WEBHOOK_SECRET'
>;

/**
 * The payout provider the environment asks for: null for PAYOUT_PROVIDER=manual (an operator pays each payout and
 * records it), RazorpayX for `razorpayx`. parseEnv has already refused `razorpayx` without its keys; this checks
 * again so an Env built by hand cannot slip through.
 */
export function payoutProviderFromEnv(
  env: PayoutEnv,
  options: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): PayoutProvider | null {
  if (env.PAYOUT_PROVIDER !== 'razorpayx') return null;
  const { RAZORPAYX_KEY_ID: keyId, RAZORPAYX_KEY_SECRET: keySecret, RAZORPAYX_ACCOUNT_NUMBER: accountNumber } = env;
  if (!keyId || !keySecret || !accountNumber || !env.RAZORPAYX_WEBHOOK_SECRET) {
    throw new Error(
      'PAYOUT_PROVIDER=razorpayx needs RAZORPAYX_KEY_ID, _KEY_SECRET, _ACCOUNT_NUMBER and _WEBHOOK_SECRET.',
    );
  }
  return createRazorpayX({ baseUrl: env.RAZORPAYX_BASE_URL, keyId, keySecret, accountNumber, ...options });
}
