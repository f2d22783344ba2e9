import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CashfreeServer, startCashfreeServer } from '../../../testing/cashfree-server.ts';
import { createCashfree } from './cashfree.ts';
import { paiseOf, rupeesOf } from './cashfree-entities.ts';
import { GatewayRefused, GatewayUnavailable, GatewayWebhookError, type PaymentGateway } from './gateway.ts';

/*
 * Haat's Cashfree gateway against the local server implementing Cashfree's documented contract: amounts converted
 * exactly, lost answers retried without doubling anything, Cashfree's errors mapped to what Haat can do about them,
 * webhooks verified with their timestamp, and Easy Split's shares split only at release.
 */

let cf: CashfreeServer;
let gateway: PaymentGateway;
let clock = Date.parse('2026-11-20T10:00:00Z');
const now = () => new Date(clock);
const buyer = { phone: '+91 98765 43210', email: 'meera@example.com' };
const client = { ip: '203.0.113.9', userAgent: 'test', referer: 'https://haat.test/checkout' };

beforeAll(async () => {
  cf = await startCashfreeServer({ now: () => clock, splitDelayDays: 30 });
  gateway = createCashfree({ baseUrl: `${cf.url}/`, clientId: cf.clientId, clientSecret: cf.clientSecret });
});

afterAll(async () => {
  await cf?.close();
});

let orders = 0;
async function paidOrder(amountPaise: number) {
  const receipt = `HT-GW${String((orders += 1)).padStart(5, '0')}`;
  const { providerOrderId } = await gateway.createOrder({ receipt, amountPaise, notes: {}, customer: buyer });
  const started = await gateway.startUpiIntent({
    providerOrderId,
    amountPaise,
    contact: buyer.phone,
    email: buyer.email,
    description: 'test',
    client,
  });
  await cf.pay(started.providerPaymentId, { webhooks: 'none' });
  return { providerOrderId, providerPaymentId: started.providerPaymentId };
}

const signed = (body: unknown, timestamp = String(clock), secret = cf.clientSecret) => {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(`${timestamp}${raw}`).digest('base64');
  return [raw, { signature, timestamp }] as const;
};

const payee = (reference: string) => ({
  reference,
  email: `${reference}@example.com`,
  phone: '9876543210',
  name: 'Diya Rao (Diya House)',
  bank: { accountNumber: '026291800001191', ifsc: 'YESB0000262', holder: 'Diya Rao' },
  pan: 'ABCPD1234F',
});

describe('Cashfree amounts', () => {
  it('converts paise to rupees and back exactly, and refuses a third decimal', () => {
    for (let paise = 0; paise < 200_000; paise += 7) {
      const rupees = rupeesOf(paise);
      expect(JSON.stringify(rupees)).toMatch(/^\d+(\.\d{1,2})?$/);
      expect(paiseOf(JSON.parse(JSON.stringify(rupees)))).toBe(paise);
    }
    expect(paiseOf(0.1 + 0.2)).toBeNull();
    expect(paiseOf(10.005)).toBeNull();
    expect(paiseOf(-1)).toBeNull();
    expect(() => rupeesOf(1.5)).toThrow(/paise/);
  });
});

