import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { PAYMENT_WINDOW_MINUTES } from '#shared/contracts/payments.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { ledgerEntries, orderLineEvents, orderLines, products } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { type RazorpayServer, razorpayPaymentSignature, startRazorpayServer } from '../../testing/razorpay-server.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  postOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { orderMailsAt } from '../orders/order-mails.ts';
import { sweepAwaitingPayments } from './capture.service.ts';
import { sendQueuedRefunds } from './payments.service.ts';

/*
 * UPI orders through the Razorpay-compatible gateway (issue 37; decision 068), against a local server implementing
 * Razorpay's documented contract: the order awaits its payment with its stock held, is placed exactly once by a
 * verified capture (webhook, signed return or the sweep, whichever comes first), is released when the payment fails
 * or lapses, and a capture after that is refunded in full; a paid order's stopped lines are refunded to the paisa.
 */

let rzp: RazorpayServer;
let server: TestServer;
let lamp: Listing;
let seller: string;

const gatewayEnv = (gateway: RazorpayServer) => ({
  PAYMENT_PROVIDER: 'razorpay',
  RAZORPAY_BASE_URL: gateway.url,
  RAZORPAY_KEY_ID: gateway.keyId,
  RAZORPAY_KEY_SECRET: gateway.keySecret,
  RAZORPAY_WEBHOOK_SECRET: gateway.webhookSecret,
});

beforeAll(async () => {
  rzp = await startRazorpayServer();
  server = await startTestServer({ env: gatewayEnv(rzp) });
  rzp.setWebhookUrl(`${server.url}/api/payments/webhooks/razorpay`);
  seller = (await signedInSeller(server, { businessName: 'Diya House', slug: 'diya-upi', pickupPincode: '600001' }))
    .cookie;
  const creator = (await signedInCreator(server, { handle: 'diya.upi' })).cookie;
  const product = await createdProduct(server, seller, {
    name: 'Brass lamp',
    category: 'fashion',
    pricePaise: 50_000,
    deliveryFeePaise: 6_000,
    stock: 10,
    returnPolicyDays: 7,
  });
  lamp = await createdListing(server, creator, product.id, 5_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rzp?.close();
});

const upiOrder = async (quantity = 1): Promise<PlacedOrder> => {
  const answer = await postOrder(server, {
    ...chennaiBuyer,
    payment: { method: 'upi' },
    lines: [{ listingId: lamp.id, quantity }],
  });
  expect(answer.status).toBe(201);
  return (await answer.json()) as PlacedOrder;
};

const orderNow = async (placed: PlacedOrder) =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    }),
  );

const stockLeft = async () =>
  (await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, lamp.product.id)))[0]
    ?.stock;

const ledgerOf = async (placed: PlacedOrder) =>
  server.database.db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.lineId,
        placed.order.lines.map((line) => line.id),
      ),
    );

