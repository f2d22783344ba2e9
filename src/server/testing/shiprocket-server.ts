import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { carrierLabelPdf } from './carrier-label.ts';
import {
  createShiprocketState,
  error,
  type Outcome,
  type ShiprocketShipment,
  unauthenticated,
} from './shiprocket-state.ts';

/*
 * A Shiprocket server for tests, speaking its external API over real HTTP under /v1/external (the rules and the
 * documents they follow: shiprocket-state.ts): POST /auth/login, GET /courier/serviceability/, POST
 * /settings/company/addpickup, /orders/create/adhoc and /orders/create/return, GET /orders?search=, POST /courier/assign/awb, /courier/generate/pickup and
 * /courier/generate/label (the label a PDF at the URL answered), and POST /ndr/{awb}/action. Every route but the
 * login takes `Authorization: Bearer <token>`, else 401 `{"message":"Unauthenticated."}`.
 * Tracking webhooks: `sendEvents` POSTs Shiprocket's payload (awb, current_status, shipment_status_id,
 * current_timestamp "DD MM YYYY HH:mm:ss" in India's time, scans oldest first) to the webhook URL with the
 * `x-api-key` the seller set; tests send them twice or out of order on purpose, as nothing in the docs forbids.
 * Ours where the docs are silent: the clock (`advance`) that ages tokens, `setDown` (503 to everything), the
 * label's content, and for a test in another process (shiprocket-server-cli.ts) GET /_control/state (the shipments
 * and the NDR answers received) and POST /_control/events `{awb, updates}` (sends the tracking webhook).
 */

export interface ShiprocketServerOptions {
  email?: string;
  password?: string;
  webhookToken?: string;
  webhookUrl?: string | null;
  port?: number;
}

/** One tracking update as the test asks for it: a shipment status id and label, when, and the scan's words. */
export interface TrackingUpdate {
  statusId: number;
  status: string;
  at: Date;
  activity?: string;
}

const indiaStamp = (at: Date) => {
  const part = (options: Intl.DateTimeFormatOptions) =>
    at.toLocaleString('en-GB', { timeZone: 'Asia/Kolkata', hour12: false, ...options });
  const [day, month, year] = part({ day: '2-digit', month: '2-digit', year: 'numeric' }).split('/');
  return {
    webhook: `${day} ${month} ${year} ${part({ hour: '2-digit', minute: '2-digit', second: '2-digit' })}`,
    scan: `${year}-${month}-${day} ${part({ hour: '2-digit', minute: '2-digit', second: '2-digit' })}`,
  };
};

function sendJson(response: ServerResponse, outcome: Outcome) {
  response.writeHead(outcome.status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(outcome.body));
}

/** The webhook Shiprocket sends for a shipment after these updates (the last is its current status). */
function payload(shipment: ShiprocketShipment, updates: TrackingUpdate[]) {
  const last = updates.at(-1);
  if (!last) throw new Error('No tracking update to send');
  return {
    awb: shipment.awb,
    courier_name: shipment.courierName,
    current_status: last.status,
    shipment_status: last.status,
    shipment_status_id: last.statusId,
    current_timestamp: indiaStamp(last.at).webhook,
    order_id: shipment.channelOrderId,
    sr_order_id: shipment.orderId,
    scans: updates.map((update) => ({
      date: indiaStamp(update.at).scan,
      activity: update.activity ?? update.status,
      location: 'Hub',
      'sr-status': String(update.statusId),
      'sr-status-label': update.status.toUpperCase(),
    })),
    is_return: shipment.isReturn ? 1 : 0,
  };
}

