import { createHmac } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import {
  ledgerEntries,
  orderLineEvents,
  paymentTransfers,
  payoutDeductions,
  payouts,
  products,
} from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { type CashfreeServer, startCashfreeServer } from '../../testing/cashfree-server.ts';
import { savePayoutMethod } from '../../testing/payout-setup.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  postOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { startPayoutRun } from '../payouts/payout-runs.service.ts';
import { linkPayees } from './linked-accounts.service.ts';
import { sendQueuedRefunds } from './payments.service.ts';
import { vendorIdOf } from './providers/cashfree-split.ts';
import { reconcilePayments } from './reconciliation.service.ts';
import { settlePaymentMoney } from './route-payouts.service.ts';

/*
 * UPI orders and split settlement through the Cashfree-compatible gateway (issue 37; decisions 068 and 069), against
 * a local server implementing Cashfree's documented contract (testing/cashfree-server.ts) on Haat's clock: the
 * order is placed exactly once by a verified PAYMENT_SUCCESS_WEBHOOK however often it comes, a forged, replayed or
 * stale webhook changes nothing, a failed payment releases the stock, a cancelled paid order is refunded in full
 * once, and a linked seller's share is split to their Easy Split vendor only when the return window closes, less the
 * tax withheld, then settled by Cashfree.
 */

const DAY_MS = 86_400_000;
const WEBHOOK = '/api/payments/webhooks/cashfree';
const JSON_TYPE = { 'content-type': 'application/json' };

let cf: CashfreeServer;
let server: TestServer;
let lamp: Listing;
let seller: { cookie: string; account: { id: string } };
let creator: { cookie: string; account: { id: string } };

beforeAll(async () => {
  // The account's order split delay outlasts delivery and the return window (README: CASHFREE_CLIENT_SECRET).
  cf = await startCashfreeServer({ splitDelayDays: 30 });
  server = await startTestServer({
    env: {
      PAYMENT_PROVIDER: 'cashfree',
      CASHFREE_BASE_URL: cf.url,
      CASHFREE_CLIENT_ID: cf.clientId,
      CASHFREE_CLIENT_SECRET: cf.clientSecret,
    },
  });
  cf.setClock(() => server.deps.now().getTime());
  cf.setWebhookUrl(`${server.url}${WEBHOOK}`);
  seller = await signedInSeller(server, { businessName: 'Diya House', slug: 'diya-cashfree', pickupPincode: '600001' });
  creator = await signedInCreator(server, { handle: 'diya.cashfree' });
  await savePayoutMethod(server, creator.cookie, {
    kind: 'upi',
    upiId: 'diya.cf@okaxis',
    pan: 'ABCPD1234F',
    panName: 'Diya Rao',
  });
  const product = await createdProduct(server, seller.cookie, {
    name: 'Brass lamp',
    category: 'fashion',
    pricePaise: 50_000,
    deliveryFeePaise: 6_000,
    stock: 20,
    returnPolicyDays: 7,
  });
  lamp = await createdListing(server, creator.cookie, product.id, 5_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await cf?.close();
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

/** The Cashfree payment attempt behind the order's UPI intent (its order_id is Haat's order number). */
const attemptOf = (placed: PlacedOrder) => cf.lastPaymentOfOrder(placed.order.number)?.cf_payment_id ?? '';

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

const ledgerOf = (placed: PlacedOrder) =>
  server.database.db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.lineId,
        placed.order.lines.map((line) => line.id),
      ),
    );
const booked = async (placed: PlacedOrder) =>
  (await ledgerOf(placed)).reduce((total, entry) => total + entry.amountPaise, 0);

const money = () => ({
  db: server.database.db,
  gateway: server.deps.payments.gateway,
  logger: server.deps.logger,
  crypto: server.deps.payoutCrypto,
  payoutProvider: server.deps.payouts.provider,
});
const settle = () => settlePaymentMoney(money(), server.deps.now());

/** A webhook as Cashfree signs one: base64 HMAC-SHA256 of the timestamp and the raw body. */
const postWebhook = (rawBody: string, secret: string, timestamp = String(server.deps.now().getTime())) =>
  server.fetch(WEBHOOK, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-webhook-timestamp': timestamp,
      'x-webhook-signature': createHmac('sha256', secret).update(`${timestamp}${rawBody}`).digest('base64'),
    },
    body: rawBody,
  });

