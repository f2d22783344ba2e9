import { z } from 'zod';
import { isSameToken } from '../../../lib/hmac.ts';
import { callProvider, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { fetchLabelPdf } from './label-pdf.ts';
import { forwardShipment, reverseShipment } from './delhivery-orders.ts';
import { tenDigits } from './units.ts';
import {
  type Carrier,
  type CarrierEvent,
  CarrierRefused,
  CarrierUnavailable,
  CarrierWebhookError,
  CarrierWebhookForged,
} from './carrier.ts';
import {
  chargesAnswer,
  createAnswer,
  indiaInstant,
  pickupAnswer,
  pinAnswer,
  pushBody,
  slipAnswer,
  statusOf,
  tatAnswer,
  trackAnswer,
} from './delhivery-entities.ts';

export interface DelhiveryConfig {
  /** https://track.delhivery.com, or a server speaking the same contract (the tests' one). */
  baseUrl: string;
  /** The API token (`Authorization: Token …`). */
  token: string;
  /** The static token Delhivery is asked to send with its scan pushes, in `x-api-key`. */
  webhookToken: string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}

const parse = <T>(answer: ProviderAnswer, entity: z.ZodType<T>, what: string): T => {
  const parsed = entity.safeParse(answer.body);
  if (!parsed.success) throw new CarrierUnavailable(`Delhivery answered ${what} without what was asked for.`);
  return parsed.data;
};

/**
 * A Carrier speaking Delhivery's B2C API (decision 073): serviceability, TAT and charges as one quote; a booking as a
 * manifest under Haat's parcel reference (found again by tracking it before a retry creates it twice: Delhivery has
 * no idempotency key), a pickup for the next day and the label PDF; NDR answers; scan pushes checked by the static
 * token it is asked to send. Business errors arrive as 200 with a flag; they are read from the body.
 */
export function createDelhivery(config: DelhiveryConfig): Carrier {
  const base = config.baseUrl.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 15_000;
  const authorization = `Token ${config.token}`;

  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; json?: unknown; form?: string } = { method: 'GET' },
  ) {
    const answer = await callProvider(
      `${base}/${path}`,
      {
        method: init.method,
        authorization,
        ...(init.json === undefined ? {} : { json: init.json }),
        ...(init.form === undefined ? {} : { form: init.form }),
        timeoutMs,
        ...(config.fetch ? { fetch: config.fetch } : {}),
      },
      (cause) => new CarrierUnavailable('Delhivery could not be reached.', { cause }),
    );
    if (answer.status >= 500 || answer.status === 429 || answer.status === 401 || answer.status === 403)
      throw new CarrierUnavailable(`Delhivery answered ${path.split('?')[0]} with ${answer.status}.`);
    return answer;
  }

  /** One package on a new manifest, from (or, a return's, back to) the named warehouse: its waybill. */
  async function manifest(shipment: Record<string, unknown>, warehouse: string): Promise<string> {
    const data = JSON.stringify({ shipments: [shipment], pickup_location: { name: warehouse } });
    const created = parse(
      await call('api/cmu/create.json', { method: 'POST', form: `format=json&data=${encodeURIComponent(data)}` }),
      createAnswer,
      'the manifest',
    );
    const made = created.packages[0];
    if (!created.success || made?.status !== 'Success' || !made.waybill) {
      const remarks = [made?.remarks ?? []].flat().filter(Boolean).join(' ');
      throw new CarrierRefused(remarks || created.rmk || 'Delhivery did not take the parcel.');
    }
    return made.waybill;
  }

  /** The waybill a first try made under Haat's reference, if it did (a retry books nothing twice). */
  async function waybillOf(reference: string): Promise<string> {
    const tracked = parse(
      await call(`api/v1/packages/json/?ref_ids=${encodeURIComponent(reference)}`),
      trackAnswer,
      'tracking',
    );
    return tracked.ShipmentData?.find((each) => each.Shipment.ReferenceNo === reference)?.Shipment.AWB ?? '';
  }

  return {
    name: 'delhivery',

    async quote(request) {
      const pins = parse(await call(`c/api/pin-codes/json/?filter_codes=${request.toPincode}`), pinAnswer, 'pin codes');
      const code = pins.delivery_codes[0]?.postal_code;
      if (!code || code.remarks || code.pre_paid !== 'Y')
        return {
          serviceable: false,
          reason: code?.remarks || 'Delhivery does not deliver to this PIN code.',
          quotes: [],
        };
      if (request.cod && code.cod !== 'Y')
        return { serviceable: false, reason: 'Delhivery takes no cash on delivery at this PIN code.', quotes: [] };
      const route = `origin_pin=${request.fromPincode}&destination_pin=${request.toPincode}`;
      const [tat, charges] = await Promise.all([
        call(`api/dc/expected_tat?${route}&mot=S&pdt=B2C`).then((answer) => parse(answer, tatAnswer, 'TAT')),
        call(
          `api/kinko/v1/invoice/charges/.json?md=S&ss=Delivered&o_pin=${request.fromPincode}&d_pin=${request.toPincode}&cgm=${request.weightGrams}&pt=${request.cod ? 'COD' : 'Pre-paid'}`,
        ).then((answer) => parse(answer, chargesAnswer, 'charges')),
      ]);
      const rate = charges[0]?.total_amount ?? 0;
      if (!tat.success || !tat.data.tat || rate <= 0) throw new CarrierUnavailable('Delhivery gave no TAT or rate.');
      const quote = {
        courierId: 'surface',
        courierName: 'Delhivery Surface',
        ratePaise: Math.round(rate * 100),
        codAllowed: code.cod === 'Y',
        days: tat.data.tat,
        estimatedDelivery: null,
      };
      return { serviceable: true, reason: null, quotes: [quote] };
    },

    async registerPickup(location) {
      // Delhivery's client warehouse: its name is what a booking's pickup_location names, exactly.
      const answer = await call('api/backend/clientwarehouse/create/', {
        method: 'POST',
        json: {
          name: location.nickname,
          registered_name: location.name,
          email: location.email,
          phone: tenDigits(location.phone),
          address: location.address,
          city: location.city,
          pin: location.pincode,
          country: 'India',
          return_address: location.address,
          return_pin: location.pincode,
          return_city: location.city,
          return_state: location.state,
          return_country: 'India',
        },
      });
      const body = JSON.stringify(answer.body);
      // Made before (a retry, or another server process first): the warehouse stands.
      if (/already exists/i.test(body)) return;
      if (answer.status >= 300 || /"success":\s*false/.test(body))
        throw new CarrierRefused(`Delhivery refused the warehouse: ${body.slice(0, 200)}`);
    },

    /**
     * A reverse pickup: a package of payment mode "Pickup", collected at the buyer's address and delivered back to
     * the seller's warehouse; Delhivery schedules its collection, and prints no label for the seller.
     */
    async bookReturn(request) {
      const waybill =
        (await waybillOf(request.reference)) || (await manifest(reverseShipment(request), request.pickupLocation));
      return {
        providerOrderId: request.reference,
        shipmentId: waybill,
        awb: waybill,
        courierName: 'Delhivery',
        label: null,
        pickupDate: null,
      };
    },

    async book(request) {
      let waybill = await waybillOf(request.reference);
      if (!waybill) {
        const shipment = forwardShipment(request);
        waybill = await manifest(shipment, request.pickupLocation);
      }
      const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
      const pickup = await call('fm/request/new/', {
        method: 'POST',
        json: {
          pickup_location: request.pickupLocation,
          pickup_date: tomorrow,
          pickup_time: '11:00:00',
          expected_package_count: 1,
        },
      });
      const picked = pickupAnswer.safeParse(pickup.body);
      // A pickup already asked for that day stands.
      if (!picked.success || (!picked.data.pickup_id && !picked.data.pr_exist))
        throw new CarrierRefused('Delhivery refused the pickup request.');
      const slip = parse(await call(`api/p/packing_slip?wbns=${waybill}&pdf=true`), slipAnswer, 'the packing slip');
      const link = slip.packages.find((each) => each.wbn === waybill)?.pdf_download_link;
      if (!link) throw new CarrierUnavailable('Delhivery made no label.');
      return {
        providerOrderId: request.reference,
        shipmentId: waybill,
        awb: waybill,
        courierName: 'Delhivery',
        label: await fetchLabelPdf('Delhivery', link, { fetch: config.fetch, timeoutMs }),
        pickupDate: tomorrow,
      };
    },

    verifyEvent(rawBody, headers): CarrierEvent[] {
      if (!isSameToken(headers['x-api-key'], config.webhookToken))
        throw new CarrierWebhookForged('The push does not carry the token Delhivery was given.');
      let json: unknown;
      try {
        json = JSON.parse(rawBody);
      } catch {
        throw new CarrierWebhookError('The push is not JSON.');
      }
      const parsed = pushBody.safeParse(json);
      const at = parsed.success ? indiaInstant(parsed.data.Shipment.Status.StatusDateTime) : null;
      if (!parsed.success || !at) throw new CarrierWebhookError('The push is not a Delhivery scan.');
      const { AWB: awb, NSLCode: nsl = '', Status: scan } = parsed.data.Shipment;
      const status = statusOf(scan.StatusType, scan.Status, nsl);
      if (!status) return [];
      const reason = status === 'ndr' || status === 'rto_initiated' ? (scan.Instructions ?? null) : null;
      return [
        {
          key: `delhivery:${awb}:${nsl}:${scan.StatusType}:${at.toISOString()}`,
          awb,
          status,
          label: scan.Status,
          reason,
          at,
        },
      ];
    },

    async answerNdr(awb, choice) {
      if (choice.action === 'return')
        throw new CarrierRefused(
          'Delhivery takes a parcel back to the seller from its panel, not from a buyer’s answer.',
        );
      const item =
        choice.action === 're_attempt'
          ? choice.date
            ? { waybill: awb, act: 'DEFER_DLV', action_data: { deferred_date: choice.date } }
            : { waybill: awb, act: 'RE-ATTEMPT' }
          : {
              waybill: awb,
              act: 'EDIT_DETAILS',
              action_data: {
                add: [choice.line1, choice.line2].filter(Boolean).join(', '),
                phone: tenDigits(choice.phone),
              },
            };
      const answer = await call('api/p/update', { method: 'POST', json: { data: [item] } });
      const body = z.object({ request_id: z.string().optional(), error: z.string().optional() }).safeParse(answer.body);
      if (!body.success || !body.data.request_id)
        throw new CarrierRefused(
          body.success ? (body.data.error ?? 'Delhivery refused the answer.') : 'Delhivery refused the answer.',
        );
    },
  };
}