/** The gateway's payment behind the order's UPI intent (its `tr`). */
const intentPaymentId = (placed: PlacedOrder) =>
  new URL(placed.order.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';

const jobMails = () =>
  orderMailsAt(server.deps.now, (eventId) => server.deps.orderMail.compose(eventId, server.deps.logger));

const sweep = () =>
  sweepAwaitingPayments({
    db: server.database.db,
    now: server.deps.now(),
    gateway: server.deps.payments.gateway,
    logger: server.deps.logger,
    mails: jobMails(),
  });

describe('UPI orders through a Razorpay-compatible gateway', () => {
  it('offers UPI beside cash on delivery once a gateway is set up', async () => {
    expect(dataOf(await callEndpoint(server, paymentEndpoints.options, {}))).toEqual({
      methods: ['upi', 'cod'],
      cod: { available: true, reason: null, tokenPaise: 0, confirmation: false, feePaise: 0 },
    });
  });

  it('holds the stock while awaiting payment, and places the order once when the capture arrives twice', async () => {
    const before = await stockLeft();
    const placed = await upiOrder(2);
    const { order } = placed;
    // ₹550 × 2 + the ₹60 delivery fee, priced by the server, is what the gateway was asked to collect.
    expect(order.summary.totalPaise).toBe(116_000);
    expect(order.payment).toMatchObject({ method: 'upi', status: 'awaiting_payment', paidPaise: 0, refunds: [] });
    expect(order.payment.upi?.intentUrl).toMatch(/^upi:\/\/pay\?/);
    expect(order.payment.upi?.intentUrl).toContain('am=1160.00');
    expect(order.payment.upi?.qrDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const expires = Date.parse(order.payment.upi?.expiresAt ?? '') - Date.parse(order.placedAt);
    expect(expires).toBe(PAYMENT_WINDOW_MINUTES * 60_000);
    expect(rzp.orders().at(-1)).toMatchObject({ amount: 116_000, currency: 'INR', receipt: order.number });
    expect(order.lines.map((line) => line.status)).toEqual(['awaiting_payment']);
    expect(await stockLeft()).toBe((before ?? 0) - 2);
    // Nothing is earned, and the seller is not asked to ship, before the money is in.
    expect(await ledgerOf(placed)).toEqual([]);

    const deliveries = await rzp.pay(intentPaymentId(placed), { webhooks: 'twice' });
    await rzp.idle();
    expect(deliveries.map((delivery) => delivery.status)).toEqual(deliveries.map(() => 204));
    const paid = await orderNow(placed);
    expect(paid.payment).toMatchObject({ status: 'paid', paidPaise: 116_000, upi: null, refunds: [] });
    expect(paid.lines.map((line) => line.status)).toEqual(['placed']);
    const events = await server.database.db
      .select()
      .from(orderLineEvents)
      .where(eq(orderLineEvents.lineId, order.lines[0]?.id ?? ''));
    expect(events.map((event) => event.status)).toEqual(['placed']);
    const entries = await ledgerOf(placed);
    expect(entries.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(116_000);
    expect(await stockLeft()).toBe((before ?? 0) - 2);
  });

  it('refuses a forged webhook and ignores a replayed one', async () => {
    const placed = await upiOrder();
    await rzp.pay(intentPaymentId(placed), { webhooks: 'none' });
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: intentPaymentId(placed),
            order_id: rzp.orders().at(-1)?.id,
            amount: 61_000,
            currency: 'INR',
            status: 'captured',
          },
        },
      },
    });
    const forged = await server.fetch('/api/payments/webhooks/razorpay', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab'.repeat(32) },
      body,
    });
    expect(forged.status).toBe(400);
    expect((await orderNow(placed)).payment.status).toBe('awaiting_payment');

    const captured = await rzp.sendEvent('payment.captured', {
      payment: { entity: rzp.payments().find((payment) => payment.id === intentPaymentId(placed)) },
    });
    expect(captured.status).toBe(204);
    const again = await rzp.resendLastWebhook();
    expect(again.status).toBe(204);
    const paid = await orderNow(placed);
    expect(paid.payment.status).toBe('paid');
    // Booked once: the shares add up to what was paid, not twice that.
    const entries = await ledgerOf(placed);
    expect(entries.reduce((sum, entry) => sum + entry.amountPaise, 0)).toBe(61_000);
  });

  it('places the order from a signed return when the webhook is lost, and refuses a forged return', async () => {
    const placed = await upiOrder();
    const paymentId = intentPaymentId(placed);
    await rzp.pay(paymentId, { webhooks: 'none' });
    const providerOrderId = rzp.orders().at(-1)?.id ?? '';
    const forged = await callEndpoint(server, paymentEndpoints.return, {
      body: { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: 'ab'.repeat(32) },
    });
    expect(forged.status).toBe(400);
    expect((await orderNow(placed)).payment.status).toBe('awaiting_payment');
    const signature = razorpayPaymentSignature(providerOrderId, paymentId, rzp.keySecret);
    const returned = await callEndpoint(server, paymentEndpoints.return, {
      body: { razorpay_order_id: providerOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
    });
    expect(returned.status).toBe(204);
    expect((await orderNow(placed)).payment.status).toBe('paid');
  });

  it('releases the stock when the payment fails', async () => {
    const before = await stockLeft();
    const placed = await upiOrder(3);
    expect(await stockLeft()).toBe((before ?? 0) - 3);
    await rzp.failPayment(intentPaymentId(placed), { description: 'Payment was declined by the bank.' });
    const failed = await orderNow(placed);
    expect(failed.payment).toMatchObject({ status: 'void', paidPaise: 0, upi: null });
    expect(failed.lines.map((line) => line.status)).toEqual(['cancelled']);
    expect(await stockLeft()).toBe(before);
    expect(await ledgerOf(placed)).toEqual([]);
  });

  it('places an order whose capture webhook was lost when the sweep asks the gateway', async () => {
    const placed = await upiOrder();
    await rzp.pay(intentPaymentId(placed), { webhooks: 'none' });
    server.deps.clock.advance(61_000);
    await sweep();
    expect((await orderNow(placed)).payment.status).toBe('paid');
  });

  it('expires an unpaid order after its window, and refunds a capture that arrives after it', async () => {
    const before = await stockLeft();
    const placed = await upiOrder();
    server.deps.clock.advance(PAYMENT_WINDOW_MINUTES * 60_000 + 1_000);
    await sweep();
    const lapsed = await orderNow(placed);
    expect(lapsed.payment.status).toBe('void');
    expect(lapsed.lines.map((line) => line.status)).toEqual(['cancelled']);
    expect(await stockLeft()).toBe(before);

    // The buyer's UPI app pays anyway: all of it goes back, once.
    await rzp.pay(intentPaymentId(placed), { webhooks: 'twice' });
    await rzp.idle();
    const owed = await orderNow(placed);
    expect(owed.payment.status).toBe('void');
    expect(owed.payment.refunds).toEqual([expect.objectContaining({ amountPaise: 61_000, status: 'pending' })]);
    expect(await stockLeft()).toBe(before);

    const { gateway } = server.deps.payments;
    expect(
      await sendQueuedRefunds({ db: server.database.db, gateway, logger: server.deps.logger }, server.deps.now()),
    ).toBe(1);
    expect(
      await sendQueuedRefunds({ db: server.database.db, gateway, logger: server.deps.logger }, server.deps.now()),
    ).toBe(0);
    const refund = rzp.refunds().at(-1);
    expect(refund).toMatchObject({ amount: 61_000, payment_id: intentPaymentId(placed) });
    await rzp.processRefund(refund?.id ?? '', { arn: '12345678901234567890123' });
    const refunded = await orderNow(placed);
    expect(refunded.payment.refunds).toEqual([
      expect.objectContaining({ amountPaise: 61_000, status: 'processed', reference: '12345678901234567890123' }),
    ]);
  });

  it('refunds a paid order cancelled before it ships in full, its delivery fee included', async () => {
    const placed = await upiOrder(2);
    await rzp.pay(intentPaymentId(placed), { webhooks: 'normal' });
    await rzp.idle();
    const cancelled = await callEndpoint(server, orderEndpoints.cancel, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    });
    expect(cancelled.status).toBe(200);
    const after = await orderNow(placed);
    // Nothing of it ships: the whole ₹1,160 goes back.
    expect(after.payment.paidPaise).toBe(116_000);
    expect(after.payment.refunds.map((refund) => refund.amountPaise)).toEqual([116_000]);
    const lines = await server.database.db.select().from(orderLines).where(eq(orderLines.orderId, placed.order.id));
    expect(lines.map((line) => line.status)).toEqual(['cancelled']);
  });
});

describe('without a payment gateway', () => {
  let codOnly: TestServer;

  beforeAll(async () => {
    codOnly = await startTestServer();
  }, 60_000);

  afterAll(async () => {
    await codOnly?.close();
  });

  it('offers cash on delivery only and refuses a UPI order, writing nothing', async () => {
    expect(dataOf(await callEndpoint(codOnly, paymentEndpoints.options, {}))).toEqual({
      methods: ['cod'],
      cod: { available: true, reason: null, tokenPaise: 0, confirmation: false, feePaise: 0 },
    });
    const answer = await postOrder(codOnly, {
      ...chennaiBuyer,
      payment: { method: 'upi' },
      lines: [{ listingId: lamp.id, quantity: 1 }],
    });
    expect(answer.status).toBe(422);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      'UPI is not available here yet. Choose cash on delivery.',
    );
  });
});