describe('UPI orders through a Cashfree-compatible gateway', () => {
  it('offers UPI beside cash on delivery, and no signed return', async () => {
    expect(dataOf(await callEndpoint(server, paymentEndpoints.options, {})).methods).toEqual(['upi', 'cod']);
    const returned = await callEndpoint(server, paymentEndpoints.return, {
      body: { razorpay_order_id: 'HT-1', razorpay_payment_id: '1', razorpay_signature: 'ab'.repeat(32) },
    });
    expect(returned.status).toBe(404);
    // And Razorpay's webhook is not this gateway's.
    expect(
      (await server.fetch('/api/payments/webhooks/razorpay', { method: 'POST', headers: JSON_TYPE, body: '{}' }))
        .status,
    ).toBe(404);
  });

  it('holds the stock while awaiting payment, and places the order once when the success webhook arrives twice', async () => {
    const before = await stockLeft();
    const placed = await upiOrder(2);
    const { order } = placed;
    expect(order.summary.totalPaise).toBe(116_000);
    expect(order.payment).toMatchObject({ method: 'upi', status: 'awaiting_payment', paidPaise: 0 });
    expect(order.payment.upi?.intentUrl).toMatch(/^upi:\/\/pay\?.*&am=1160\.00&/);
    // The amount priced by the server, in rupees, under Haat's order number, for the buyer's phone.
    expect(cf.orders().at(-1)).toMatchObject({
      order_id: order.number,
      order_amount: 1160,
      order_currency: 'INR',
      customer_details: { customer_phone: chennaiBuyer.contact.phone.replace(/\D/g, '').slice(-10) },
    });
    expect(cf.requests.at(-1)).toMatchObject({ path: '/pg/orders/sessions', apiVersion: '2023-08-01' });
    expect(await stockLeft()).toBe((before ?? 0) - 2);
    expect(await ledgerOf(placed)).toEqual([]);

    const deliveries = await cf.pay(attemptOf(placed), { webhooks: 'twice' });
    expect(deliveries.map((delivery) => [delivery.attempt, delivery.status])).toEqual([
      [1, 204],
      [2, 204],
    ]);
    const paid = await orderNow(placed);
    expect(paid.payment).toMatchObject({ status: 'paid', paidPaise: 116_000, upi: null, refunds: [] });
    expect(paid.lines.map((line) => line.status)).toEqual(['placed']);
    const events = await server.database.db
      .select()
      .from(orderLineEvents)
      .where(eq(orderLineEvents.lineId, order.lines[0]?.id ?? ''));
    expect(events.map((event) => event.status)).toEqual(['placed']);
    expect(await booked(placed)).toBe(116_000);
    expect(await stockLeft()).toBe((before ?? 0) - 2);
  });

  it('refuses a forged webhook, ignores a replayed one, and refuses a stale one', async () => {
    const placed = await upiOrder();
    // Cashfree has the payment; its webhook is held back.
    await cf.pay(attemptOf(placed), { webhooks: 'late' });
    const forgedBody = JSON.stringify({
      data: {
        order: { order_id: placed.order.number, order_amount: 610.0, order_currency: 'INR' },
        payment: {
          cf_payment_id: attemptOf(placed),
          payment_status: 'SUCCESS',
          payment_amount: 610.0,
          payment_currency: 'INR',
        },
      },
      event_time: '2026-11-20T10:00:00+05:30',
      type: 'PAYMENT_SUCCESS_WEBHOOK',
    });
    expect((await postWebhook(forgedBody, 'guessed-secret')).status).toBe(400);
    const unsigned = await server.fetch(WEBHOOK, { method: 'POST', headers: JSON_TYPE, body: forgedBody });
    expect(unsigned.status).toBe(400);
    expect((await orderNow(placed)).payment.status).toBe('awaiting_payment');

    const [genuine] = await cf.deliverLateWebhooks();
    expect(genuine?.status).toBe(204);
    expect((await orderNow(placed)).payment.status).toBe('paid');
    // The same bytes again, within five minutes: acknowledged, and nothing booked twice.
    expect((await cf.resendLastWebhook()).status).toBe(204);
    expect(await booked(placed)).toBe(61_000);
    // A body changed under the same signature is not Cashfree's.
    const tampered = await server.fetch(WEBHOOK, {
      method: 'POST',
      headers: {
        ...JSON_TYPE,
        'x-webhook-timestamp': genuine?.timestamp ?? '',
        'x-webhook-signature': genuine?.signature ?? '',
      },
      body: genuine?.rawBody.replace('"payment_amount":610.00', '"payment_amount":1.00') ?? '',
    });
    expect(tampered.status).toBe(400);

    // Six minutes on, the signed timestamp is stale: refused as a replay.
    server.deps.clock.advance(6 * 60_000);
    const stale = await cf.resendLastWebhook();
    expect(stale.status).toBe(400);
    expect(JSON.parse(stale.answer)).toMatchObject({ error: { message: expect.stringMatching(/five minutes/) } });
    expect(await booked(placed)).toBe(61_000);
  });

  it('releases the stock when the payment fails', async () => {
    const before = await stockLeft();
    const placed = await upiOrder(3);
    expect(await stockLeft()).toBe((before ?? 0) - 3);
    const [failed] = await cf.failPayment(attemptOf(placed), { message: 'Payment was declined by the bank.' });
    expect(failed?.status).toBe(204);
    const after = await orderNow(placed);
    expect(after.payment).toMatchObject({ status: 'void', paidPaise: 0, upi: null });
    expect(after.lines.map((line) => line.status)).toEqual(['cancelled']);
    expect(await stockLeft()).toBe(before);
    expect(await ledgerOf(placed)).toEqual([]);
  });

  it('refunds a paid order cancelled before it ships in full, once, even when Cashfree’s answer is lost', async () => {
    const placed = await upiOrder(2);
    await cf.pay(attemptOf(placed));
    const cancelled = await callEndpoint(server, orderEndpoints.cancel, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    });
    expect(cancelled.status).toBe(200);
    expect((await orderNow(placed)).payment.refunds.map((refund) => refund.amountPaise)).toEqual([116_000]);

    const deps = { db: server.database.db, gateway: server.deps.payments.gateway, logger: server.deps.logger };
    // Cashfree makes the refund but its answer is lost: it stays queued, and the next pass finds the same refund.
    cf.failNextWith(500, { afterCreate: true });
    expect(await sendQueuedRefunds(deps, server.deps.now())).toBe(0);
    expect(await sendQueuedRefunds(deps, server.deps.now())).toBe(1);
    expect(await sendQueuedRefunds(deps, server.deps.now())).toBe(0);
    const made = cf.refunds().filter((refund) => refund.order_id === placed.order.number);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ refund_amount: 1160, refund_status: 'PENDING', refund_id: /^[0-9a-f]{32}$/ });

    const [processed] = await cf.processRefund(made[0]?.cf_refund_id ?? '', { arn: '12345678901234567890123' });
    expect(processed?.status).toBe(204);
    expect((await orderNow(placed)).payment.refunds).toEqual([
      expect.objectContaining({ amountPaise: 116_000, status: 'processed', reference: '12345678901234567890123' }),
    ]);
  });
});

