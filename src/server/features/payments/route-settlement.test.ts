import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { paymentEndpoints } from '#shared/endpoints/payments.ts';
import { ledgerEntries, paymentDifferences, paymentTransfers, payoutDeductions, payouts } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { savePayoutMethod } from '../../testing/payout-setup.ts';
import { type RazorpayServer, startRazorpayServer } from '../../testing/razorpay-server.ts';
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
import { reconcilePayments } from './reconciliation.service.ts';
import { settlePaymentMoney } from './route-payouts.service.ts';

/*
 * Split settlement through Razorpay Route (issue 37; decision 069), against a local server implementing Route's
 * documented contract: a linked seller's share of a prepaid order is transferred from the payment and held, released
 * when the return window closes with the tax withheld reversed to Haat, and reversed when the line stops; the weekly
 * run never pays them again; the daily reconciliation lists what differs.
 */

const DAY_MS = 86_400_000;

let rzp: RazorpayServer;
let server: TestServer;
let lamp: Listing;
let seller: { cookie: string; account: { id: string } };
let creator: { cookie: string; account: { id: string } };

beforeAll(async () => {
  rzp = await startRazorpayServer();
  server = await startTestServer({
    env: {
      PAYMENT_PROVIDER: 'razorpay',
      RAZORPAY_BASE_URL: rzp.url,
      RAZORPAY_KEY_ID: rzp.keyId,
      RAZORPAY_KEY_SECRET: rzp.keySecret,
      RAZORPAY_WEBHOOK_SECRET: rzp.webhookSecret,
    },
  });
  rzp.setWebhookUrl(`${server.url}/api/payments/webhooks/razorpay`);
  // An unregistered seller enrols with their bank account as payout details (shop-setup.ts): Route settles to it.
  seller = await signedInSeller(server, { businessName: 'Diya House', slug: 'diya-route', pickupPincode: '600001' });
  creator = await signedInCreator(server, { handle: 'diya.route' });
  await savePayoutMethod(server, creator.cookie, {
    kind: 'upi',
    upiId: 'diya.route@okaxis',
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
  await rzp?.close();
});

const money = () => ({
  db: server.database.db,
  gateway: server.deps.payments.gateway,
  logger: server.deps.logger,
  crypto: server.deps.payoutCrypto,
  payoutProvider: server.deps.payouts.provider,
});
const settle = () => settlePaymentMoney(money(), server.deps.now());

const paidOrder = async (): Promise<PlacedOrder> => {
  const answer = await postOrder(server, {
    ...chennaiBuyer,
    payment: { method: 'upi' },
    lines: [{ listingId: lamp.id, quantity: 1 }],
  });
  expect(answer.status).toBe(201);
  const placed = (await answer.json()) as PlacedOrder;
  const paymentId = new URL(placed.order.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';
  await rzp.pay(paymentId, { webhooks: 'normal' });
  await rzp.idle();
  return placed;
};

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

const entriesOf = (placed: PlacedOrder) =>
  server.database.db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.lineId,
        placed.order.lines.map((line) => line.id),
      ),
    );

const act = async (lineId: string, body: SellerAction) =>
  dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller.cookie));

