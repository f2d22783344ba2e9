import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints, returnEndpoints } from '#shared/endpoints/orders.ts';
import { privacyEndpoints } from '#shared/endpoints/privacy.ts';
import { codRefunds } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { type RazorpayXServer, startRazorpayXServer } from '../../testing/razorpayx-server.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { settlePaymentsNow } from '../../testing/settle-payments.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { startTestSmtp } from '../../testing/test-smtp.ts';

/*
 * Refunds of cash-on-delivery returns (issue 37; decision 071): the buyer paid the courier in cash, so after a return
 * Haat owes them what the order no longer charges; they give a UPI ID, and it is paid through the payout provider
 * (a local RazorpayX-compatible server), once, with the bank's UTR shown on their order.
 */

let rx: RazorpayXServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;
let seller: string;
let placed: PlacedOrder;

beforeAll(async () => {
  rx = await startRazorpayXServer();
  smtp = await startTestSmtp();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      PAYOUT_PROVIDER: 'razorpayx',
      RAZORPAYX_BASE_URL: rx.url,
      RAZORPAYX_KEY_ID: rx.keyId,
      RAZORPAYX_KEY_SECRET: rx.keySecret,
      RAZORPAYX_ACCOUNT_NUMBER: rx.accountNumber,
      RAZORPAYX_WEBHOOK_SECRET: rx.webhookSecret,
      PAYOUT_DETAILS_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
      PAYOUT_SCHEDULE: 'off',
    },
  });
  seller = (await signedInSeller(server, { businessName: 'Diya House', slug: 'diya-refunds', pickupPincode: '600001' }))
    .cookie;
  const creator = (await signedInCreator(server, { handle: 'diya.refunds' })).cookie;
  const product = await createdProduct(server, seller, {
    name: 'Brass lamp',
    category: 'fashion',
    pricePaise: 50_000,
    deliveryFeePaise: 6_000,
    stock: 10,
    returnPolicyDays: 7,
  });
  const listing = await createdListing(server, creator, product.id, 5_000);
  placed = await placedOrder(server, {
    ...chennaiBuyer,
    contact: { ...chennaiBuyer.contact, email: 'meera.refund@example.in' },
    lines: [{ listingId: listing.id, quantity: 1 }],
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rx?.close();
  await smtp?.close();
});

const order = async () =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    }),
  );
const settle = () => settlePaymentsNow(server);

describe('refunds of cash-on-delivery returns', () => {
  it('owes the buyer the cash a returned parcel no longer charges, paid to the UPI ID they give, once', async () => {
    const lineId = placed.order.lines[0]?.id ?? '';
    const steps: SellerAction[] = [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL551' },
      { action: 'deliver' },
    ];
    for (const body of steps)
      dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller));
    expect((await order()).payment).toMatchObject({ method: 'cod', status: 'paid', codRefunds: [] });

    const form = new FormData();
    form.set('reason', 'damaged');
    form.set('details', 'The lamp arrived dented.');
    const requested = dataOf(
      await callEndpoint(server, returnEndpoints.request, {
        params: { id: placed.order.id, lineId },
        headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
        body: form,
      }),
    );
    const returnId = requested.lines[0]?.returns[0]?.id ?? '';
    dataOf(
      await callEndpoint(
        server,
        returnEndpoints.decide,
        { params: { returnId }, body: { decision: 'accept' } },
        seller,
      ),
    );

    // The whole parcel came back: its ₹550 and its ₹60 delivery fee are owed back.
    const [owed] = (await order()).payment.codRefunds;
    expect(owed).toMatchObject({ amountPaise: 61_000, status: 'awaiting_upi', upiIdMasked: null, utr: null });

    const give = (upiId: string) =>
      callEndpoint(server, orderEndpoints.codRefundUpi, {
        params: { id: placed.order.id, refundId: owed?.id ?? '' },
        headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
        body: { upiId },
      });
    expect((await give('not a upi id')).status).toBe(422);
    expect(
      (
        await callEndpoint(server, orderEndpoints.codRefundUpi, {
          params: { id: placed.order.id, refundId: owed?.id ?? '' },
          body: { upiId: 'meera.iyer@okaxis' },
        })
      ).status,
      'without the order’s token',
    ).toBe(404);
    const queued = dataOf(await give('meera.iyer@okaxis'));
    expect(queued.payment.codRefunds[0]).toMatchObject({ status: 'queued', upiIdMasked: 'meXXXXer@okaxis' });
    expect((await give('other@okaxis')).status).toBe(409);

    await settle();
    await settle();
    const payouts = rx.payouts();
    expect(payouts).toHaveLength(1);
    expect(payouts[0]).toMatchObject({ amount: 61_000, reference_id: owed?.id });
    await rx.complete(payouts[0]?.id ?? '', 'AXISN99988877766');
    server.deps.clock.advance(61_000);
    await settle();
    expect((await order()).payment.codRefunds[0]).toMatchObject({ status: 'paid', utr: 'AXISN99988877766' });
    expect(rx.payouts()).toHaveLength(1);
    const mail = await smtp.waitFor(
      'meera.refund@example.in',
      new RegExp(`^Refunded ₹610.00 for order ${placed.order.number}`),
    );
    expect(mail.text).toContain('has been sent to meXXXXer@okaxis, the UPI ID you gave');
    expect(mail.text).toContain('AXISN99988877766');
  });

  it('erases the UPI ID of a paid refund with its buyer’s account, keeping the refund', async () => {
    const buyer = await signedInAccount(server);
    const listing = placed.order.lines[0]?.listingId ?? '';
    const mine = await placedOrder(
      server,
      { ...chennaiBuyer, lines: [{ listingId: listing, quantity: 1 }] },
      {
        cookie: buyer.cookie,
      },
    );
    const lineId = mine.order.lines[0]?.id ?? '';
    for (const body of [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL552' },
      { action: 'deliver' },
      { action: 'return', reason: 'The parcel came back unopened.' },
    ] satisfies SellerAction[])
      dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller));
    const view = async () =>
      dataOf(await callEndpoint(server, orderEndpoints.get, { params: { id: mine.order.id } }, buyer.cookie));
    const [owed] = (await view()).payment.codRefunds;
    dataOf(
      await callEndpoint(
        server,
        orderEndpoints.codRefundUpi,
        { params: { id: mine.order.id, refundId: owed?.id ?? '' }, body: { upiId: 'asha@okicici' } },
        buyer.cookie,
      ),
    );
    await settle();
    const payout = rx.payouts().find((found) => found.reference_id === owed?.id);
    await rx.complete(payout?.id ?? '', 'AXISN11122233344');
    server.deps.clock.advance(61_000);
    await settle();
    expect((await view()).payment.codRefunds[0]).toMatchObject({ status: 'paid', upiIdMasked: 'aXXXX@okicici' });

    const erased = await callEndpoint(
      server,
      privacyEndpoints.erase,
      { body: { password: buyer.account.password } },
      buyer.cookie,
    );
    expect(erased.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(codRefunds)
      .where(eq(codRefunds.id, owed?.id ?? ''));
    expect(row).toMatchObject({ state: 'paid', utr: 'AXISN11122233344', upiIdEncrypted: null, upiIdMasked: null });
  });
});
