import type { Env } from '../../../env.ts';
import { createCashfree } from './cashfree.ts';
import type { PaymentGateway } from './gateway.ts';
import { createRazorpay } from './razorpay.ts';

type PaymentEnv = Pick<
  Env,
  | 'PAYMENT_PROVIDER'
  | 'RAZORPAY_BASE_URL'
  | 'RAZORPAY_KEY_ID'
  | 'RAZORPAY_KEY_SECRET'
  | 'RAZORPAY_WEBHOOK_SECRET'
  | 'CASHFREE_BASE_URL'
  | 'CASHFREE_CLIENT_ID'
  | 'CASHFREE_CLIENT_SECRET'
>;

/** The payment gateway the environment names: none (cash on delivery only), Razorpay's or Cashfree's. */
export function paymentGatewayFromEnv(
  env: PaymentEnv,
  options: { fetch?: typeof globalThis.fetch; timeoutMs?: number } = {},
): PaymentGateway | null {
  if (env.PAYMENT_PROVIDER === 'cashfree') {
    const { CASHFREE_CLIENT_ID: clientId, CASHFREE_CLIENT_SECRET: clientSecret } = env;
    if (!clientId || !clientSecret) {
      throw new Error('PAYMENT_PROVIDER=cashfree needs CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET.');
    }
    return createCashfree({ baseUrl: env.CASHFREE_BASE_URL, clientId, clientSecret, ...options });
  }
  if (env.PAYMENT_PROVIDER !== 'razorpay') return null;
  const { RAZORPAY_KEY_ID: keyId, RAZORPAY_KEY_SECRET: keySecret, RAZORPAY_WEBHOOK_SECRET: webhookSecret } = env;
  if (!keyId || !keySecret || !webhookSecret) {
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, _KEY_SECRET and _WEBHOOK_SECRET.');
  }
  return createRazorpay({ baseUrl: env.RAZORPAY_BASE_URL, keyId, keySecret, webhookSecret, ...options });
}
