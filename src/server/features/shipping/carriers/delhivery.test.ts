import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler } from '../../../testing/poppler.ts';
import { type DelhiveryServer, startDelhiveryServer } from '../../../testing/delhivery-server.ts';
import {
  type BookingRequest,
  CarrierRefused,
  CarrierUnavailable,
  CarrierWebhookError,
  CarrierWebhookForged,
} from './carrier.ts';
import { createDelhivery } from './delhivery.ts';

/*
 * The Delhivery carrier against a local server speaking Delhivery's B2C contract (issue 38; decision 073): a quote
 * from serviceability, TAT and charges; a PIN code not served, or not for cash; a manifest a retry does not make
 * twice, with its pickup and its label read back as a PDF; refusals in Delhivery's words; scan pushes checked by the
 * token Delhivery was given, each with its key; NDR answers; and the carrier down.
 */

let delhivery: DelhiveryServer;
const carrier = () =>
  createDelhivery({
    baseUrl: delhivery.url,
    token: delhivery.token,
    webhookToken: delhivery.webhookToken,
    timeoutMs: 2_000,
  });

beforeAll(async () => {
  delhivery = await startDelhiveryServer();
  delhivery.warehouses.add('rangmahal-jewels');
});
afterAll(async () => {
  await delhivery?.close();
});

const route = (toPincode: string, cod: boolean) => ({
  fromPincode: '600001',
  toPincode,
  cod,
  declaredValuePaise: 129_900,
  weightGrams: 700,
  lengthCm: 30,
  breadthCm: 20,
  heightCm: 5,
});

const booking = (reference: string, fields: Partial<BookingRequest> = {}): BookingRequest => ({
  reference,
  orderNumber: 'HT-7K3M9Q2P',
  placedAt: new Date('2026-11-29T10:00:00Z'),
  invoiceNumber: 'RJ/26-27/000042',
  pickupLocation: 'rangmahal-jewels',
  courierId: null,
  buyer: {
    name: 'Meera Iyer',
    phone: '+91 98765 43210',
    email: null,
    line1: '12 Lake View Road',
    line2: '',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600017',
  },
  lines: [{ name: 'Kundan jhumka', sku: 'RJ-KJ-01', units: 1, sellingPricePaise: 129_900, hsnCode: '7117' }],
  codPaise: 129_900,
  totalPaise: 129_900,
  weightGrams: 700,
  lengthCm: 30,
  breadthCm: 20,
  heightCm: 5,
  ...fields,
});

