import { createHmac } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { paymentsOrigin, razorpayKeys, razorpayUrl } from '../../playwright.config.ts';
import { formatRupees } from '../../src/shared/money.ts';
import { listedInPriyasStore } from './support/orders.ts';
import { newGstSeller } from './support/payees.ts';
import { apiSignIn, signInAt } from './support/sign-in.ts';
import { expect, test } from './support/test.ts';

/*
 * Issue 37's first "Done when", end to end in Chromium on the app that takes UPI through the local Razorpay-compatible
 * server (playwright.config.ts: paymentsOrigin, razorpayUrl): paid by UPI (the QR on a desktop, the intent on a
 * phone), placed once however the webhooks and the browser's return arrive, the seller's share held, released when
 * the return window closes, and a returned order refunded to its source: ledger, transfers and refund to the paisa
 * (decisions 068, 069; the server-level reference is src/server/features/payments/route-settlement.test.ts).
 */

test.use({ baseURL: paymentsOrigin });

const origin = paymentsOrigin;
const buyer = { name: 'Kavya Menon', phone: '98470 12345' };
const address = { line1: '4 Temple Street', line2: '', city: 'Kochi', state: 'Kerala', pincode: '682001' };

/** The Razorpay test server's state (GET /_control/state), as much of it as the journey reads. */
interface GatewayState {
  payments: { id: string; order_id: string; amount: number; status: string }[];
  refunds: { id: string; payment_id: string; amount: number; status: string }[];
  accounts: { id: string; email: string; status: string; reference_id: string | null }[];
  transfers: {
    id: string;
    source: string;
    recipient: string;
    amount: number;
    amount_reversed: number;
    on_hold: boolean;
    recipient_settlement_id: string | null;
  }[];
  reversals: { id: string; transfer_id: string; amount: number }[];
  webhooks: { eventId: string; event: string; status: number | null }[];
}

