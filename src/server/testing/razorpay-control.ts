import type { RazorpayServer, RazorpayWebhookDelivery, WebhookMode } from './razorpay-server-types.ts';

/*
 * The Razorpay test server's controls over HTTP, for a test driving it from another process (Playwright): JSON in
 * and out, no auth, nothing of it in `requests`. All ours; the docs know none of it.
 * - POST /_control/payments/:id/pay {vpa?, webhooks?: normal|none|twice|reversed} → {payment, webhooks}
 * - POST /_control/payments/:id/fail {code?, description?, reason?} → {payment, webhook}
 * - POST /_control/refunds/:id/process {arn?} → {refund, webhook}
 * - POST /_control/refunds/:id/fail → {refund, webhook}
 * - POST /_control/webhooks/resend-last → {webhook}
 * - POST /_control/webhook-url {url: string | null} → {url}
 * - POST /_control/payments/:id/refund-outside {amount?} → {refund, payment, webhooks}: a dashboard refund
 * - POST /_control/transfers/:id/fail {code?, description?, reason?} → {transfer, webhook}
 * - POST /_control/transfers/:id/settle → {transfer}: the settlement schedule came
 * - POST /_control/transfers/:id/reverse-outside {amount?} → {reversal, transfer}: a dashboard reversal
 * - POST /_control/route-webhooks {mode: normal|none|twice|reversed} → {mode}: for the next Route API requests
 * - GET /_control/state → {orders, payments, refunds, accounts, products, transfers, reversals, webhooks}
 * - GET /_control/orders/by-receipt/:receipt → {order, payments}
 * Webhooks are summarized without their raw bodies. A control that cannot be done answers 404 (no such entity
 * or path) or 409 (the entity's status does not allow it) with {error: {description}}.
 */

const WEBHOOK_MODES: WebhookMode[] = ['normal', 'none', 'twice', 'reversed'];

export const webhookSummary = ({ eventId, event, status, answer }: RazorpayWebhookDelivery) => ({
  eventId,
  event,
  status,
  answer,
});

type Json = Record<string, unknown>;

/** A path segment, percent-decoded (as it is when it cannot be). */
export function decodePart(part: string) {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const failure = (status: number, description: string): [number, unknown] => [status, { error: { description } }];

export async function answerControl(
  server: RazorpayServer,
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
  const id = decodePart(rawId);
  const payment = () => server.payments().find((entry) => entry.id === id);
  const refund = () => server.refunds().find((entry) => entry.id === id);
  const transfer = () => server.transfers().find((entry) => entry.id === id);
  const amount = typeof body.amount === 'number' ? body.amount : undefined;
  if (body.amount !== undefined && amount === undefined) return failure(400, 'The amount must be a number of paise.');
  try {
    if (method === 'GET' && kind === 'state' && !rawId) {
      return [
        200,
        {
          orders: server.orders(),
          payments: server.payments(),
          refunds: server.refunds(),
          accounts: server.accounts(),
          products: server.products(),
          transfers: server.transfers(),
          reversals: server.reversals(),
          webhooks: server.webhooks.map(webhookSummary),
        },
      ];
    }
    if (method === 'GET' && kind === 'orders' && rawId === 'by-receipt' && action && rest.length === 0) {
      const receipt = decodePart(action);
      const order = server.orders().find((entry) => entry.receipt === receipt);
      if (!order) return failure(404, `No order has the receipt ${receipt}.`);
      return [200, { order, payments: server.payments().filter((entry) => entry.order_id === order.id) }];
    }
    if (method !== 'POST' || rest.length > 0) return failure(404, `No control ${method} ${path}.`);
    if (kind === 'payments' && action === 'pay') {
      if (!payment()) return failure(404, `No payment ${id}.`);
      const mode = text(body.webhooks) ?? 'normal';
      if (!WEBHOOK_MODES.includes(mode as WebhookMode)) return failure(400, `Unknown webhooks mode ${mode}.`);
      const sent = await server.pay(id, { vpa: text(body.vpa), webhooks: mode as WebhookMode });
      return [200, { payment: payment(), webhooks: sent.map(webhookSummary) }];
    }
    if (kind === 'payments' && action === 'fail') {
      if (!payment()) return failure(404, `No payment ${id}.`);
      const error = { code: text(body.code), description: text(body.description), reason: text(body.reason) };
      const sent = await server.failPayment(id, error);
      return [200, { payment: payment(), webhook: webhookSummary(sent) }];
    }
    if (kind === 'refunds' && (action === 'process' || action === 'fail')) {
      if (!refund()) return failure(404, `No refund ${id}.`);
      const sent =
        action === 'process' ? await server.processRefund(id, { arn: text(body.arn) }) : await server.failRefund(id);
      return [200, { refund: refund(), webhook: webhookSummary(sent) }];
    }
    if (kind === 'payments' && action === 'refund-outside') {
      if (!payment()) return failure(404, `No payment ${id}.`);
      const { refund: created, webhooks } = await server.refundOutside(id, amount);
      return [200, { refund: created, payment: payment(), webhooks: webhooks.map(webhookSummary) }];
    }
    if (kind === 'transfers' && ['fail', 'settle', 'reverse-outside'].includes(action)) {
      if (!transfer()) return failure(404, `No transfer ${id}.`);
      if (action === 'settle') return [200, { transfer: server.settleTransfer(id) }];
      if (action === 'reverse-outside') {
        const reversal = server.reverseOutside(id, amount);
        return [200, { reversal, transfer: transfer() }];
      }
      const error = { code: text(body.code), description: text(body.description), reason: text(body.reason) };
      const sent = await server.failTransfer(id, error);
      return [200, { transfer: transfer(), webhook: webhookSummary(sent) }];
    }
    if (kind === 'route-webhooks' && !rawId) {
      const mode = text(body.mode) ?? '';
      if (!WEBHOOK_MODES.includes(mode as WebhookMode)) return failure(400, `Unknown webhooks mode ${mode}.`);
      server.setRouteWebhooks(mode as WebhookMode);
      return [200, { mode }];
    }
    if (kind === 'webhooks' && rawId === 'resend-last' && !action) {
      if (server.webhooks.length === 0) return failure(409, 'No webhook was sent yet.');
      return [200, { webhook: webhookSummary(await server.resendLastWebhook()) }];
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
