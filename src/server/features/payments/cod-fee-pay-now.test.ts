import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { codEndpoints, paymentEndpoints } from '#shared/endpoints/payments.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { ledgerEntries } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { type RazorpayServer, startRazorpayServer } from '../../testing/razorpay-server.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { startTestSmtp } from '../../testing/test-smtp.ts';

/*
 * The COD fee and the discount a creator funds for paying now (issue 37; decision 072). The fee is each parcel's,
 * shown as such and billed by the seller with the delivery; paying now drops it and takes the creator's discount
 * off the markup, and the ledger then holds exactly what the gateway captured, with nothing refunded.
 */

let rzp: RazorpayServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;
let operator: string;
let seller: string;
let creator: string;
let lamp: Listing;

beforeAll(async () => {
  rzp = await startRazorpayServer();
  smtp = await startTestSmtp();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_BASE_URL: rzp.url,
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    },
  });
  rzp.setWebhookUrl(`${server.url}/api/payments/webhooks/razorpay`);
  operator = (await signedInOperator(server)).cookie;
  seller = (
    await signedInSeller(server, {
      businessName: 'Kaveri Silks',
      slug: 'kaveri-fee',
      pickupPincode: '600001',
      gstin: '33AAKFK2741C1ZR',
    })
  ).cookie;
  creator = (await signedInCreator(server, { handle: 'kaveri.fee' })).cookie;
  const product = await createdProduct(server, seller, {
    name: 'Silk stole',
    category: 'fashion',
    pricePaise: 50_000,
    deliveryFeePaise: 6_000,
    stock: 20,
    returnPolicyDays: 7,
  });
  lamp = await createdListing(server, creator, product.id, 5_000);
  const rules = { maxOrderPaise: null, tokenPaise: 0, confirmation: false, confirmHours: 24 };
  dataOf(
    await callEndpoint(
      server,
      codEndpoints.setRules,
      { body: { ...rules, feePaise: 2_500, reason: 'Couriers charge ₹25 to carry cash' } },
      operator,
    ),
  );
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rzp?.close();
  await smtp?.close();
});

async function placed(method: 'cod' | 'upi', email = 'asha.fee@example.in'): Promise<PlacedOrder> {
  const answer = await server.fetch('/api/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({
      ...chennaiBuyer,
      contact: { ...chennaiBuyer.contact, email },
      payment: { method },
      lines: [{ listingId: lamp.id, quantity: 1 }],
    }),
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as PlacedOrder;
}

const orderAs = async (order: PlacedOrder) =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: order.order.id },
      headers: { [ORDER_TOKEN_HEADER]: order.accessToken },
    }),
  );

/** What the ledger holds for an order's lines, every party and Haat's GST together, and the creator's part. */
async function ledgerOf(order: PlacedOrder) {
  const rows = await server.database.db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.lineId,
        order.order.lines.map((line) => line.id),
      ),
    );
  const live = rows.filter((row) => row.status !== 'reversed');
  return {
    total: live.reduce((sum, row) => sum + row.amountPaise, 0),
    creator: live.find((row) => row.party === 'creator')?.amountPaise ?? 0,
    seller: live.find((row) => row.party === 'seller')?.amountPaise ?? 0,
  };
}

const setDiscount = async (payNowDiscountBps: number) =>
  dataOf(await callEndpoint(server, storeEndpoints.updateContent, { body: { payNowDiscountBps } }, creator));