describe('Cashfree orders, payments and refunds', () => {
  it('opens an order and its UPI intent for the amount, and adopts the order a lost answer made', async () => {
    cf.failNextWith(500, { afterCreate: true });
    const lost = gateway.createOrder({ receipt: 'HT-LOST0001', amountPaise: 61_050, notes: {}, customer: buyer });
    await expect(lost).rejects.toBeInstanceOf(GatewayUnavailable);
    const again = await gateway.createOrder({
      receipt: 'HT-LOST0001',
      amountPaise: 61_050,
      notes: {},
      customer: buyer,
    });
    expect(again).toEqual({ providerOrderId: 'HT-LOST0001' });
    expect(cf.orders().filter((order) => order.order_id === 'HT-LOST0001')).toHaveLength(1);
    expect(cf.orders().at(-1)).toMatchObject({
      order_amount: 610.5,
      customer_details: { customer_phone: '9876543210' },
    });
    const other = gateway.createOrder({ receipt: 'HT-LOST0001', amountPaise: 100, notes: {}, customer: buyer });
    await expect(other).rejects.toBeInstanceOf(GatewayRefused);

    const started = await gateway.startUpiIntent({
      providerOrderId: 'HT-LOST0001',
      amountPaise: 61_050,
      contact: buyer.phone,
      email: null,
      description: 'test',
      client,
    });
    expect(started.intentUrl).toMatch(/^upi:\/\/pay\?.*&am=610\.50&/);
    expect(await gateway.paymentsOf('HT-LOST0001')).toEqual([
      expect.objectContaining({ providerPaymentId: started.providerPaymentId, state: 'created', amountPaise: 61_050 }),
    ]);
    await cf.pay(started.providerPaymentId, { webhooks: 'none' });
    expect(await gateway.paymentsOf('HT-LOST0001')).toEqual([
      expect.objectContaining({
        state: 'captured',
        amountPaise: 61_050,
        currency: 'INR',
        providerOrderId: 'HT-LOST0001',
      }),
    ]);
  });

  it('refunds under Haat’s refund id, finding the refund a lost answer or another request made', async () => {
    const { providerOrderId, providerPaymentId } = await paidOrder(50_000);
    const receipt = randomUUID();
    const input = {
      providerPaymentId,
      providerOrderId,
      amountPaise: 20_000,
      receipt,
      notes: { reason: 'order_changed' },
    };
    const made = await gateway.refund(input);
    expect(made).toMatchObject({ receipt, amountPaise: 20_000, state: 'pending', providerPaymentId });
    expect(await gateway.refund(input)).toEqual(made);
    // The same refund_id asked for by another request (no idempotency key): Cashfree's 409, then the refund found.
    const other = randomUUID();
    await fetch(`${cf.url}/pg/orders/${providerOrderId}/refunds`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-api-version': '2023-08-01',
        'x-client-id': cf.clientId,
        'x-client-secret': cf.clientSecret,
      },
      body: JSON.stringify({ refund_id: other.replaceAll('-', ''), refund_amount: 100 }),
    });
    expect(await gateway.refund({ ...input, receipt: other, amountPaise: 10_000 })).toMatchObject({ receipt: other });
    expect(await gateway.refundsOf(providerPaymentId, providerOrderId)).toHaveLength(2);
    const tooMuch = gateway.refund({ ...input, receipt: randomUUID(), amountPaise: 40_000 });
    await expect(tooMuch).rejects.toThrow(GatewayRefused);
  });

  it('maps Cashfree’s errors: wrong keys and its outages are unavailable, a refusal carries its message', async () => {
    const wrong = createCashfree({ baseUrl: cf.url, clientId: cf.clientId, clientSecret: 'wrong' });
    await expect(wrong.paymentsOf('HT-LOST0001')).rejects.toBeInstanceOf(GatewayUnavailable);
    cf.failNextWith(429);
    await expect(gateway.paymentsOf('HT-LOST0001')).rejects.toBeInstanceOf(GatewayUnavailable);
    const refused = gateway.createOrder({ receipt: 'x', amountPaise: 100, notes: {}, customer: buyer });
    await expect(refused).rejects.toThrow(/order_id/);
  });
});

