import { cashfreeError, type Outcome } from './cashfree-contract.ts';
import type { SplitState } from './cashfree-split-state.ts';
import type { PaymentsState } from './cashfree-state.ts';

/*
 * The paths of the Cashfree test server's API (docs: Payment Gateway APIs, servers `https://api.cashfree.com/pg`):
 * - POST /pg/orders, GET /pg/orders/:id, GET /pg/orders/:id/payments(/:cfPaymentId), POST /pg/orders/sessions;
 * - POST and GET /pg/orders/:id/refunds, GET /pg/orders/:id/refunds/:refundId;
 * - POST /pg/easy-split/vendors, GET /pg/easy-split/vendors/:id(/balances), POST /pg/easy-split/vendors/:id/transfer;
 * - POST /pg/easy-split/orders/:id/split, GET /pg/easy-split/orders/:id.
 * Anything else is the docs' "bad URL, please check API documentation" (400).
 */

export const badUrl = (): Outcome =>
  cashfreeError(400, 'bad URL, please check API documentation', 'request_failed', 'invalid_request_error');

const part = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

export function answerApi(
  state: { payments: PaymentsState; split: SplitState },
  method: string,
  path: string,
  body: unknown,
  now: number,
): Outcome {
  const { payments, split } = state;
  const [pg, resource = '', a = '', b = '', c = '', d = '', ...rest] = path.replace(/\/$/, '').split('/').slice(1);
  if (pg !== 'pg' || rest.length > 0) return badUrl();
  const [first, second, third] = [part(a), part(b), part(c)];
  if (resource === 'orders') {
    if (method === 'POST' && !a) return payments.createOrder(body, now);
    if (method === 'POST' && a === 'sessions' && !b) return payments.orderPay(body, now);
    if (!first || d) return badUrl();
    if (method === 'GET' && !b) return payments.getOrder(first);
    if (method === 'GET' && b === 'payments') {
      if (!c) return payments.orderPayments(first);
      const found = payments.payments.get(third);
      return found?.order_id === first
        ? { status: 200, body: found }
        : cashfreeError(404, 'payment not found', 'payment_not_found');
    }
    if (b === 'refunds') {
      if (method === 'POST' && !c) return payments.createRefund(first, body, now);
      if (method === 'GET') return c ? payments.refund(first, third) : payments.orderRefunds(first);
    }
    return badUrl();
  }
  if (resource !== 'easy-split') return badUrl();
  if (a === 'vendors') {
    if (method === 'POST' && !b) return split.createVendor(body, now);
    if (!second || d) return badUrl();
    if (method === 'GET' && !c) return split.getVendor(second);
    if (method === 'GET' && c === 'balances') return split.balances(second);
    if (method === 'POST' && c === 'transfer') return split.onDemand(second, body, now);
    return badUrl();
  }
  if (a === 'orders' && second && !d) {
    if (method === 'POST' && c === 'split') return split.split(second, body, now);
    if (method === 'GET' && !c) return split.splitDetails(second);
  }
  return badUrl();
}
