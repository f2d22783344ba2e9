import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { codEndpoints, paymentEndpoints } from '#shared/endpoints/payments.ts';
import { orderLineEvents, orderLines, products } from '../../db/schema.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { auditRowsAbout, signedInOperator } from '../../testing/ops-setup.ts';
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
import { startTestSmtp } from '../../testing/test-smtp.ts';
import { settlePaymentMoney } from './route-payouts.service.ts';
import { orderMailsAt } from '../orders/order-mails.ts';
import { expireUnconfirmedCodOrders } from '../orders/cod-confirmation.ts';

/*
 * Cash-on-delivery risk controls (issue 37; decision 070), set by an operator with a reason in the audit log: COD off
 * for a PIN code (one at a time or a CSV), a largest COD order, a token paid by UPI first, and the buyer's
 * confirmation from the mail, the order cancelled and its stock released when it does not come. Every refusal says
 * why, in English and Hindi, and offers UPI.
 */

let rzp: RazorpayServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;
let operator: string;
let seller: string;
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
  seller = (await signedInSeller(server, { businessName: 'Diya House', slug: 'diya-cod', pickupPincode: '600001' }))
    .cookie;
  const creator = (await signedInCreator(server, { handle: 'diya.cod' })).cookie;
  const product = await createdProduct(server, seller, {
    name: 'Brass lamp',
    category: 'fashion',
    pricePaise: 50_000,
    deliveryFeePaise: 6_000,
    stock: 20,
    returnPolicyDays: 7,
  });
  lamp = await createdListing(server, creator, product.id, 5_000);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await rzp?.close();
  await smtp?.close();
});

const rules = {
  maxOrderPaise: null as number | null,
  tokenPaise: 0,
  confirmation: false,
  confirmHours: 24,
  feePaise: 0,
  reason: 'Testing the rules',
};
const setRules = (change: Partial<typeof rules>) =>
  callEndpoint(server, codEndpoints.setRules, { body: { ...rules, ...change } }, operator);

const codOrder = (
  options: { quantity?: number; pincode?: string; email?: string | null; locale?: 'hi' } = {},
): Promise<Response> =>
  server.fetch('/api/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
      ...(options.locale ? { 'accept-language': options.locale } : {}),
    },
    body: JSON.stringify({
      ...chennaiBuyer,
      contact: {
        ...chennaiBuyer.contact,
        email: options.email === undefined ? 'buyer@example.com' : (options.email ?? ''),
      },
      address: { ...chennaiBuyer.address, ...(options.pincode ? { pincode: options.pincode } : {}) },
      payment: { method: 'cod' },
      lines: [{ listingId: lamp.id, quantity: options.quantity ?? 1 }],
    }),
  });

const refusal = async (answer: Response) => {
  expect(answer.status).toBe(422);
  const { error } = (await answer.json()) as { error: { message: string; fields?: Record<string, string[]> } };
  return error;
};

const stockLeft = async () =>
  (await server.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, lamp.product.id)))[0]
    ?.stock;

const orderAs = async (placed: PlacedOrder) =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    }),
  );