describe('Delhivery', () => {
  it('quotes its rate and days for a PIN code it serves, and says when it does not, or not for cash', async () => {
    expect(await carrier().quote(route('600017', true))).toEqual({
      serviceable: true,
      reason: null,
      quotes: [
        {
          courierId: 'surface',
          courierName: 'Delhivery Surface',
          ratePaise: 15_930,
          codAllowed: true,
          days: 2,
          estimatedDelivery: null,
        },
      ],
    });
    delhivery.unserviceable.add('744301');
    delhivery.noCod.add('194101');
    expect((await carrier().quote(route('744301', false))).serviceable).toBe(false);
    expect(await carrier().quote(route('194101', true))).toEqual({
      serviceable: false,
      reason: 'Delhivery takes no cash on delivery at this PIN code.',
      quotes: [],
    });
    expect((await carrier().quote(route('194101', false))).quotes[0]?.days).toBe(4);
  });

  it('books a manifest with its pickup and label; a retry finds it; a refusal says why', async () => {
    const booked = await carrier().book(booking('HT-7K3M9Q2P-aaaa'));
    expect(booked.awb).toMatch(/^\d{14}$/);
    expect(booked.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const text = await poppler('pdftotext', ['-', '-'], booked.label ?? new Uint8Array());
    expect(text).toContain(`AWB ${booked.awb}`);
    expect(text).toContain('COD Rs 1299');
    expect((await carrier().book(booking('HT-7K3M9Q2P-aaaa'))).awb).toBe(booked.awb);
    expect([...delhivery.shipments.values()].filter((s) => s.order === 'HT-7K3M9Q2P-aaaa')).toHaveLength(1);

    await expect(carrier().book(booking('HT-00000000-bbbb', { pickupLocation: 'nowhere' }))).rejects.toThrow(
      new CarrierRefused('ClientWarehouse matching query does not exist.'),
    );
    delhivery.noCod.add('600018');
    const noCash = carrier().book(booking('HT-00000000-cccc', { buyer: { ...booking('x').buyer, pincode: '600018' } }));
    await expect(noCash).rejects.toThrow(new CarrierRefused('COD is not available for pincode 600018'));
  });

  it('takes scan pushes only with its token, each with its key, in Haat’s words', async () => {
    const client = carrier();
    const { awb } = await client.book(booking('HT-7K3M9Q2P-dddd'));
    const failed = JSON.stringify(
      delhivery.push(awb, {
        status: 'Pending',
        type: 'UD',
        nsl: 'EOD-74',
        at: '2026-11-30T11:10:00.000',
        instructions: 'Consignee unavailable',
      }),
    );
    expect(() => client.verifyEvent(failed, { 'x-api-key': 'forged-token-of-any-length' })).toThrow(
      CarrierWebhookForged,
    );
    expect(() => client.verifyEvent('{"Shipment":{}}', { 'x-api-key': delhivery.webhookToken })).toThrow(
      CarrierWebhookError,
    );
    const [event] = client.verifyEvent(failed, { 'x-api-key': delhivery.webhookToken });
    expect(event).toEqual({
      key: `delhivery:${awb}:EOD-74:UD:2026-11-30T05:40:00.000Z`,
      awb,
      status: 'ndr',
      label: 'Pending',
      reason: 'Consignee unavailable',
      at: new Date('2026-11-30T05:40:00.000Z'),
    });
    const scan = (status: string, type: string, nsl = 'X') =>
      client.verifyEvent(JSON.stringify(delhivery.push(awb, { status, type, nsl, at: '2026-11-30T12:00:00' })), {
        'x-api-key': delhivery.webhookToken,
      })[0]?.status;
    expect(scan('In Transit', 'UD')).toBe('in_transit');
    expect(scan('Dispatched', 'UD')).toBe('out_for_delivery');
    expect(scan('Delivered', 'DL')).toBe('delivered');
    expect(scan('In Transit', 'RT')).toBe('rto_initiated');
    expect(scan('RTO', 'DL')).toBe('rto_delivered');

    await client.answerNdr(awb, { action: 're_attempt', date: '2026-12-02' });
    await client.answerNdr(awb, {
      action: 'change_address',
      line1: '14 Lake View Road',
      line2: '',
      phone: '98765 00000',
    });
    expect(delhivery.ndrActions).toEqual([
      { waybill: awb, act: 'DEFER_DLV', action_data: { deferred_date: '2026-12-02' } },
      { waybill: awb, act: 'EDIT_DETAILS', action_data: { add: '14 Lake View Road', phone: '9876500000' } },
    ]);
    await expect(client.answerNdr(awb, { action: 'return' })).rejects.toBeInstanceOf(CarrierRefused);
  });

  it('is unavailable, not refusing, when down or given a wrong token', async () => {
    const wrong = createDelhivery({ baseUrl: delhivery.url, token: 'not-the-token', webhookToken: 'x' });
    await expect(wrong.quote(route('600017', false))).rejects.toBeInstanceOf(CarrierUnavailable);
    delhivery.setDown(true);
    try {
      await expect(carrier().quote(route('600017', false))).rejects.toBeInstanceOf(CarrierUnavailable);
      await expect(carrier().book(booking('HT-00000000-eeee'))).rejects.toBeInstanceOf(CarrierUnavailable);
    } finally {
      delhivery.setDown(false);
    }
  });
});
