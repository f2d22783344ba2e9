import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { poppler } from '../../../testing/poppler.ts';
import { type ShiprocketServer, startShiprocketServer } from '../../../testing/shiprocket-server.ts';
import { type BookingRequest, CarrierRefused, CarrierUnavailable, CarrierWebhookError } from './carrier.ts';
import { createShiprocket } from './shiprocket.ts';

/*
 * The Shiprocket carrier against a local server speaking Shiprocket's documented contract (issue 38; decision 073):
 * quotes from serviceability, a token that lasts 10 days and is asked for again, bookings that a retry does not
 * make twice, the label read back as a PDF, NDR answers, webhooks checked by their token, and a carrier that is down.
 */

let shiprocket: ShiprocketServer;
let clientNow = new Date();
const carrier = () =>
  createShiprocket({
    baseUrl: shiprocket.url,
    email: shiprocket.email,
    password: shiprocket.password,
    webhookToken: shiprocket.webhookToken,
    timeoutMs: 2_000,
    now: () => clientNow,
  });

beforeAll(async () => {
  shiprocket = await startShiprocketServer();
});
afterAll(async () => {
  await shiprocket?.close();
});

const quoteFor = (toPincode: string, cod: boolean) => ({
  fromPincode: '560034',
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
  pickupLocation: 'Rangmahal Jewels',
  courierId: '24',
  buyer: {
    name: 'Meera Iyer',
    phone: '+91 98765 43210',
    email: 'meera@example.in',
    line1: '12 Lake View Road',
    line2: 'Near the post office',
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

describe('quotes', () => {
  it('lists each courier’s rate in paise, cheapest first, with its days, date and whether it takes cash', async () => {
    const answer = await carrier().quote(quoteFor('600017', false));
    expect(answer.serviceable).toBe(true);
    expect(answer.quotes.map((quote) => quote.courierName)).toEqual([
      'Xpressbees Surface',
      'Delhivery Surface',
      'Amazon Air',
    ]);
    expect(answer.quotes[0]).toMatchObject({ courierId: '24', ratePaise: 8_500, codAllowed: true, days: 6 });
    expect(answer.quotes[0]?.estimatedDelivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Cash on delivery: only the couriers that carry it.
    const cod = await carrier().quote(quoteFor('600017', true));
    expect(cod.quotes.every((quote) => quote.codAllowed)).toBe(true);
    expect(cod.quotes).toHaveLength(2);
  });

  it('says when a PIN code is not served, or not for cash, with Shiprocket’s reason', async () => {
    shiprocket.state.unserviceable.add('744301');
    shiprocket.state.noCod.add('194101');
    expect(await carrier().quote(quoteFor('744301', false))).toEqual({
      serviceable: false,
      reason: 'No courier serviceable for this pincode',
      quotes: [],
    });
    expect((await carrier().quote(quoteFor('194101', true))).serviceable).toBe(false);
    expect((await carrier().quote(quoteFor('194101', false))).serviceable).toBe(true);
  });
});

describe('the token', () => {
  it('is asked for once, again when Shiprocket says it expired, and again before its tenth day', async () => {
    const client = carrier();
    const before = shiprocket.state.logins();
    await client.quote(quoteFor('600017', false));
    await client.quote(quoteFor('110001', false));
    expect(shiprocket.state.logins() - before).toBe(1);
    // Ten days on at Shiprocket: the token is refused once, a new one is asked for, and the call goes through.
    shiprocket.advance(10 * 86_400_000 + 1);
    expect((await client.quote(quoteFor('600017', false))).serviceable).toBe(true);
    expect(shiprocket.state.logins() - before).toBe(2);
    // Nine days on here: renewed before it is refused.
    clientNow = new Date(clientNow.getTime() + 9 * 86_400_000 + 1);
    await client.quote(quoteFor('600017', false));
    expect(shiprocket.state.logins() - before).toBe(3);
  });

  it('refused for a wrong password makes the carrier unavailable, not the buyer’s request wrong', async () => {
    const wrong = createShiprocket({
      baseUrl: shiprocket.url,
      email: shiprocket.email,
      password: 'not-the-password',
      webhookToken: 'x',
    });
    await expect(wrong.quote(quoteFor('600017', false))).rejects.toBeInstanceOf(CarrierUnavailable);
  });
});

const rangmahal = {
  nickname: 'Rangmahal Jewels',
  name: 'Rangmahal Jewels Private Limited',
  email: 'dispatch@rangmahal.example',
  phone: '+91 98450 12345',
  address: '14 Commercial Street, Shivajinagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
};

describe('a pickup location', () => {
  it('is registered under its nickname once, again changing nothing; a booking from an unregistered one is refused', async () => {
    await expect(carrier().book(booking('parcel-0000'))).rejects.toThrow(/Wrong Pickup location/);
    await carrier().registerPickup?.(rangmahal);
    await carrier().registerPickup?.(rangmahal);
    expect(shiprocket.state.pickupLocations.get('Rangmahal Jewels')).toMatchObject({
      pin_code: '560001',
      phone: '9845012345',
      address: '14 Commercial Street, Shivajinagar',
    });
    expect(shiprocket.state.pickupLocations.size).toBe(1);
    const short = carrier().registerPickup?.({ ...rangmahal, nickname: 'Other place', address: 'Bengaluru' });
    await expect(short).rejects.toBeInstanceOf(CarrierRefused);
  });
});

describe('a booking', () => {
  it('gets an AWB, a pickup and the label, read back as a PDF; a retry makes nothing twice', async () => {
    const booked = await carrier().book(booking('parcel-0001'));
    expect(booked.awb).toMatch(/^\d{14}$/);
    expect(booked.courierName).toBe('Xpressbees Surface');
    expect(booked.pickupDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const text = await poppler('pdftotext', ['-', '-'], booked.label ?? new Uint8Array());
    expect(text).toContain(`AWB ${booked.awb}`);
    expect(text).toContain('COD Rs 1299');
    expect(text).toContain('Deliver to PIN 600017');
    const order = shiprocket.shipmentByAwb(booked.awb)?.payload;
    expect(order).toMatchObject({
      order_id: 'parcel-0001',
      payment_method: 'COD',
      sub_total: 1299,
      weight: 0.7,
      invoice_number: 'RJ/26-27/000042',
    });
    expect(order?.billing_phone).toBe('9876543210');

    const again = await carrier().book(booking('parcel-0001'));
    expect(again.awb).toBe(booked.awb);
    expect([...shiprocket.state.shipments.values()].filter((s) => s.channelOrderId === 'parcel-0001')).toHaveLength(1);
  });

  it('is refused with Shiprocket’s words when the order is not one it takes', async () => {
    const refused = carrier().book(booking('parcel-0002', { buyer: { ...booking('x').buyer, phone: '' } }));
    await expect(refused).rejects.toThrow(
      new CarrierRefused('Oops! Invalid Data. The billing phone field is required.'),
    );
    // A courier that takes no cash, for a COD parcel: refused, nothing booked.
    await expect(carrier().book(booking('parcel-0003', { courierId: '142' }))).rejects.toBeInstanceOf(CarrierRefused);
  });

  it('fails as unavailable, quickly, when Shiprocket is down', async () => {
    shiprocket.setDown(true);
    try {
      await expect(carrier().quote(quoteFor('600017', false))).rejects.toBeInstanceOf(CarrierUnavailable);
      await expect(carrier().book(booking('parcel-0004'))).rejects.toBeInstanceOf(CarrierUnavailable);
    } finally {
      shiprocket.setDown(false);
    }
  });
});

describe('tracking webhooks and NDR answers', () => {
  it('take only Shiprocket’s token, and say what each status means in Haat’s words, the same event the same key', async () => {
    const { awb } = await carrier().book(booking('parcel-0005'));
    const shipment = shiprocket.shipmentByAwb(awb);
    if (!shipment) throw new Error('not booked');
    const at = new Date('2026-11-30T05:30:00Z');
    const undelivered = JSON.stringify(
      shiprocket.payload(shipment, [
        { statusId: 42, status: 'Picked Up', at: new Date('2026-11-29T09:00:00Z') },
        { statusId: 21, status: 'Undelivered', at, activity: 'Consignee not available' },
      ]),
    );
    const client = carrier();
    expect(() => client.verifyEvent(undelivered, { 'x-api-key': 'forged' })).toThrow(CarrierWebhookError);
    expect(() => client.verifyEvent(undelivered, {})).toThrow(CarrierWebhookError);
    expect(() => client.verifyEvent('not json', { 'x-api-key': shiprocket.webhookToken })).toThrow(CarrierWebhookError);
    const events = client.verifyEvent(undelivered, { 'x-api-key': shiprocket.webhookToken });
    // Every scan Haat acts on, oldest first (one missed before is caught up), the current status last.
    expect(events.map((each) => each.status)).toEqual(['picked_up', 'ndr']);
    expect(events.at(-1)).toEqual({
      key: `shiprocket:${awb}:21:${at.toISOString()}`,
      awb,
      status: 'ndr',
      label: 'UNDELIVERED',
      reason: 'Consignee not available',
      at,
    });
    const again = client.verifyEvent(undelivered, { 'x-api-key': shiprocket.webhookToken });
    expect(again.map((each) => each.key)).toEqual(events.map((each) => each.key));
    // A status Haat does not act on (a cancellation it made itself) is acknowledged and changes nothing.
    const cancelled = JSON.stringify(shiprocket.payload(shipment, [{ statusId: 8, status: 'Canceled', at }]));
    expect(client.verifyEvent(cancelled, { 'x-api-key': shiprocket.webhookToken })).toEqual([]);

    await client.answerNdr(awb, { action: 're_attempt', date: '2026-12-02' });
    await client.answerNdr(awb, {
      action: 'change_address',
      line1: '14 Lake View Road',
      line2: '',
      phone: '98765 00000',
    });
    expect(shiprocket.state.ndrActions.filter((record) => record.awb === awb).map((record) => record.body)).toEqual([
      { action: 're-attempt', comments: 'The buyer asked for another attempt.', deferred_date: '2026-12-02' },
      {
        action: 're-attempt',
        comments: 'The buyer corrected the address.',
        address1: '14 Lake View Road',
        address2: '',
        phone: '9876500000',
      },
    ]);
    await expect(client.answerNdr('00000000000000', { action: 'return' })).rejects.toBeInstanceOf(CarrierRefused);
  });
});