describe('cash-on-delivery rules', () => {
  it('are an operator’s to set, each change audited with its reason', async () => {
    expect((await setRules({ maxOrderPaise: 100_000 })).status).toBe(200);
    expect((await callEndpoint(server, codEndpoints.setRules, { body: rules }, seller)).status).toBe(403);
    const saved = dataOf(await callEndpoint(server, codEndpoints.rules, {}, operator));
    expect(saved).toMatchObject({ maxOrderPaise: 100_000, tokenPaise: 0, confirmation: false, feePaise: 0 });
    expect(
      (await auditRowsAbout(server, '1')).filter((row) => row.action === 'cod_rules.update').map((row) => row.reason),
    ).toContain('Testing the rules');
  });

  it('refuse cash on delivery for a PIN code where it is off, saying why in English and Hindi, and offer UPI', async () => {
    const set = await callEndpoint(
      server,
      codEndpoints.setPincode,
      { params: { pincode: '600017' }, body: { codAllowed: false, reason: 'Three parcels back this month' } },
      operator,
    );
    expect(set.status).toBe(204);
    const before = await stockLeft();
    const english = await refusal(await codOrder());
    expect(english.message).toBe('Cash on delivery is not available for PIN code 600017. Pay by UPI instead.');
    expect(english.fields?.['payment.method']).toEqual([english.message]);
    const hindi = await refusal(await codOrder({ locale: 'hi' }));
    expect(hindi.message).toContain('600017');
    expect(hindi.message).toMatch(/[\u0900-\u097F]/);
    expect(hindi.message).toContain('UPI');
    expect(await stockLeft()).toBe(before);
    // Checkout is told before the buyer places anything.
    const options = dataOf(
      await callEndpoint(server, paymentEndpoints.options, { query: { pincode: '600017', totalPaise: 61_000 } }),
    );
    expect(options).toEqual({
      methods: ['upi', 'cod'],
      cod: { available: false, reason: english.message, tokenPaise: 0, confirmation: false, feePaise: 0 },
    });
    // UPI is still taken there.
    const upi = await postOrder(server, {
      ...chennaiBuyer,
      payment: { method: 'upi' },
      lines: [{ listingId: lamp.id, quantity: 1 }],
    });
    expect(upi.status).toBe(201);
    await setPincode('600017', true);
  });

  it('refuse an order over the largest COD total', async () => {
    const error = await refusal(await codOrder({ quantity: 2 }));
    expect(error.message).toBe('Cash on delivery is available for orders up to ₹1,000.00. Pay by UPI instead.');
    const hindi = await refusal(await codOrder({ quantity: 2, locale: 'hi' }));
    expect(hindi.message).toMatch(/[\u0900-\u097F]/);
    expect((await codOrder({ quantity: 1 })).status).toBe(201);
  });

  it('take PIN codes from a CSV, all rows or none', async () => {
    const upload = (csv: string) => {
      const body = new FormData();
      body.set('file', new File([csv], 'pincodes.csv', { type: 'text/csv' }));
      body.set('reason', 'Courier RTO list');
      return callEndpoint(server, codEndpoints.importPincodes, { body }, operator);
    };
    const bad = await upload('pincode,cod\n600017,no\n12345,no\n');
    expect(bad.status).toBe(422);
    expect(bad.error?.message).toBe('Row 3: give a 6-digit PIN code and yes or no.');
    expect((await codOrder()).status).toBe(201);
    expect(dataOf(await upload('pincode,cod\n600017,no\n110001,yes\n'))).toEqual({ allowed: 1, blocked: 1 });
    expect((await codOrder()).status).toBe(422);
    const listed = dataOf(await callEndpoint(server, codEndpoints.pincodes, { query: {} }, operator));
    expect(listed.items.map((item) => item.pincode)).toEqual(['600017']);
    await setPincode('600017', true);
  });

  it('ask a token by UPI before the order is placed, and the courier collects the rest', async () => {
    await setRules({ tokenPaise: 9_900 });
    const answer = await codOrder();
    expect(answer.status).toBe(201);
    const placed = (await answer.json()) as PlacedOrder;
    expect(placed.order.lines.map((line) => line.status)).toEqual(['awaiting_payment']);
    expect(rzp.orders().at(-1)).toMatchObject({ amount: 9_900, receipt: placed.order.number });
    const paymentId = new URL(placed.order.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';
    await rzp.pay(paymentId, { webhooks: 'twice' });
    await rzp.idle();
    const after = await orderAs(placed);
    expect(after.lines.map((line) => line.status)).toEqual(['placed']);
    expect(after.payment).toMatchObject({ method: 'cod', status: 'due_on_delivery', paidPaise: 9_900 });
    const lines = dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller)).items;
    expect(lines.find((line) => line.orderId === placed.order.id)?.collectOnDeliveryPaise).toBe(61_000 - 9_900);
    // Cancelled before it ships: the token goes back to the buyer's UPI.
    dataOf(
      await callEndpoint(server, orderEndpoints.cancel, {
        params: { id: placed.order.id },
        headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
      }),
    );
    expect((await orderAs(placed)).payment.refunds.map((refund) => refund.amountPaise)).toEqual([9_900]);
    // Sent to the gateway, and once it reaches the buyer's UPI account, they are mailed with the bank's reference.
    await settlePaymentMoney(
      {
        db: server.database.db,
        gateway: server.deps.payments.gateway,
        logger: server.deps.logger,
        crypto: server.deps.payoutCrypto,
        payoutProvider: server.deps.payouts.provider,
      },
      server.deps.now(),
    );
    const refund = rzp.refunds().at(-1);
    expect(refund?.amount).toBe(9_900);
    await rzp.processRefund(refund?.id ?? '', { arn: '74839201746352819203746' });
    const mail = await smtp.waitFor(
      'buyer@example.com',
      new RegExp(`^Refunded ₹99.00 for order ${placed.order.number}`),
    );
    expect(mail.text).toContain('74839201746352819203746');
    await setRules({});
  });

  it('have the buyer confirm from the mail before the seller may ship, and cancel an order never confirmed', async () => {
    await setRules({ confirmation: true, confirmHours: 24 });
    const noEmail = await refusal(await codOrder({ email: null }));
    expect(noEmail.message).toBe(
      'A cash-on-delivery order is confirmed from the mail we send. Give your email, or pay by UPI.',
    );
    expect(noEmail.fields?.['contact.email']).toBeDefined();

    const confirmed = (await (await codOrder()).json()) as PlacedOrder;
    const asked = await smtp.waitFor('buyer@example.com', new RegExp(`^Confirm order ${confirmed.order.number}`));
    expect(asked.text).toContain(`/order?id=${confirmed.order.id}`);
    // 24 hours from when it was placed.
    expect(Date.parse(confirmed.order.payment.confirmBy ?? '') - Date.parse(confirmed.order.placedAt)).toBe(
      24 * 3_600_000,
    );
    const lineId = confirmed.order.lines[0]?.id ?? '';
    const sellerView = async () =>
      dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller)).items.find(
        (line) => line.id === lineId,
      );
    expect((await sellerView())?.actions).toEqual(['cancel']);
    expect((await sellerView())?.buyerConfirmBy).toBe(confirmed.order.payment.confirmBy);
    const early = await callEndpoint(
      server,
      fulfilmentEndpoints.act,
      { params: { lineId }, body: { action: 'confirm' } },
      seller,
    );
    expect(early.status).toBe(409);
    const byBuyer = dataOf(
      await callEndpoint(server, orderEndpoints.confirmCod, {
        params: { id: confirmed.order.id },
        headers: { [ORDER_TOKEN_HEADER]: confirmed.accessToken },
      }),
    );
    expect(byBuyer.payment.confirmBy).toBeNull();
    expect((await sellerView())?.actions).toEqual(['confirm', 'cancel']);

    const before = await stockLeft();
    const forgotten = (await (await codOrder()).json()) as PlacedOrder;
    expect(await stockLeft()).toBe((before ?? 0) - 1);
    server.deps.clock.advance(24 * 3_600_000 + 60_000);
    const mails = orderMailsAt(server.deps.now, (eventId) =>
      server.deps.orderMail.compose(eventId, server.deps.logger),
    );
    expect(await expireUnconfirmedCodOrders({ db: server.database.db, now: server.deps.now(), mails })).toBe(1);
    expect(await expireUnconfirmedCodOrders({ db: server.database.db, now: server.deps.now(), mails })).toBe(0);
    expect(await stockLeft()).toBe(before);
    const [line] = await server.database.db.select().from(orderLines).where(eq(orderLines.orderId, forgotten.order.id));
    expect(line?.status).toBe('cancelled');
    const notes = await server.database.db
      .select({ note: orderLineEvents.note })
      .from(orderLineEvents)
      .where(eq(orderLineEvents.lineId, line?.id ?? ''));
    expect(notes.map((event) => event.note)).toContain(
      'Cancelled: the buyer did not confirm this cash-on-delivery order in time',
    );
    const late = await callEndpoint(server, orderEndpoints.confirmCod, {
      params: { id: forgotten.order.id },
      headers: { [ORDER_TOKEN_HEADER]: forgotten.accessToken },
    });
    expect(late.status).toBe(409);
    await setRules({});
  });
});

