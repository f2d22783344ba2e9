import type { CashfreeServer, CashfreeWebhookDelivery, WebhookMode } from './cashfree-server-types.ts';
import { WEBHOOK_MODES } from './cashfree-webhooks.ts';

/*
 * The Cashfree test server's controls over HTTP, for a test driving it from another process (Playwright): JSON in
 * and out, no auth, nothing of it in `requests`. All ours; the docs know none of it.
 * - POST /_control/payments/:cfPaymentId/pay {upiId?, webhooks?} → {payment, webhooks}
 * - POST /_control/payments/:cfPaymentId/fail {message?, webhooks?} → {payment, webhooks}
 * - POST /_control/payments/:cfPaymentId/drop {webhooks?} → {payment, webhooks}
 * - POST /_control/refunds/:cfRefundId/process {arn?} and …/fail → {refund, webhooks}
 * - POST /_control/orders/:orderId/refund-outside {amountPaise?} → {refund, webhooks}: a dashboard refund
 * - POST /_control/vendors/:vendorId/settle → {settlement}: the vendor's settlement schedule came
 * - POST /_control/vendors/:vendorId/status {status} → {vendor}
 * - POST /_control/webhooks/resend-last → {webhook}; POST /_control/webhooks/deliver-late → {webhooks}
 * - POST /_control/webhook-url {url: string | null} → {url}
 * - POST /_control/api-webhooks {mode} → {mode}: for the webhooks of the next API requests
 * - GET /_control/state → {orders, payments, refunds, vendors, settlements, webhooks}
 * - GET /_control/orders/:orderId → {order, payments, refunds}
 * Webhooks are summarized without their raw bodies. A control that cannot be done answers 404 (no such entity or
 * path) or 409 (the entity's status does not allow it) with {message}.
 */

type Json = Record<string, unknown>;

const summary = ({ type, attempt, status, answer }: CashfreeWebhookDelivery) => ({ type, attempt, status, answer });
const failure = (status: number, message: string): [number, unknown] => [status, { message }];
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
function decode(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export async function answerControl(
  server: CashfreeServer,
  method: string,
  path: string,
  raw: string,
): Promise<[number, unknown]> {
  let body: Json = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = parsed as Json;
  } catch {
    return failure(400, 'The request body is not valid JSON.');
  }
  const [, , kind = '', rawId = '', action = '', ...rest] = path.split('/');
  const id = decode(rawId);
  const mode = text(body.webhooks) ?? text(body.mode) ?? 'normal';
  if (!WEBHOOK_MODES.includes(mode as WebhookMode)) return failure(400, `Unknown webhooks mode ${mode}.`);
  const webhooks = mode as WebhookMode;
  const payment = () => server.payments().find((entry) => entry.cf_payment_id === id);
  const refund = () => server.refunds().find((entry) => entry.cf_refund_id === id);
  try {
    if (method === 'GET' && kind === 'state' && !rawId) {
      return [
        200,
        {
          orders: server.orders(),
          payments: server.payments(),
          refunds: server.refunds(),
          vendors: server.vendors(),
          settlements: server.settlements(),
          webhooks: server.webhooks.map(summary),
        },
      ];
    }
    if (method === 'GET' && kind === 'orders' && id && !action) {
      const order = server.orders().find((entry) => entry.order_id === id);
      if (!order) return failure(404, `No order ${id}.`);
      const of = <T extends { order_id: string }>(list: T[]) => list.filter((entry) => entry.order_id === id);
      return [200, { order, payments: of(server.payments()), refunds: of(server.refunds()) }];
    }
    if (method !== 'POST' || rest.length > 0) return failure(404, `No control ${method} ${path}.`);
    if (kind === 'payments' && ['pay', 'fail', 'drop'].includes(action)) {
      if (!payment()) return failure(404, `No payment ${id}.`);
      const sent =
        action === 'pay'
          ? await server.pay(id, { upiId: text(body.upiId), webhooks })
          : action === 'fail'
            ? await server.failPayment(id, { message: text(body.message), webhooks })
            : await server.dropPayment(id, { webhooks });
      return [200, { payment: payment(), webhooks: sent.map(summary) }];
    }
    if (kind === 'refunds' && (action === 'process' || action === 'fail')) {
      if (!refund()) return failure(404, `No refund ${id}.`);
      const sent =
        action === 'process'
          ? await server.processRefund(id, { arn: text(body.arn), webhooks })
          : await server.failRefund(id, { webhooks });
      return [200, { refund: refund(), webhooks: sent.map(summary) }];
    }
    if (kind === 'orders' && action === 'refund-outside') {
      const amount = typeof body.amountPaise === 'number' ? body.amountPaise : undefined;
      const made = await server.refundOutside(id, amount);
      return [200, { refund: made.refund, webhooks: made.webhooks.map(summary) }];
    }
    if (kind === 'vendors' && action === 'settle') return [200, { settlement: await server.settleVendor(id) }];
    if (kind === 'vendors' && action === 'status') {
      const status = text(body.status);
      if (!status) return failure(400, 'The body must be {"status": string}.');
      return [200, { vendor: server.setVendorStatus(id, status) }];
    }
    if (kind === 'webhooks' && rawId === 'resend-last' && !action) {
      if (server.webhooks.length === 0) return failure(409, 'No webhook was sent yet.');
      return [200, { webhook: summary(await server.resendLastWebhook()) }];
    }
    if (kind === 'webhooks' && rawId === 'deliver-late' && !action) {
      return [200, { webhooks: (await server.deliverLateWebhooks()).map(summary) }];
    }
    if (kind === 'api-webhooks' && !rawId) {
      server.setApiWebhooks(webhooks);
      return [200, { mode: webhooks }];
    }
    if (kind === 'webhook-url' && !rawId) {
      const url = body.url === null ? null : text(body.url);
      if (url === undefined) return failure(400, 'The body must be {"url": string | null}.');
      server.setWebhookUrl(url);
      return [200, { url }];
    }
    return failure(404, `No control ${method} ${path}.`);
  } catch (error) {
    return failure(409, error instanceof Error ? error.message : String(error));
  }
}
