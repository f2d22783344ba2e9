import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { carrierLabelPdf } from './carrier-label.ts';

/*
 * A Delhivery (B2C express) server for tests, speaking its API over real HTTP as its documentation and captured
 * production answers show it (decision 073's digest): every route takes `Authorization: Token <token>`, else 401;
 * business errors come back as 200 with a flag. GET /c/api/pin-codes/json/ (an unknown or unserved PIN: empty
 * `delivery_codes`), GET /api/dc/expected_tat, GET /api/kinko/v1/invoice/charges/.json (an array), POST
 * /api/cmu/create.json (form-encoded `format=json&data=`; an order id taken again fails its package), GET
 * /api/v1/packages/json/ by waybill or ref_ids (an unknown one: `Success: false`), POST /fm/request/new/ (a second
 * request for the day answers `pr_exist`), GET /api/p/packing_slip?pdf=true (a link to the label PDF), and POST
 * /api/p/update (NDR actions, answered with an UPL id). Scan pushes go to the webhook URL with the static header the
 * client asked for (`x-api-key`), one scan each, twice or out of order when a test says so.
 * Ours where the docs are silent: the TAT by PIN prefix, the charges' figures, `setDown`, the label's content.
 */

interface Shipment {
  waybill: string;
  order: string;
  pin: string;
  paymentMode: string;
  codAmount: number;
  pickupLocation: string;
}

type Outcome = { status: number; body: unknown } | { pdf: Buffer };

const json = (body: unknown, status = 200): Outcome => ({ status, body });

