import type { Env } from '../../../env.ts';
import type { PaymentGateway } from './gateway.ts';
import { createRazorpay } from './razorpay.ts';

type PaymentEnv = Pick<
  Env,
  'PAYMENT_PROVIDER' | 'RAZORPAY_BASE_URL' | 'RAZORPAY_KEY_ID' | 'RAZORPAY_KEY_SECRET' | 'RAZORPAY_WEBHOOK_SECRET'
>;

/** The payment gateway the environment names: none (cash on delivery only) or Razorpay's. */
export function paymentGatewayFromEnv(
  env: PaymentEnv,
  options: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): PaymentGateway | null {
  if (env.PAYMENT_PROVIDER !== 'razorpay') return null;
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (!keyId || !keySecret || !webhookSecret) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, _KEY_SECRET and _WEBHOOK_SECRET.');
  }
  return createRazorpay({ baseUrl: env.RAZORPAY_BASE_URL, keyId, keySecret, webhookSecret, ...options });
}