const act = async (lineId: string, body: SellerAction) =>
  dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller.cookie));
const transfersOf = (placed: PlacedOrder) =>
  server.database.db
    .select()
    .from(paymentTransfers)
    .where(
      inArray(
        paymentTransfers.lineId,
        placed.order.lines.map((line) => line.id),
      ),
    );
const paidOrder = async () => {
  const placed = await upiOrder();
  await cf.pay(attemptOf(placed));
  return placed;
};
const splitsOf = (placed: PlacedOrder) =>
  cf.orders().find((order) => order.order_id === placed.order.number)?.order_splits;

describe('split settlement through Cashfree Easy Split', () => {
  it('makes the seller paid to a bank account an Easy Split vendor, once', async () => {
    expect(await linkPayees(money(), server.deps.now())).toBe(1);
    const vendorId = vendorIdOf(seller.account.id);
    expect(cf.vendors()).toEqual([
      expect.objectContaining({
        vendor_id: vendorId,
        status: 'ACTIVE',
        bank: [expect.objectContaining({ ifsc: expect.any(String) })],
      }),
    ]);
    expect(await linkPayees(money(), server.deps.now())).toBe(0);
    expect(cf.vendors()).toHaveLength(1);
  });

  it("splits the seller's share only when the window closes, less the tax withheld, and Cashfree settles it", async () => {
    const placed = await paidOrder();
    await settle();
    const [held] = await transfersOf(placed);
    const sellerEntry = (await ledgerOf(placed)).find((entry) => entry.party === 'seller');
    expect(held).toMatchObject({ state: 'held', party: 'seller', amountPaise: sellerEntry?.amountPaise });
    // Easy Split has no hold: nothing is split at Cashfree while the share is held.
    expect(splitsOf(placed)).toEqual([]);

    const lineId = placed.order.lines[0]?.id ?? '';
    await act(lineId, { action: 'confirm' });
    await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL123' });
    await act(lineId, { action: 'deliver' });
    await settle();
    expect(splitsOf(placed)).toEqual([]);

    server.deps.clock.advance(8 * DAY_MS);
    expect(await settle()).toBe(1);
    const [payout] = await server.database.db.select().from(payouts).where(eq(payouts.userId, seller.account.id));
    const deductions = await server.database.db
      .select()
      .from(payoutDeductions)
      .where(eq(payoutDeductions.payoutId, payout?.id ?? ''));
    const withheld = deductions.reduce((total, deduction) => total + deduction.amountPaise, 0);
    expect(payout).toMatchObject({ status: 'paid', grossPaise: sellerEntry?.amountPaise });
    expect(payout?.netPaise).toBe((sellerEntry?.amountPaise ?? 0) - withheld);
    // What is split to the seller is what the ledger credits less what was withheld, to the paisa, made once.
    const vendorId = vendorIdOf(seller.account.id);
    expect(splitsOf(placed)).toEqual([
      {
        vendor_id: vendorId,
        amount: (payout?.netPaise ?? 0) / 100,
        percentage: null,
        tags: { haat_transfer: held?.id, haat_share: String(sellerEntry?.amountPaise) },
      },
    ]);
    expect(payout?.utr).toBe(held?.providerTransferId);
    const [released] = await transfersOf(placed);
    expect(released).toMatchObject({ state: 'released', reversedPaise: withheld, reversalSentPaise: withheld });
    await settle();
    expect(splitsOf(placed)).toHaveLength(1);

    // Cashfree settles the vendor's balance on its schedule.
    expect(cf.vendorBalance(vendorId)).toBe(payout?.netPaise);
    const settlement = await cf.settleVendor(vendorId);
    expect(settlement).toMatchObject({ amount: payout?.netPaise });
    expect(cf.webhooks.at(-1)).toMatchObject({ type: 'VENDOR_SETTLEMENT_SUCCESS', status: 204 });
    expect(cf.vendorBalance(vendorId)).toBe(0);

    // The weekly run pays the creator (paid by UPI) and never the seller again.
    const run = await startPayoutRun(
      server.database.db,
      server.deps.payoutCrypto,
      { provider: 'manual', minimumPaise: 100, startedByUserId: null },
      server.deps.now(),
    );
    const inRun = await server.database.db
      .select()
      .from(payouts)
      .where(eq(payouts.runId, run?.run.id ?? ''));
    expect(inRun.map((row) => row.userId)).toEqual([creator.account.id]);
  });

  it('never splits the held share of a cancelled line, refunds the buyer the whole payment, and reconciles', async () => {
    const placed = await paidOrder();
    await settle();
    const [held] = await transfersOf(placed);
    expect(held?.state).toBe('held');
    const cancelled = await callEndpoint(server, orderEndpoints.cancel, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    });
    expect(cancelled.status).toBe(200);
    await settle();
    await settle();
    const [cut] = await transfersOf(placed);
    expect(cut).toMatchObject({ state: 'held', reversedPaise: cut?.amountPaise, reversalSentPaise: cut?.amountPaise });
    expect(splitsOf(placed)).toEqual([]);
    const refunds = cf.refunds().filter((refund) => refund.order_id === placed.order.number);
    expect(refunds.map((refund) => refund.refund_amount)).toEqual([610]);

    // The gateway agrees with every payment: released splits match, held shares are Haat's alone.
    expect(await reconcilePayments(money(), server.deps.now())).toBe(0);
    const another = await paidOrder();
    await settle();
    await cf.refundOutside(another.order.number, 10_000);
    expect(await reconcilePayments(money(), server.deps.now())).toBe(1);
  });
});