export async function startDelhiveryServer(options: { token?: string; webhookToken?: string } = {}) {
  const token = options.token ?? 'haat-delhivery-test-token';
  const webhookToken = options.webhookToken ?? 'haat-delhivery-webhook-token';
  const warehouses = new Set<string>();
  const shipments = new Map<string, Shipment>();
  const pickups = new Map<string, number>();
  const ndrActions: unknown[] = [];
  const unserviceable = new Set<string>();
  const noCod = new Set<string>();
  let webhookUrl: string | null = null;
  let down = false;
  let nextWaybill = 57_930_810_000_000;
  let nextPickup = 12_345_600;
  let origin = '';

  async function answer(method: string, url: URL, body: string): Promise<Outcome> {
    const path = url.pathname;
    const q = url.searchParams;
    const label = path.match(/^\/__labels\/(\d+)\.pdf$/);
    if (label) {
      const shipment = shipments.get(label[1] ?? '');
      return shipment
        ? {
            pdf: await carrierLabelPdf({
              courier: 'Delhivery',
              awb: shipment.waybill,
              order: shipment.order,
              codRupees: shipment.paymentMode === 'COD' ? shipment.codAmount : null,
              pincode: shipment.pin,
            }),
          }
        : json({ detail: 'Not found' }, 404);
    }
    if (path === '/c/api/pin-codes/json/') {
      const pin = q.get('filter_codes') ?? '';
      if (!/^[1-9]\d{5}$/.test(pin) || unserviceable.has(pin)) return json({ delivery_codes: [] });
      const flags = { cod: noCod.has(pin) ? 'N' : 'Y', pre_paid: 'Y', pickup: 'Y', repl: 'Y', is_oda: 'N' };
      return json({
        delivery_codes: [{ postal_code: { pin: Number(pin), ...flags, remarks: '', country_code: 'IN' } }],
      });
    }
    if (path === '/api/dc/expected_tat') {
      const from = q.get('origin_pin') ?? '';
      const to = q.get('destination_pin') ?? '';
      if (!from || !to) return json({ success: false, msg: 'origin_pin and destination_pin are required', data: {} });
      return json({ success: true, msg: '', data: { tat: from.slice(0, 2) === to.slice(0, 2) ? 2 : 4 } });
    }
    if (path === '/api/kinko/v1/invoice/charges/.json') {
      const grams = Math.max(500, Number(q.get('cgm') ?? 0));
      const cod = q.get('pt') === 'COD' ? 35 : 0;
      const freight = 40 + Math.ceil(grams / 500) * 30;
      const gross = freight + cod;
      return json([
        {
          charge_DL: freight,
          charge_COD: cod,
          gross_amount: gross,
          total_amount: Math.round(gross * 118) / 100,
          zone: 'C',
          charged_weight: grams,
        },
      ]);
    }
    if (path.replace(/\/+$/, '') === '/api/backend/clientwarehouse/create' && method === 'POST') {
      // A client warehouse, by its name: taken once, with an address and a PIN code.
      const warehouse = JSON.parse(body || '{}') as Record<string, unknown>;
      const name = String(warehouse.name ?? '').trim();
      if (!name || !String(warehouse.address ?? '').trim() || !/^\d{6}$/.test(String(warehouse.pin ?? '')))
        return json({ success: false, error: 'name, address and pin are required' }, 400);
      if (warehouses.has(name)) return json({ success: false, error: `Client warehouse ${name} already exists` }, 400);
      warehouses.add(name);
      return json({ success: true, data: { name, pincode: warehouse.pin } });
    }
    if (path === '/api/cmu/create.json' && method === 'POST') {
      const form = new URLSearchParams(body);
      let data: { shipments?: Record<string, unknown>[]; pickup_location?: { name?: string } };
      try {
        if (form.get('format') !== 'json') throw new Error('format');
        data = JSON.parse(form.get('data') ?? '');
      } catch {
        return json({ success: false, rmk: 'format=json&data= is a must', packages: [] });
      }
      const location = data.pickup_location?.name ?? '';
      if (!warehouses.has(location))
        return json({
          success: false,
          error: true,
          rmk: 'ClientWarehouse matching query does not exist.',
          packages: [],
        });
      const [shipment] = data.shipments ?? [];
      if (!shipment)
        return json({ success: false, rmk: 'shipment list contains no data.', packages: [], package_count: 0 });
      const order = String(shipment.order ?? '');
      const pin = String(shipment.pin ?? '');
      const fail = (remark: string, serviceable = true) =>
        json({
          success: false,
          packages: [{ waybill: '', refnum: order, status: 'Fail', serviceable, remarks: [remark] }],
        });
      if ([...shipments.values()].some((each) => each.order === order)) return fail('Duplicate order id');
      if (unserviceable.has(pin)) return fail(`Pincode ${pin} is not serviceable`, false);
      if (shipment.payment_mode === 'COD' && noCod.has(pin)) return fail(`COD is not available for pincode ${pin}`);
      for (const field of ['name', 'add', 'phone', 'city', 'state'])
        if (!String(shipment[field] ?? '').trim()) return fail(`${field} is required`);
      nextWaybill += 1;
      const waybill = String(nextWaybill);
      shipments.set(waybill, {
        waybill,
        order,
        pin,
        paymentMode: String(shipment.payment_mode),
        codAmount: Number(shipment.cod_amount ?? 0),
        pickupLocation: location,
      });
      return json({
        success: true,
        package_count: 1,
        upload_wbn: `UPL${Date.now()}`,
        packages: [{ waybill, refnum: order, status: 'Success', serviceable: true, remarks: [''] }],
      });
    }
    if (path === '/api/v1/packages/json/') {
      const refs = (q.get('ref_ids') ?? '').split(',').filter(Boolean);
      const bills = (q.get('waybill') ?? '').split(',').filter(Boolean);
      const found = [...shipments.values()].filter((each) => refs.includes(each.order) || bills.includes(each.waybill));
      if (found.length === 0)
        return json({
          Success: false,
          Error: 'Data does not exists for provided Waybill(s)',
          rmk: 'Some error has occurred.',
        });
      return json({
        ShipmentData: found.map((each) => ({
          Shipment: { AWB: each.waybill, ReferenceNo: each.order, Status: { Status: 'Manifested', StatusType: 'UD' } },
        })),
      });
    }
    if (path === '/fm/request/new/' && method === 'POST') {
      const request = JSON.parse(body || '{}') as Record<string, unknown>;
      const key = `${String(request.pickup_location)}:${String(request.pickup_date)}`;
      const existing = pickups.get(key);
      if (existing)
        return json(
          { success: false, pr_exist: true, pickup_id: existing, error: { message: 'Pickup request already exists' } },
          400,
        );
      nextPickup += 1;
      pickups.set(key, nextPickup);
      return json({
        pickup_id: nextPickup,
        pickup_location_name: request.pickup_location,
        pickup_date: request.pickup_date,
        pickup_time: request.pickup_time,
        expected_package_count: String(request.expected_package_count ?? 1),
      });
    }
    if (path === '/api/p/packing_slip') {
      const found = (q.get('wbns') ?? '').split(',').flatMap((wbn) => (shipments.has(wbn) ? [wbn] : []));
      return json({
        packages_found: found.length,
        packages: found.map((wbn) => ({ wbn, pdf_download_link: `${origin}/__labels/${wbn}.pdf` })),
      });
    }
    if (path === '/api/p/update' && method === 'POST') {
      const request = JSON.parse(body || '{}') as { data?: { waybill?: string; act?: string }[] };
      const items = request.data ?? [];
      if (items.length === 0 || items.some((item) => !shipments.has(item.waybill ?? '')))
        return json({ success: false, error: 'Invalid waybill' });
      if (items.some((item) => !['RE-ATTEMPT', 'DEFER_DLV', 'EDIT_DETAILS'].includes(item.act ?? '')))
        return json({ success: false, error: 'Invalid act' });
      ndrActions.push(...items);
      return json({ request_id: `UPL${nextPickup}${ndrActions.length}` });
    }
    return json({ detail: 'Not found' }, 404);
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const send = (outcome: Outcome) => {
      if ('pdf' in outcome) {
        response.writeHead(200, { 'content-type': 'application/pdf' });
        return response.end(outcome.pdf);
      }
      response.writeHead(outcome.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(outcome.body));
    };
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', origin);
      if (down) return send(json({ detail: 'Service Unavailable' }, 503));
      if (!url.pathname.startsWith('/__labels/') && request.headers.authorization !== `Token ${token}`)
        return send(json({ detail: 'Login or API Key Required' }, 401));
      answer(request.method ?? 'GET', url, Buffer.concat(chunks).toString()).then(send, (failure: unknown) =>
        send(json({ detail: String(failure) }, 500)),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** One scan push, as Delhivery's docs show it. */
  const push = (
    waybill: string,
    scan: { status: string; type: string; nsl: string; at: string; instructions?: string },
  ) => ({
    Shipment: {
      Status: {
        Status: scan.status,
        StatusDateTime: scan.at,
        StatusType: scan.type,
        StatusLocation: 'Chennai_Hub (Tamil Nadu)',
        Instructions: scan.instructions ?? scan.status,
      },
      NSLCode: scan.nsl,
      ReferenceNo: shipments.get(waybill)?.order ?? '',
      AWB: waybill,
    },
  });

  return {
    url: origin,
    token,
    webhookToken,
    warehouses,
    shipments,
    ndrActions,
    unserviceable,
    noCod,
    push,
    setWebhookUrl(value: string | null) {
      webhookUrl = value;
    },
    setDown(value: boolean) {
      down = value;
    },
    async sendScan(waybill: string, scan: Parameters<typeof push>[1], header = webhookToken): Promise<number> {
      if (!webhookUrl) throw new Error('No webhook URL');
      const sent = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': header },
        body: JSON.stringify(push(waybill, scan)),
      });
      await sent.arrayBuffer();
      return sent.status;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type DelhiveryServer = Awaited<ReturnType<typeof startDelhiveryServer>>;
