import type { z } from 'zod';
import { isSameToken } from '../../../lib/hmac.ts';
import { callProvider, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { fetchLabelPdf } from './label-pdf.ts';
import {
  type Booking,
  type Carrier,
  type CarrierEvent,
  CarrierRefused,
  CarrierUnavailable,
  CarrierWebhookError,
  CarrierWebhookForged,
  type QuoteAnswer,
} from './carrier.ts';
import {
  awbAnswer,
  createdOrderAnswer,
  errorBody,
  etdDate,
  labelAnswer,
  loginAnswer,
  pickupAnswer,
  searchAnswer,
  serviceabilityAnswer,
  webhookBody,
  webhookEvents,
  webhookInstant,
} from './shiprocket-entities.ts';

export interface ShiprocketConfig {
  /** https://apiv2.shiprocket.in/v1/external, or a server speaking the same contract (the tests' one). */
  baseUrl: string;
  /** The API user's email and password (Settings › API in Shiprocket's panel). */
  email: string;
  password: string;
  /** The token Shiprocket sends its tracking webhooks with, in `x-api-key`. */
  webhookToken: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
  now?: () => Date;
}

/** Shiprocket's tokens last 10 days; a new one is asked for after 9, as integrators do, or at once on a 401. */
const TOKEN_RENEW_MS = 9 * 86_400_000;
import { adhocOrder, pickupLocationBody, returnOrder } from './shiprocket-orders.ts';
import { kg, rupees, tenDigits } from './units.ts';
const paise = (value: number) => Math.round(value * 100);

/** What a failed answer means: Shiprocket unavailable (or its credentials wrong), or the request refused. */
function refusal(answer: ProviderAnswer, path: string): Error {
  const body = errorBody.safeParse(answer.body);
  const detail = body.success
    ? [body.data.message, ...Object.values(body.data.errors ?? {}).flat()].filter(Boolean).join(' ')
    : '';
  if (answer.status >= 500 || answer.status === 429 || answer.status === 401 || answer.status === 403)
    return new CarrierUnavailable(`Shiprocket answered ${path} with ${answer.status}. ${detail}`.trim());
  return new CarrierRefused(detail || `Shiprocket refused ${path} (${answer.status}).`);
}

/**
 * A Carrier speaking Shiprocket's external API (decision 073): a token from POST /auth/login kept for 9 days and
 * asked for again once on a 401; serviceability as quotes; a booking as a custom order under Haat's parcel id
 * (found again by searching for it when a retry meets "already taken"), an AWB, a pickup and a label fetched as PDF;
 * NDR answers; and tracking webhooks checked by their `x-api-key`. Network errors, timeouts, 5xx, 429, 401/403 after
 * a fresh login and answers that are not what was asked for throw CarrierUnavailable; other 4xx CarrierRefused.
 */
export function createShiprocket(config: ShiprocketConfig): Carrier {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const now = config.now ?? (() => new Date());
  let token: { value: string; renewAt: number } | null = null;

  const send = (path: string, init: { method: 'GET' | 'POST'; json?: unknown; authorization?: string }) =>
    callProvider(
      `${base}/${path}`,
      { ...init, timeoutMs, ...(config.fetch ? { fetch: config.fetch } : {}) },
      (cause) => new CarrierUnavailable('Shiprocket could not be reached.', { cause }),
    );

  async function login(): Promise<string> {
    const answer = await send('auth/login', {
      method: 'POST',
      json: { email: config.email, password: config.password },
    });
    const parsed = loginAnswer.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success)
      throw new CarrierUnavailable(`Shiprocket refused the API user's login (${answer.status}).`);
    token = { value: parsed.data.token, renewAt: now().getTime() + TOKEN_RENEW_MS };
    return parsed.data.token;
  }

  /** One authenticated call: logged in first when the token is old, and once more on a 401. */
  async function call(path: string, init: { method: 'GET' | 'POST'; json?: unknown } = { method: 'GET' }) {
    const current = token && token.renewAt > now().getTime() ? token.value : await login();
    const answer = await send(path, { ...init, authorization: `Bearer ${current}` });
    if (answer.status !== 401) return answer;
    return send(path, { ...init, authorization: `Bearer ${await login()}` });
  }

  async function expect<T>(path: string, entity: z.ZodType<T>, init?: { method: 'GET' | 'POST'; json?: unknown }) {
    const answer = await call(path, init);
    if (answer.status < 200 || answer.status >= 300) throw refusal(answer, path);
    const parsed = entity.safeParse(answer.body);
    if (!parsed.success) throw new CarrierUnavailable(`Shiprocket answered ${path} without what was asked for.`);
    return parsed.data;
  }

  /**
   * The order's shipment with an AWB and a pickup: found under Haat's reference when a first try made it (Shiprocket
   * has no idempotency key), else created by `create`; the AWB assigned (a return's as one), the pickup asked for.
   */
  async function placedShipment(
    reference: string,
    courierId: string | null,
    isReturn: boolean,
    create: () => Promise<{ order_id: number; shipment_id: number }>,
  ): Promise<Omit<Booking, 'label'>> {
    // A retry whose first try made the order finds it under Haat's reference, with its AWB if it got one.
    const found = (await expect(`orders?search=${encodeURIComponent(reference)}`, searchAnswer)).data.find(
      (each) => each.channel_order_id === reference,
    );
    const created = found ? { order_id: found.id, shipment_id: found.shipments[0]?.id ?? 0 } : await create();
    let awb = found?.shipments[0]?.awb || null;
    let courierName = '';
    if (!awb) {
      const assigned = await expect('courier/assign/awb', awbAnswer, {
        method: 'POST',
        json: {
          shipment_id: created.shipment_id,
          ...(courierId ? { courier_id: Number(courierId) } : {}),
          ...(isReturn ? { is_return: 1 } : {}),
        },
      });
      if (assigned.awb_assign_status !== 1 || !assigned.response.data.awb_code)
        throw new CarrierRefused(assigned.response.data.awb_assign_error ?? 'Shiprocket assigned no AWB.');
      awb = assigned.response.data.awb_code;
      courierName = assigned.response.data.courier_name ?? '';
    }
    const shipmentIds = { shipment_id: [created.shipment_id] };
    const pickup = await call('courier/generate/pickup', { method: 'POST', json: shipmentIds });
    const pickupParsed = pickupAnswer.safeParse(pickup.body);
    // Asked twice (a retry), Shiprocket says it is queued already: the pickup stands.
    if (
      pickup.status >= 300 &&
      !(pickup.status === 400 && /already in pickup queue/i.test(JSON.stringify(pickup.body)))
    )
      throw refusal(pickup, 'courier/generate/pickup');
    const scheduled = pickupParsed.success
      ? (pickupParsed.data.response?.pickup_scheduled_date ?? pickupParsed.data.pickup_scheduled_date ?? null)
      : null;
    return {
      providerOrderId: String(created.order_id),
      shipmentId: String(created.shipment_id),
      awb,
      courierName,
      pickupDate: scheduled ? scheduled.slice(0, 10) : null,
    };
  }

  return {
    name: 'shiprocket',

    async quote(request): Promise<QuoteAnswer> {
      const query = new URLSearchParams({
        pickup_postcode: request.fromPincode,
        delivery_postcode: request.toPincode,
        weight: String(kg(request.weightGrams)),
        length: String(request.lengthCm),
        breadth: String(request.breadthCm),
        height: String(request.heightCm),
        cod: request.cod ? '1' : '0',
        declared_value: String(Math.ceil(rupees(request.declaredValuePaise))),
      });
      const answer = await call(`courier/serviceability/?${query}`);
      const parsed = serviceabilityAnswer.safeParse(answer.body);
      // Not served is said three ways: a 404 with a message, a body whose status is not 200, or no courier at all.
      if (
        answer.status === 404 ||
        (answer.status === 200 && parsed.success && parsed.data.status !== undefined && parsed.data.status !== 200)
      )
        return { serviceable: false, reason: parsed.success ? (parsed.data.message ?? null) : null, quotes: [] };
      if (answer.status !== 200) throw refusal(answer, 'courier/serviceability/');
      if (!parsed.success) throw new CarrierUnavailable('Shiprocket answered serviceability without couriers.');
      const quotes = (parsed.data.data?.available_courier_companies ?? [])
        .map((courier) => ({
          courierId: String(courier.courier_company_id),
          courierName: courier.courier_name,
          ratePaise: paise(typeof courier.rate === 'number' ? courier.rate : courier.rate.rate),
          codAllowed: courier.cod === 1,
          days: courier.estimated_delivery_days,
          estimatedDelivery: etdDate(courier.etd),
        }))
        .toSorted((a, b) => a.ratePaise - b.ratePaise || a.days - b.days);
      return {
        serviceable: quotes.length > 0,
        reason: quotes.length > 0 ? null : 'No courier serves this PIN code.',
        quotes,
      };
    },

    async registerPickup(location): Promise<void> {
      const answer = await call('settings/company/addpickup', { method: 'POST', json: pickupLocationBody(location) });
      // Registered before (a retry, or another server process first): the nickname stands.
      if (answer.status === 422 && /nick ?name already/i.test(JSON.stringify(answer.body))) return;
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer, 'settings/company/addpickup');
    },

    async book(request): Promise<Booking> {
      const order = adhocOrder(request);
      const shipment = await placedShipment(request.reference, request.courierId, false, () =>
        expect('orders/create/adhoc', createdOrderAnswer, { method: 'POST', json: order }),
      );
      const shipmentIds = { shipment_id: [Number(shipment.shipmentId)] };
      const label = await expect('courier/generate/label', labelAnswer, { method: 'POST', json: shipmentIds });
      if (label.label_created !== 1 || !label.label_url)
        throw new CarrierRefused(label.response ?? 'Shiprocket made no label.');
      return {
        ...shipment,
        label: await fetchLabelPdf('Shiprocket', label.label_url, { fetch: config.fetch, timeoutMs }),
      };
    },

    async bookReturn(request): Promise<Booking> {
      const order = returnOrder(request);
      const shipment = await placedShipment(request.reference, null, true, () =>
        expect('orders/create/return', createdOrderAnswer, { method: 'POST', json: order }),
      );
      return { ...shipment, label: null };
    },

    verifyEvent(rawBody, headers): CarrierEvent[] {
      if (!isSameToken(headers['x-api-key'], config.webhookToken))
        throw new CarrierWebhookForged('The webhook does not carry Shiprocket’s token.');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new CarrierWebhookError('The webhook is not JSON.');
      }
      const parsed = webhookBody.safeParse(json);
      const at = parsed.success ? webhookInstant(parsed.data.current_timestamp) : null;
      if (!parsed.success || !at) throw new CarrierWebhookError('The webhook is not a Shiprocket tracking event.');
      return webhookEvents(parsed.data, at);
    },

    async answerNdr(awb, choice) {
      const body =
        choice.action === 're_attempt'
          ? {
              action: 're-attempt',
              comments: 'The buyer asked for another attempt.',
              ...(choice.date ? { deferred_date: choice.date } : {}),
            }
          : choice.action === 'change_address'
            ? {
                action: 're-attempt',
                comments: 'The buyer corrected the address.',
                address1: choice.line1,
                address2: choice.line2,
                phone: tenDigits(choice.phone),
              }
            : { action: 'return', comments: 'The buyer cancelled the delivery.' };
      const answer = await call(`ndr/${encodeURIComponent(awb)}/action`, { method: 'POST', json: body });
      if (answer.status < 200 || answer.status >= 300) throw refusal(answer, 'ndr/{awb}/action');
    },
  };
}