describe('split settlement through a Razorpay Route-compatible gateway', () => {
  it('gives the seller paid to a bank account a linked account, and leaves a creator paid by UPI to payout runs', async () => {
    expect(await linkPayees(money(), server.deps.now())).toBe(1);
    expect(rzp.accounts()).toHaveLength(1);
    expect(rzp.accounts()[0]).toMatchObject({ reference_id: seller.account.id, status: 'activated' });
    // Linking again makes nothing new.
    expect(await linkPayees(money(), server.deps.now())).toBe(0);
    expect(rzp.accounts()).toHaveLength(1);
  });

  it("holds the seller's share in their account, releases it when the window closes less the tax withheld, and the weekly run pays them nothing", async () => {
    const placed = await paidOrder();
    await settle();
    const [held] = await transfersOf(placed);
    const sellerEntry = (await entriesOf(placed)).find((entry) => entry.party === 'seller');
    // The seller's share as the ledger booked it, on hold at the gateway; the creator (no linked account) has none.
    expect(held).toMatchObject({ state: 'held', party: 'seller', amountPaise: sellerEntry?.amountPaise });
    const atGateway = rzp.transfers().find((transfer) => transfer.id === held?.providerTransferId);
    expect(atGateway).toMatchObject({ amount: sellerEntry?.amountPaise, on_hold: true });
    expect(await transfersOf(placed)).toHaveLength(1);

    const lineId = placed.order.lines[0]?.id ?? '';
    await act(lineId, { action: 'confirm' });
    await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL123' });
    await act(lineId, { action: 'deliver' });
    // Still in the return window: nothing is released.
    await settle();
    expect(rzp.transfers().find((transfer) => transfer.id === held?.providerTransferId)?.on_hold).toBe(true);

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
    // What stays with the seller at the gateway is what the ledger credits, less what was withheld, to the paisa.
    const released = rzp.transfers().find((transfer) => transfer.id === held?.providerTransferId);
    expect(released?.on_hold).toBe(false);
    expect((released?.amount ?? 0) - (released?.amount_reversed ?? 0)).toBe(payout?.netPaise);
    expect(payout?.utr).toBe(released?.recipient_settlement_id);
    expect((await entriesOf(placed)).find((entry) => entry.party === 'seller')?.status).toBe('paid');

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

  it('reverses the held share of a cancelled line and refunds the buyer the whole payment', async () => {
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
    const atGateway = rzp.transfers().find((transfer) => transfer.id === held?.providerTransferId);
    expect(atGateway?.amount_reversed).toBe(atGateway?.amount);
    const refund = rzp.refunds().at(-1);
    expect(refund?.amount).toBe(61_000);
    // Settling again reverses and refunds nothing more.
    await settle();
    expect(rzp.reversals().filter((reversal) => reversal.transfer_id === held?.providerTransferId)).toHaveLength(1);
    expect(rzp.refunds().filter((found) => found.payment_id === refund?.payment_id)).toHaveLength(1);
  });

  it('finds nothing to report when the gateway agrees, and lists a refund made on its dashboard', async () => {
    await settle();
    expect(await reconcilePayments(money(), server.deps.now())).toBe(0);
    const placed = await paidOrder();
    await settle();
    const paymentId = new URL(placed.order.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';
    await rzp.refundOutside(paymentId, 10_000);
    expect(await reconcilePayments(money(), server.deps.now())).toBe(1);
    const [difference] = await server.database.db.select().from(paymentDifferences);
    expect(difference).toMatchObject({ kind: 'refund_unknown', ours: '—', theirs: '₹100.00' });

    // The operator sees it, and each payment's money to the paisa: the first order's share released and settled.
    const operator = await signedInOperator(server);
    expect(
      (await callEndpoint(server, paymentEndpoints.ops, {}, seller.cookie)).status,
      'a seller is not an operator',
    ).toBe(403);
    const view = dataOf(await callEndpoint(server, paymentEndpoints.ops, {}, operator.cookie));
    expect(view.gateway).toBe('razorpay');
    expect(view.differences).toEqual([
      {
        orderNumber: placed.order.number,
        subject: expect.stringMatching(/^rfnd_/),
        kind: 'refund_unknown',
        ours: '—',
        theirs: '₹100.00',
      },
    ]);
    const [latest, cancelled, released] = view.items;
    expect(latest).toMatchObject({ orderNumber: placed.order.number, capturedPaise: 61_000, refundedPaise: 0 });
    expect(latest?.heldPaise).toBe(latest?.transferredPaise);
    expect(cancelled).toMatchObject({ heldPaise: 0, releasedPaise: 0, refundedPaise: 61_000 });
    expect(cancelled?.reversedPaise).toBe(cancelled?.transferredPaise);
    expect(released?.heldPaise).toBe(0);
    expect((released?.releasedPaise ?? 0) + (released?.reversedPaise ?? 0)).toBe(released?.transferredPaise);
    expect(released?.settlementIds).toEqual([expect.stringMatching(/^setl_/)]);
  });

  it('links a creator who gives a mobile number with their bank account, and transfers their commission too', async () => {
    const second = await signedInCreator(server, { handle: 'diya.route.two' });
    await savePayoutMethod(server, second.cookie, {
      kind: 'bank',
      accountHolderName: 'Diya Rao',
      accountNumber: '50100987654321',
      accountNumberConfirm: '50100987654321',
      ifsc: 'HDFC0000240',
      mobile: '98400 12345',
      pan: 'ABCPD1234F',
      panName: 'Diya Rao',
    });
    expect(await linkPayees(money(), server.deps.now())).toBe(1);
    expect(rzp.accounts().at(-1)).toMatchObject({ reference_id: second.account.id, phone: '9840012345' });
    const listing = await createdListing(server, second.cookie, lamp.product.id, 5_000);
    const answer = await postOrder(server, {
      ...chennaiBuyer,
      payment: { method: 'upi' },
      lines: [{ listingId: listing.id, quantity: 1 }],
    });
    const placed = (await answer.json()) as PlacedOrder;
    const paymentId = new URL(placed.order.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';
    await rzp.pay(paymentId, { webhooks: 'normal' });
    await rzp.idle();
    await settle();
    const entries = await entriesOf(placed);
    const transfers = await transfersOf(placed);
    expect(transfers.map((transfer) => [transfer.party, transfer.amountPaise, transfer.state]).toSorted()).toEqual(
      entries
        .filter((entry) => entry.party === 'creator' || entry.party === 'seller')
        .map((entry) => [entry.party, entry.amountPaise, 'held'])
        .toSorted(),
    );
  });
});