describe('pay now instead', () => {
  it('turns a cash-on-delivery order into a prepaid one by UPI before it ships, once', async () => {
    const placed = (await (await codOrder()).json()) as PlacedOrder;
    expect(placed.order.payment.payNow).toBe(true);
    const pay = () =>
      callEndpoint(server, orderEndpoints.payNow, {
        params: { id: placed.order.id },
        headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
      });
    const opened = dataOf(await pay());
    expect(opened.payment.upi?.amountPaise).toBe(61_000);
    // Asked again while it waits: the same payment, not a second one.
    expect(dataOf(await pay()).payment.upi?.intentUrl).toBe(opened.payment.upi?.intentUrl);
    expect(rzp.orders().filter((order) => order.receipt?.startsWith(`${placed.order.number}-P`))).toHaveLength(1);
    const paymentId = new URL(opened.payment.upi?.intentUrl ?? 'upi://pay').searchParams.get('tr') ?? '';
    await rzp.pay(paymentId, { webhooks: 'twice' });
    await rzp.idle();
    const paid = await orderAs(placed);
    expect(paid.payment).toMatchObject({ method: 'upi', status: 'paid', paidPaise: 61_000, upi: null, payNow: false });
    const lines = dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller)).items;
    // The courier collects nothing now.
    expect(lines.find((line) => line.orderId === placed.order.id)?.collectOnDeliveryPaise).toBeNull();
    expect((await pay()).status).toBe(409);
  });
});

async function setPincode(pincode: string, codAllowed: boolean) {
  const answer = await callEndpoint(
    server,
    codEndpoints.setPincode,
    { params: { pincode }, body: { codAllowed, reason: 'Back to normal' } },
    operator,
  );
  expect(answer.status).toBe(204);
}