export async function startShiprocketServer(options: ShiprocketServerOptions = {}) {
  const email = options.email ?? 'api@haat.test';
  const password = options.password ?? 'haat-shiprocket-test';
  const webhookToken = options.webhookToken ?? 'haat-shiprocket-webhook-token';
  let webhookUrl = options.webhookUrl ?? null;
  let offsetMs = 0;
  let down = false;
  let slowMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  const state = createShiprocketState({ email, password, secret: 'shiprocket-test-signing', now });
  let origin = '';

  const shipmentByAwb = (awb: string) => [...state.shipments.values()].find((shipment) => shipment.awb === awb) ?? null;

  /** The tracking webhook for the AWB's shipment after `updates`; `token` overrides the x-api-key (a forgery). */
  async function sendEvents(awb: string, updates: TrackingUpdate[], token = webhookToken): Promise<number> {
    const shipment = shipmentByAwb(awb);
    if (!shipment || !webhookUrl) throw new Error(`No shipment ${awb}, or no webhook URL`);
    const sent = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': token },
      body: JSON.stringify(payload(shipment, updates)),
    });
    await sent.arrayBuffer();
    return sent.status;
  }

  /** Ours, for a test in another process: what was booked and answered, and tracking webhooks sent on request. */
  async function control(method: string, route: string, body: Record<string, unknown>): Promise<Outcome> {
    if (route === '/state' && method === 'GET')
      return {
        status: 200,
        body: {
          shipments: [...state.shipments.values()].map((shipment) => ({
            awb: shipment.awb,
            reference: shipment.channelOrderId,
            courierName: shipment.courierName,
            pincode: shipment.deliveryPincode,
            isReturn: shipment.isReturn,
          })),
          ndrActions: state.ndrActions,
        },
      };
    if (route === '/events' && method === 'POST') {
      const updates = Array.isArray(body.updates) ? (body.updates as Record<string, unknown>[]) : [];
      const status = await sendEvents(
        String(body.awb ?? ''),
        updates.map((update) => ({
          statusId: Number(update.statusId),
          status: String(update.status),
          at: new Date(String(update.at)),
          ...(typeof update.activity === 'string' ? { activity: update.activity } : {}),
        })),
      );
      return { status: 200, body: { status } };
    }
    return error(404, '404 Not Found');
  }

  async function answer(method: string, url: URL, request: IncomingMessage, body: Record<string, unknown>) {
    const path = url.pathname.replace(/\/+$/, '');
    if (path.startsWith('/_control/')) return control(method, path.slice('/_control'.length), body);
    const label = path.match(/^\/labels\/shipping-label-(\d+)-\d+\.pdf$/);
    if (label && method === 'GET') {
      const shipment = state.shipments.get(Number(label[1]));
      return shipment?.labelUrl
        ? {
            pdf: await carrierLabelPdf({
              courier: shipment.courierName ?? '',
              awb: shipment.awb ?? '',
              order: shipment.channelOrderId,
              codRupees: shipment.paymentMethod === 'COD' ? shipment.subTotal : null,
              pincode: shipment.deliveryPincode,
            }),
          }
        : error(404, '404 Not Found');
    }
    if (!path.startsWith('/v1/external/')) return error(404, '404 Not Found');
    const route = path.slice('/v1/external'.length);
    if (route === '/auth/login' && method === 'POST') return state.login(body);
    if (!state.tokenValid(request.headers.authorization)) return unauthenticated;
    if (route === '/courier/serviceability' && method === 'GET') return state.serviceability(url.searchParams);
    if (route === '/orders' && method === 'GET') return state.searchOrders(url.searchParams);
    if (method !== 'POST') return error(405, 'The method is not allowed for the requested URL.');
    if (route === '/orders/create/adhoc') return state.createOrder(body);
    if (route === '/orders/create/return') return state.createReturn(body);
    if (route === '/settings/company/addpickup') return state.addPickup(body);
    if (route === '/courier/assign/awb') return state.assignAwb(body);
    if (route === '/courier/generate/pickup') return state.generatePickup(body);
    if (route === '/courier/generate/label') return state.generateLabel(body, origin);
    const ndr = route.match(/^\/ndr\/([^/]+)\/action$/);
    if (ndr) return state.ndrAction(decodeURIComponent(ndr[1] ?? ''), body);
    return error(404, '404 Not Found');
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const reply = (outcome: Outcome) => sendJson(response, outcome);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', origin);
      let body: Record<string, unknown> = {};
      try {
        body = chunks.length > 0 ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      if (down) return reply(error(503, 'Service Unavailable'));
      const answering = slowMs > 0 ? new Promise((resolve) => setTimeout(resolve, slowMs)) : Promise.resolve();
      answering.then(() =>
        answer(request.method ?? 'GET', url, request, body).then(
          (outcome) => {
            if ('pdf' in outcome) {
              response.writeHead(200, { 'content-type': 'application/pdf' });
              return response.end(outcome.pdf);
            }
            reply(outcome);
          },
          (failure: unknown) => reply(error(500, String(failure))),
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/v1/external`,
    origin,
    email,
    password,
    webhookToken,
    state,
    setWebhookUrl(value: string | null) {
      webhookUrl = value;
    },
    /** Moves the server's clock (tokens age with it). */
    advance(ms: number) {
      offsetMs += ms;
    },
    setDown(value: boolean) {
      down = value;
    },
    /** Answers every request this much later (a slow carrier). */
    setSlow(ms: number) {
      slowMs = ms;
    },
    shipmentByAwb,
    sendEvents,
    payload,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type ShiprocketServer = Awaited<ReturnType<typeof startShiprocketServer>>;