async function gatewayState(request: APIRequestContext): Promise<GatewayState> {
  const answer = await request.get(`${razorpayUrl}/_control/state`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as GatewayState;
}

/**
 * Polls the gateway's state until `pick` finds something in it, and answers that. With `job`, the job is sent before
 * each look, as its minute would: a recurring job runs one at a time, so a send while a run is going (one started
 * before the test clock moved, which did not see what the clock made due) joins that run, and only a later send
 * starts a run that sees it.
 */
async function atGateway<T>(
  request: APIRequestContext,
  what: string,
  pick: (state: GatewayState) => T | undefined | null | false,
  job?: Parameters<typeof runJob>[1],
): Promise<T> {
  let found: T | undefined | null | false;
  let ranAt = 0;
  await expect
    .poll(
      async () => {
        // Every 3 s at most: a run takes a moment, and sends while it goes are joined to it.
        if (job && Date.now() - ranAt >= 3_000) {
          ranAt = Date.now();
          await runJob(request, job);
        }
        found = pick(await gatewayState(request));
        return Boolean(found);
      },
      // Past a minute: on CI the release has twice come later than 15 s and 30 s, for a reason not yet found; the
      // minute's own runs of every recurring job fall inside this wait.
      { message: what, timeout: 75_000, intervals: [100, 250, 500] },
    )
    .toBe(true);
  return found as T;
}

/** Queues one of the app's recurring jobs now (TEST_CLOCK only): it runs in the job queue, soon after. */
async function runJob(
  request: APIRequestContext,
  name: 'payments.accounts' | 'payments.settle' | 'payments.reconcile',
) {
  expect((await request.post(`/api/testing/jobs/${name}`, { headers: { origin } })).status()).toBe(204);
}

/** The gateway's order (receipt: Haat's order number) and the UPI payment the intent started. */
async function gatewayPaymentOf(request: APIRequestContext, orderNumber: string) {
  const answer = await request.get(`${razorpayUrl}/_control/orders/by-receipt/${orderNumber}`);
  expect(answer.ok()).toBe(true);
  const { order, payments } = (await answer.json()) as {
    order: { id: string; amount: number };
    payments: GatewayState['payments'];
  };
  expect(payments).toHaveLength(1);
  return { orderId: order.id, amount: order.amount, paymentId: payments[0]?.id ?? '' };
}

/** The buyer's UPI app approves the payment: the gateway captures it and sends its webhooks (`twice`: each twice). */
async function payByUpi(request: APIRequestContext, paymentId: string, webhooks: 'normal' | 'twice') {
  const answer = await request.post(`${razorpayUrl}/_control/payments/${paymentId}/pay`, {
    data: { vpa: 'kavya.menon@okhdfcbank', webhooks },
  });
  expect(answer.ok()).toBe(true);
  const { payment, webhooks: sent } = (await answer.json()) as {
    payment: { status: string };
    webhooks: { eventId: string; event: string; status: number }[];
  };
  expect(payment.status).toBe('captured');
  // Haat took every delivery, the repeated ones too.
  expect(sent.map((webhook) => webhook.status)).toEqual(sent.map(() => 204));
  return sent;
}

/** Checkout's return from the gateway, signed as Razorpay signs it: hex HMAC-SHA256 of `order_id|payment_id`. */
async function signedReturn(request: APIRequestContext, orderId: string, paymentId: string) {
  const signature = createHmac('sha256', razorpayKeys.keySecret).update(`${orderId}|${paymentId}`).digest('hex');
  return request.post('/api/payments/return', {
    data: { razorpay_order_id: orderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
    headers: { origin },
  });
}

/** A guest puts the listing in the bag from Priya's store and checks out by UPI, offered first and chosen already. */
async function checkOutByUpi(page: Page, listingId: string, name: string) {
  await page.goto(`/@priya.styles?product=${listingId}`);
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByLabel('Full name').fill(buyer.name);
  await page.getByLabel('Mobile number').fill(buyer.phone);
  await page.getByLabel('Address line 1').fill(address.line1);
  await page.getByLabel('PIN code').fill(address.pincode);
  await page.getByLabel('State').selectOption(address.state);
  await page.getByLabel('City').fill(address.city);
  await expect(page.getByRole('radio', { name: /^UPI/ })).toBeChecked();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order\?id=/);
  await expect(page.getByRole('heading', { name: 'Pay to place your order' })).toBeVisible();
  const number =
    (
      await page
        .getByText(/HT-[0-9A-Z]{8}/)
        .first()
        .textContent()
    )?.match(/HT-[0-9A-Z]{8}/)?.[0] ?? '';
  expect(number).not.toBe('');
  return { number, orderId: new URL(page.url()).searchParams.get('id') ?? '' };
}

/** The guest token this device keeps for an order it placed (guest-orders-store.ts). */
async function guestToken(page: Page, orderId: string): Promise<string> {
  const token = await page.evaluate((id) => {
    const orders = JSON.parse(localStorage.getItem('haat:guest-orders') ?? '[]') as {
      id: string;
      accessToken: string;
    }[];
    return orders.find((order) => order.id === id)?.accessToken ?? '';
  }, orderId);
  expect(token).not.toBe('');
  return token;
}

interface OrderView {
  id: string;
  number: string;
  payment: { status: string; paidPaise: number; refunds: { amountPaise: number; status: string }[] };
  charged: { totalPaise: number };
  lines: { id: string; status: string; events: { status: string }[]; returns: { id: string; status: string }[] }[];
}

async function guestOrder(request: APIRequestContext, orderId: string, token: string): Promise<OrderView> {
  const answer = await request.get(`/api/orders/${orderId}`, { headers: { 'x-order-token': token } });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as OrderView;
}

interface LedgerEntry {
  orderNumber: string;
  amountPaise: number;
  status: string;
}

async function ledgerOf(request: APIRequestContext, as: 'seller' | 'creator', orderNumber: string) {
  const answer = await request.get(`/api/me/earnings?as=${as}&limit=100`);
  expect(answer.ok()).toBe(true);
  const { entries } = (await answer.json()) as { entries: LedgerEntry[] };
  return entries.filter((entry) => entry.orderNumber === orderNumber);
}

async function fulfil(request: APIRequestContext, lineId: string) {
  for (const step of [
    { action: 'confirm' },
    { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' },
    { action: 'deliver' },
  ]) {
    const moved = await request.post(`/api/seller/order-lines/${lineId}`, { data: step, headers: { origin } });
    expect(moved.ok()).toBe(true);
  }
}

test.describe('on a phone', () => {
  // Run with the desktop-sized journeys (where this file's gateway and app are started), at a phone's size.
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test(
    'a phone pays a UPI order with the intent: the pay panel opens the UPI app with this payment, and shows no QR',
    { tag: '@desktop-only' },
    async ({ page, request }, testInfo) => {
      const name = `Kundan jhumkas ${testInfo.project.name} ${Date.now() % 100_000}`;
      const { listingId } = await listedInPriyasStore(request, origin, name);
      const { number } = await checkOutByUpi(page, listingId, name);
      const { paymentId, amount } = await gatewayPaymentOf(request, number);
      // ₹849 from the seller and Priya's ₹150 markup, asked of the gateway by the server, never by the browser.
      expect(amount).toBe(99_900);

      const panel = page.getByRole('region', { name: 'Pay ₹999.00 by UPI' });
      const intent = panel.getByRole('link', { name: 'Pay with a UPI app' });
      await expect(intent).toBeVisible();
      const href = (await intent.getAttribute('href')) ?? '';
      expect(href.startsWith('upi://pay?')).toBe(true);
      const params = new URL(href).searchParams;
      expect(params.get('tr')).toBe(paymentId);
      expect(params.get('am')).toBe('999.00');
      expect(params.get('cu')).toBe('INR');
      await expect(panel.getByRole('img', { name: /UPI QR code/ })).toBeHidden();
      await expect(panel.getByRole('status')).toContainText('Waiting for your payment.');
    },
  );
});

test(
  'a desktop buyer pays by UPI QR; placed once though the webhook comes twice before the return; the seller’s share is held, released when the window closes; a returned order is refunded to the UPI account, all to the paisa',
  { tag: '@desktop-only' },
  async ({ page, request, browser, playwright }, testInfo) => {
    test.setTimeout(150_000);
    const viewport = testInfo.project.use.viewport ?? undefined;

    // A GST-registered seller with a support phone (Route asks for one) lists a ₹1,200 kundan choker, and saves a bank
    // account to be paid to. A new seller, not the demo's: the demo seller has weeks of cash-on-delivery earnings
    // payable, which their first route payout would pay too, and this journey accounts for one line to the paisa.
    const seller = await newGstSeller(request, origin, `upi-${testInfo.project.name}`);
    const name = `Kundan choker ${testInfo.project.name} ${Date.now() % 100_000}`;
    const product = await request.post('/api/seller/products', {
      data: {
        name,
        category: 'jewellery',
        hsnCode: '7117',
        gstRateBps: 300,
        pricePaise: 120_000,
        stock: 5,
        returnPolicyDays: 7,
      },
      headers: { origin },
    });
    expect(product.status()).toBe(201);
    const { id: productId } = (await product.json()) as { id: string };
    const bank = await request.put('/api/payout-method', {
      data: {
        kind: 'bank',
        accountHolderName: 'Loom House',
        accountNumber: '50100123456789',
        accountNumberConfirm: '50100123456789',
        ifsc: 'HDFC0000240',
        pan: 'AAKFL1234L',
        panName: 'Loom House',
      },
      headers: { origin },
    });
    expect(bank.ok(), await bank.text()).toBe(true);
    const care = (await (await request.get('/api/onboarding/seller/care')).json()) as { supportPhone: string | null };
    expect(care.supportPhone).not.toBeNull();

    // Priya (the demo creator, no phone on her account) resells it with a ₹150 markup.
    const creator = await playwright.request.newContext({ baseURL: origin });
    await apiSignIn(creator, origin, 'creator@haat.demo');
    const listed = await creator.post('/api/me/store/listings', {
      data: { productId, markupPaise: 15_000 },
      headers: { origin },
    });
    expect(listed.status()).toBe(201);
    const { id: listingId } = (await listed.json()) as { id: string };

    // The seller gets a linked account at the gateway, settling to that bank account.
    const account = await atGateway(
      request,
      'the seller’s linked account',
      (state) => state.accounts.find((entry) => entry.email === seller.email && entry.status === 'activated'),
      'payments.accounts',
    );
    expect((await gatewayState(request)).accounts.filter((entry) => entry.email === seller.email)).toHaveLength(1);

    // On a computer the guest checks out by UPI: the order page shows the QR code to scan, not the intent button.
    const first = await checkOutByUpi(page, listingId, name);
    const panel = page.getByRole('region', { name: 'Pay ₹1,350.00 by UPI' });
    await expect(panel.getByRole('img', { name: 'UPI QR code for ₹1,350.00' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Pay with a UPI app' })).toBeHidden();
    const firstPayment = await gatewayPaymentOf(request, first.number);
    expect(firstPayment.amount).toBe(135_000);

    // The phone's UPI app pays. The webhooks come twice each, and before the browser returns from the gateway.
    const sent = await payByUpi(request, firstPayment.paymentId, 'twice');
    const captured = sent.filter((webhook) => webhook.event === 'payment.captured');
    expect(captured).toHaveLength(2);
    expect(captured[0]?.eventId).toBe(captured[1]?.eventId);
    const returned = await signedReturn(request, firstPayment.orderId, firstPayment.paymentId);
    expect(returned.status()).toBe(204);
    // A return signed with another key changes nothing and is refused.
    const forged = await request.post('/api/payments/return', {
      data: {
        razorpay_order_id: firstPayment.orderId,
        razorpay_payment_id: firstPayment.paymentId,
        razorpay_signature: createHmac('sha256', 'not-the-key-secret')
          .update(`${firstPayment.orderId}|${firstPayment.paymentId}`)
          .digest('hex'),
      },
      headers: { origin },
    });
    expect(forged.status()).toBe(400);

    // The page, asking every 3 s, turns placed by itself.
    await expect(page.getByRole('heading', { name: 'Order placed' })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText('Paid ₹1,350.00 by UPI.')).toBeVisible();
    await expect(panel).toHaveCount(0);
    // Placed once: one "placed" step on the line, and one line in the seller's orders.
    const token = await guestToken(page, first.orderId);
    const paidOrder = await guestOrder(request, first.orderId, token);
    expect(paidOrder.payment).toMatchObject({ status: 'paid', paidPaise: 135_000, refunds: [] });
    expect(paidOrder.lines).toHaveLength(1);
    expect(paidOrder.lines[0]?.events.filter((event) => event.status === 'placed')).toHaveLength(1);
    const sellerLines = (await (await request.get('/api/seller/orders')).json()) as {
      items: { orderNumber: string }[];
    };
    expect(sellerLines.items.filter((line) => line.orderNumber === first.number)).toHaveLength(1);

    // The seller's share, as the ledger booked it, is transferred to their linked account and held; Priya has no
    // linked account (no mobile number given with a bank account), so her share is not transferred: the weekly run pays it.
    const [sellerEntry] = await ledgerOf(request, 'seller', first.number);
    expect(sellerEntry).toMatchObject({ status: 'awaiting' });
    const [creatorEntry] = await ledgerOf(creator, 'creator', first.number);
    expect(creatorEntry?.amountPaise).toBeGreaterThan(0);
    const held = await atGateway(
      request,
      'the seller’s held transfer',
      (state) => state.transfers.find((transfer) => transfer.source === firstPayment.paymentId),
      'payments.settle',
    );
    expect(held).toMatchObject({ recipient: account.id, amount: sellerEntry?.amountPaise, on_hold: true });
    expect((await gatewayState(request)).transfers.filter((t) => t.source === firstPayment.paymentId)).toHaveLength(1);

    // The seller sees the order once on their dashboard, and confirms, ships and delivers it there.
    const sellerContext = await browser.newContext({ baseURL: origin, viewport });
    const sellerPage = await sellerContext.newPage();
    await signInAt(sellerPage, '/seller-auth?next=%2Fdashboard', seller.email, seller.password);
    await expect(sellerPage).toHaveURL(/\/dashboard/);
    await sellerPage.getByRole('tab', { name: 'Orders' }).click();
    const card = sellerPage.getByRole('article', { name: new RegExp(first.number) });
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: 'Confirm' }).click();
    await card.getByRole('button', { name: 'Ship' }).click();
    await card.getByLabel('Courier').fill('Delhivery');
    await card.getByLabel('Tracking number').fill('DL778899');
    await card.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(card.getByText('DL778899').first()).toBeVisible();
    await card.getByRole('button', { name: 'Mark delivered' }).click();
    await card
      .getByRole('group', { name: /^Confirm delivery of / })
      .getByRole('button', { name: 'Yes, delivered' })
      .click();
    await expect(card.getByText('Delivered').first()).toBeVisible();

    // The 7-day return window closes; the minute's job pays the seller through a route payout: the tax withheld is
    // reversed to Haat from the held transfer, the rest released to settle to their bank.
    expect((await request.post('/api/testing/clock', { data: { advanceDays: 8 }, headers: { origin } })).ok()).toBe(
      true,
    );
    const released = await atGateway(
      request,
      'the seller’s transfer released',
      (state) => state.transfers.find((transfer) => transfer.id === held.id && !transfer.on_hold),
      'payments.settle',
    );
    expect(released.recipient_settlement_id).toMatch(/^setl_/);
    const payouts = async () =>
      (
        (await (await request.get('/api/me/payouts')).json()) as {
          payouts: {
            status: string;
            grossPaise: number;
            netPaise: number;
            utr: string | null;
            deductions: { amountPaise: number }[];
          }[];
        }
      ).payouts;
    await expect.poll(async () => (await payouts())[0]?.status, { message: 'the route payout paid' }).toBe('paid');
    const [payout, ...others] = await payouts();
    expect(others).toHaveLength(0);
    const withheld = (payout?.deductions ?? []).reduce((total, deduction) => total + deduction.amountPaise, 0);
    expect(withheld).toBeGreaterThan(0);
    expect(payout?.utr).toBe(released.recipient_settlement_id);
    // What stays with the seller at the gateway is the payout's net: the ledger's share less the tax withheld.
    expect(released.amount - released.amount_reversed).toBe(payout?.netPaise);
    expect(released.amount_reversed).toBe(withheld);
    expect(payout?.grossPaise).toBe(sellerEntry?.amountPaise);
    expect(payout?.netPaise).toBe((payout?.grossPaise ?? 0) - withheld);
    expect(await ledgerOf(request, 'seller', first.number)).toEqual([
      expect.objectContaining({ status: 'paid', amountPaise: payout?.grossPaise }),
    ]);
    // Priya's commission waits for the weekly run, transferred nowhere.
    expect(await ledgerOf(creator, 'creator', first.number)).toEqual([
      expect.objectContaining({ status: 'payable', amountPaise: creatorEntry?.amountPaise }),
    ]);
    expect((await gatewayState(request)).transfers.filter((t) => t.source === firstPayment.paymentId)).toHaveLength(1);
    // The seller's Payouts tab says so, with the settlement as its reference.
    await sellerPage.getByRole('tab', { name: 'Payouts' }).click();
    await expect(
      sellerPage
        .getByRole('tabpanel')
        .getByText(
          new RegExp(
            `^Paid ${escapeRegExp(formatRupees(payout?.netPaise ?? 0))} on .*, settlement ${released.recipient_settlement_id}$`,
          ),
        ),
    ).toBeVisible();
    await sellerContext.close();

    // A second UPI order from the same guest (placed through the API; the screens are covered above), paid, delivered.
    const placed = await page.request.post('/api/orders', {
      data: {
        contact: buyer,
        address,
        payment: { method: 'upi' },
        lines: [{ listingId, quantity: 1 }],
      },
      headers: { origin, 'idempotency-key': `e2e-upi-${testInfo.project.name}-${Date.now()}` },
    });
    expect(placed.status()).toBe(201);
    const second = (await placed.json()) as {
      order: OrderView & { payment: { upi: { intentUrl: string } } };
      accessToken: string;
    };
    const secondPaymentId = new URL(second.order.payment.upi.intentUrl).searchParams.get('tr') ?? '';
    const secondPayment = await gatewayPaymentOf(request, second.order.number);
    expect(secondPayment.paymentId).toBe(secondPaymentId);
    await payByUpi(request, secondPaymentId, 'normal');
    await expect
      .poll(async () => (await guestOrder(request, second.order.id, second.accessToken)).payment.status)
      .toBe('paid');
    const secondHeld = await atGateway(
      request,
      'the second order’s held transfer',
      (state) => state.transfers.find((transfer) => transfer.source === secondPaymentId),
      'payments.settle',
    );
    expect(secondHeld.on_hold).toBe(true);
    const lineId = second.order.lines[0]?.id ?? '';
    await fulfil(request, lineId);

    // The buyer asks to return it within the window; the seller accepts.
    const asked = await page.request.post(`/api/orders/${second.order.id}/lines/${lineId}/returns`, {
      multipart: { reason: 'size_or_fit', details: 'Smaller than it looked in the photos.' },
      headers: { origin, 'x-order-token': second.accessToken },
    });
    expect(asked.status()).toBe(201);
    const returnId = ((await asked.json()) as OrderView).lines[0]?.returns.at(-1)?.id ?? '';
    const accepted = await request.post(`/api/seller/returns/${returnId}`, {
      data: { decision: 'accept' },
      headers: { origin },
    });
    expect(accepted.ok()).toBe(true);
    // The ledger no longer holds anything for the order: the seller's share and Priya's are reversed (Haat's fee with
    // them; its own entries have no endpoint).
    const secondEntries = [
      ...(await ledgerOf(request, 'seller', second.order.number)),
      ...(await ledgerOf(creator, 'creator', second.order.number)),
    ];
    expect(secondEntries.map((entry) => entry.status)).toEqual(['reversed', 'reversed']);
    const stillHeld = secondEntries
      .filter((entry) => entry.status !== 'reversed')
      .reduce((total, entry) => total + entry.amountPaise, 0);

    // The minute's job reverses the held transfer in full and refunds the buyer what the ledger no longer holds.
    const refund = await atGateway(
      request,
      'the refund of the returned order',
      (state) => state.refunds.find((entry) => entry.payment_id === secondPaymentId),
      'payments.settle',
    );
    const afterReturn = await gatewayState(request);
    const reversedTransfer = afterReturn.transfers.find((transfer) => transfer.id === secondHeld.id);
    expect(reversedTransfer?.amount_reversed).toBe(reversedTransfer?.amount);
    expect(afterReturn.refunds.filter((entry) => entry.payment_id === secondPaymentId)).toHaveLength(1);
    const refunded = await guestOrder(request, second.order.id, second.accessToken);
    // What was paid is what was refunded and what the ledger still holds for the order, to the paisa: all of it back.
    expect(refunded.payment.paidPaise).toBe(135_000);
    expect(refund.amount + stillHeld).toBe(refunded.payment.paidPaise);
    expect(refund.amount).toBe(secondPayment.amount);
    expect(refunded.payment.refunds).toEqual([
      expect.objectContaining({ amountPaise: refund.amount, status: 'pending' }),
    ]);

    // The bank processes it; the buyer's order page shows it refunded with the bank's reference.
    const arn = `ARN${Date.now()}`;
    const processed = await request.post(`${razorpayUrl}/_control/refunds/${refund.id}/process`, { data: { arn } });
    expect(processed.ok()).toBe(true);
    expect(((await processed.json()) as { webhook: { status: number } }).webhook.status).toBe(204);
    await page.goto(`/order?id=${second.order.id}&token=${second.accessToken}`);
    await expect(
      page.getByText(`Refunded ${formatRupees(refund.amount)} to your UPI account (bank reference ${arn}).`),
    ).toBeVisible();

    // The operator's payments view and the day's reconciliation (run again now: the app ran one when it started)
    // agree with the gateway on both payments.
    interface OpsPayments {
      reconciledAt: string | null;
      differences: { orderNumber: string | null; kind: string }[];
      items: {
        orderNumber: string;
        capturedPaise: number;
        transferredPaise: number;
        heldPaise: number;
        releasedPaise: number;
        reversedPaise: number;
        refundedPaise: number;
        settlementIds: string[];
      }[];
    }
    const ops = await playwright.request.newContext({ baseURL: origin });
    await apiSignIn(ops, origin, 'ops@haat.demo');
    const opsPayments = async () => (await (await ops.get('/api/ops/payments')).json()) as OpsPayments;
    const before = (await opsPayments()).reconciledAt;
    await runJob(request, 'payments.reconcile');
    let view: OpsPayments | undefined;
    await expect
      .poll(
        async () => {
          view = await opsPayments();
          return view.reconciledAt !== before;
        },
        { message: 'the reconciliation ran again' },
      )
      .toBe(true);
    expect(view?.differences).toEqual([]);
    expect(view?.items.find((item) => item.orderNumber === first.number)).toEqual(
      expect.objectContaining({
        capturedPaise: 135_000,
        transferredPaise: released.amount,
        heldPaise: 0,
        releasedPaise: released.amount - released.amount_reversed,
        reversedPaise: released.amount_reversed,
        refundedPaise: 0,
        settlementIds: [released.recipient_settlement_id],
      }),
    );
    expect(view?.items.find((item) => item.orderNumber === second.order.number)).toEqual(
      expect.objectContaining({
        capturedPaise: 135_000,
        transferredPaise: secondHeld.amount,
        heldPaise: 0,
        releasedPaise: 0,
        reversedPaise: secondHeld.amount,
        refundedPaise: refund.amount,
      }),
    );
    await ops.dispose();
    await creator.dispose();
  },
);

function escapeRegExp(text: string) {
  return text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