describe('Cashfree webhooks', () => {
  const refund = { cf_payment_id: '1', cf_refund_id: '2', refund_id: 'a'.repeat(32), refund_amount: 10.5 };

  it('verifies the signature over the timestamp and the body, within five minutes either way', () => {
    const event = { type: 'REFUND_STATUS_WEBHOOK', data: { refund: { ...refund, refund_status: 'SUCCESS' } } };
    expect(gateway.verifyWebhook(...signed(event), now())).toMatchObject({
      kind: 'refund',
      eventId: expect.stringMatching(/^body_/),
      refund: { receipt: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa', amountPaise: 1_050, state: 'processed' },
    });
    // Seconds are taken as well as milliseconds.
    expect(gateway.verifyWebhook(...signed(event, String(Math.floor(clock / 1000))), now())).not.toBeNull();
    for (const timestamp of [String(clock - 301_000), String(clock + 301_000)]) {
      expect(() => gateway.verifyWebhook(...signed(event, timestamp), now())).toThrow(/five minutes/);
    }
    expect(() => gateway.verifyWebhook(...signed(event, String(clock), 'guessed'), now())).toThrow(GatewayWebhookError);
    const [raw, headers] = signed(event);
    expect(() => gateway.verifyWebhook(raw, { signature: headers.signature }, now())).toThrow(/timestamp/);
    expect(() => gateway.verifyWebhook(`${raw} `, headers, now())).toThrow(/does not match/);
  });

  it('acts on payments and refunds only: a user drop or a vendor settlement is acknowledged', () => {
    const drop = { type: 'PAYMENT_USER_DROPPED_WEBHOOK', data: { order: { order_id: 'HT-1' }, payment: {} } };
    expect(gateway.verifyWebhook(...signed(drop), now())).toBeNull();
    const settled = { type: 'VENDOR_SETTLEMENT_SUCCESS', data: { settlement: { settlement_id: 1 } } };
    expect(gateway.verifyWebhook(...signed(settled), now())).toBeNull();
    const payment = { cf_payment_id: 77, payment_status: 'FAILED', payment_amount: 5, payment_message: 'Declined' };
    const failed = { type: 'PAYMENT_FAILED_WEBHOOK', data: { order: { order_id: 'HT-1' }, payment } };
    expect(gateway.verifyWebhook(...signed(failed), now())).toMatchObject({
      kind: 'failed',
      payment: { providerPaymentId: '77', providerOrderId: 'HT-1', amountPaise: 500, failure: 'Declined' },
    });
    const odd = {
      type: 'PAYMENT_SUCCESS_WEBHOOK',
      data: { order: { order_id: 'HT-1' }, payment: { ...payment, payment_amount: 5.001 } },
    };
    expect(() => gateway.verifyWebhook(...signed(odd), now())).toThrow(/carries no payment/);
  });
});

describe('Cashfree Easy Split', () => {
  it('links a vendor once Cashfree has its bank account, finding the one a lost answer made', async () => {
    const slow = await startCashfreeServer({ activateVendors: false });
    const gatewayOfSlow = createCashfree({
      baseUrl: slow.url,
      clientId: slow.clientId,
      clientSecret: slow.clientSecret,
    });
    try {
      await expect(gatewayOfSlow.linkAccount(payee('user-1'))).rejects.toBeInstanceOf(GatewayUnavailable);
      slow.setVendorStatus('user_1', 'ACTIVE');
      expect(await gatewayOfSlow.linkAccount(payee('user-1'))).toEqual({ accountId: 'user_1' });
      expect(slow.vendors()).toEqual([expect.objectContaining({ vendor_id: 'user_1', name: 'Diya Rao  Diya House' })]);
      slow.setVendorStatus('user_1', 'BLOCKED');
      await expect(gatewayOfSlow.linkAccount(payee('user-1'))).rejects.toBeInstanceOf(GatewayRefused);
    } finally {
      await slow.close();
    }
  });

  it('holds a share at Haat, splits what the payee keeps at release once, and fails one to an inactive vendor', async () => {
    const { accountId } = await gateway.linkAccount(payee('seller-9'));
    await gateway.linkAccount(payee('blocked-9'));
    cf.setVendorStatus('blocked_9', 'BLOCKED');
    const { providerOrderId, providerPaymentId } = await paidOrder(61_000);
    const reference = randomUUID();
    const [held, blocked] = await gateway.createTransfers(
      providerPaymentId,
      [
        { reference, accountId, amountPaise: 45_000 },
        { reference: randomUUID(), accountId: 'blocked_9', amountPaise: 1_000 },
      ],
      providerOrderId,
    );
    expect(held).toMatchObject({ reference, accountId, amountPaise: 45_000, onHold: true, failed: false });
    expect(blocked?.failed).toBe(true);
    expect(await gateway.transfersOf(providerPaymentId, providerOrderId)).toEqual([]);
    // A reversal before release is nothing at Cashfree: the split is simply made smaller.
    await gateway.reverseTransfer(held?.providerTransferId ?? '', 450);
    expect(cf.requests.filter((request) => request.method === 'POST' && request.path.includes('/split'))).toEqual([]);

    cf.failNextWith(500, { afterCreate: true });
    await expect(gateway.releaseTransfer(held?.providerTransferId ?? '', 44_550)).rejects.toBeInstanceOf(
      GatewayUnavailable,
    );
    const released = await gateway.releaseTransfer(held?.providerTransferId ?? '', 44_550);
    expect(released).toMatchObject({ reference, amountPaise: 45_000, reversedPaise: 450, onHold: false });
    const order = cf.orders().find((entry) => entry.order_id === providerOrderId);
    expect(order?.order_splits).toEqual([
      {
        vendor_id: accountId,
        amount: 445.5,
        percentage: null,
        tags: { haat_transfer: reference, haat_share: '45000' },
      },
    ]);
    await expect(gateway.reverseTransfer(held?.providerTransferId ?? '', 100)).rejects.toBeInstanceOf(GatewayRefused);

    const settlement = await cf.settleVendor(accountId);
    expect(await gateway.transfersOf(providerPaymentId, providerOrderId)).toEqual([
      expect.objectContaining({ reference, settlementId: String(settlement?.settlement_id), reversedPaise: 450 }),
    ]);
  });

  it('pays what a payout owes beyond its shares from Haat’s balance, once per transfer id', async () => {
    const { accountId } = await gateway.linkAccount(payee('seller-10'));
    await paidOrder(10_000);
    const reference = randomUUID();
    const made = await gateway.directTransfer({ reference, accountId, amountPaise: 2_500 });
    expect(made).toMatchObject({ reference, amountPaise: 2_500, onHold: false, settlementId: expect.any(String) });
    expect(await gateway.directTransfer({ reference, accountId, amountPaise: 2_500 })).toEqual(made);
    expect(cf.settlements().filter((entry) => entry.vendor_id === accountId)).toHaveLength(1);
  });
});