describe('the COD fee', () => {
  it('is offered with the COD terms, added once per parcel, the seller’s, and shown as what it is', async () => {
    const options = dataOf(await callEndpoint(server, paymentEndpoints.options, { query: { pincode: '600017' } }));
    expect(options.cod).toMatchObject({ available: true, feePaise: 2_500 });
    expect(options.cod.reason).toBe('A cash-on-delivery fee of ₹25.00 is added for each parcel.');

    const cod = await placed('cod');
    const due = { itemsPaise: 55_000, deliveryPaise: 6_000, codFeePaise: 2_500, totalPaise: 63_500 };
    expect(cod.order.summary).toEqual(due);
    expect(cod.order.charged).toEqual(due);
    // The seller's, inside their parcel's delivery: the ledger holds what the buyer pays, to the paisa.
    expect((await ledgerOf(cod)).total).toBe(63_500);
    const mail = await smtp.waitFor('asha.fee@example.in', new RegExp(`^Order ${cod.order.number} is placed`));
    expect(mail.text).toContain('Cash on delivery fee: ₹25.00');
    const lines = dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller)).items;
    expect(lines.find((line) => line.orderId === cod.order.id)?.collectOnDeliveryPaise).toBe(63_500);

    // Billed with the delivery on the seller's invoice when it ships.
    const lineId = cod.order.lines[0]?.id ?? '';
    for (const body of [{ action: 'confirm' }, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL771' }])
      dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body: body as never }, seller));
    expect((await orderAs(cod)).invoices[0]).toMatchObject({ totalPaise: 63_500 });

    const upi = await placed('upi');
    expect(upi.order.summary).toEqual({ itemsPaise: 55_000, deliveryPaise: 6_000, codFeePaise: 0, totalPaise: 61_000 });
  });
});

describe('paying now instead', () => {
  it('drops the COD fee and takes the creator’s discount off the markup, the ledger holding what was paid', async () => {
    // 5% of ₹550 is ₹27.50, within the ₹50 markup.
    expect((await setDiscount(500)).payNowDiscountBps).toBe(500);
    const cod = await placed('cod', 'ravi.fee@example.in');
    const before = await ledgerOf(cod);
    expect(cod.order.payment).toMatchObject({ payNow: true, payNowPaise: 63_500 - 2_500 - 2_750 });

    const opened = dataOf(
      await callEndpoint(server, orderEndpoints.payNow, {
        params: { id: cod.order.id },
        headers: { [ORDER_TOKEN_HEADER]: cod.accessToken },
      }),
    );
    expect(opened.payment.upi?.amountPaise).toBe(58_250);
    // Frozen when the payment opened: the creator changing their rate now changes nothing for this order.
    await setDiscount(0);
    const paymentId = new URL(opened.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';
    await rzp.pay(paymentId, { webhooks: 'twice' });
    await rzp.idle();

    const paid = await orderAs(cod);
    const repriced = { itemsPaise: 52_250, deliveryPaise: 6_000, codFeePaise: 0, totalPaise: 58_250 };
    expect(paid.summary).toEqual(repriced);
    expect(paid.charged).toEqual(repriced);
    expect(paid.lines[0]?.unitPricePaise).toBe(52_250);
    expect(paid.payment).toMatchObject({ method: 'upi', status: 'paid', paidPaise: 58_250, refunds: [] });
    expect(paid.payment.payNowPaise).toBeNull();

    const after = await ledgerOf(cod);
    expect(after.total).toBe(58_250);
    // The creator funds the discount (less the GST and Haat's fee that went with that part of the markup); the
    // seller loses only the COD fee and the GST inside the discount, which they no longer remit.
    expect(before.creator - after.creator).toBeGreaterThan(2_000);
    expect(before.creator - after.creator).toBeLessThan(2_750);
    expect(before.seller - after.seller).toBeGreaterThanOrEqual(2_500);
    expect(before.seller - after.seller).toBeLessThan(2_500 + 2_750 - 2_000);
    expect(rzp.refunds().filter((refund) => refund.payment_id === paymentId)).toEqual([]);
  });

  it('a creator’s discount is at most 20% of the price, and never more than their markup', async () => {
    const tooMuch = await callEndpoint(
      server,
      storeEndpoints.updateContent,
      { body: { payNowDiscountBps: 2_001 } },
      creator,
    );
    expect(tooMuch.status).toBe(422);
    await setDiscount(2_000);
    const cod = await placed('cod', 'meena.fee@example.in');
    // 20% of ₹550 is ₹110, but the markup is ₹50: ₹50 off.
    expect(cod.order.payment.payNowPaise).toBe(63_500 - 2_500 - 5_000);
  });
});
