import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { ORDER_TOKEN_HEADER } from '#shared/contracts/orders.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { codEndpoints } from '#shared/endpoints/payments.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { auditRowsAbout, signedInOperator } from '../../testing/ops-setup.ts';
import { chennaiBuyer, lampInStore, placedOrder } from '../../testing/shop-setup.ts';
import { settlePaymentsNow } from '../../testing/settle-payments.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { startTestSmtp } from '../../testing/test-smtp.ts';

/*
 * COD refunds without a payout provider (issue 37; decision 071): the operator takes the refunds with a UPI ID into
 * the bank file, pays it through the bank, and records each one's UTR, which the buyer then sees and is mailed; a
 * failed one goes back to the buyer for another UPI ID. Nothing is paid twice, and every step is audited.
 */

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let server: TestServer;
let operator: string;
let seller: string;
let placed: PlacedOrder;

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({
    env: {
      SMTP_URL: smtp.url,
      PAYOUT_DETAILS_KEY: 'dGVzdC1rZXktdGVzdC1rZXktdGVzdC1rZXktdGVzdC0=',
      PAYOUT_SCHEDULE: 'off',
    },
  });
  operator = (await signedInOperator(server)).cookie;
  const forSale = await lampInStore(server, { slug: 'diya-bank', handle: 'diya.bank', category: 'fashion', stock: 10 });
  seller = forSale.seller.cookie;
  const listing = forSale.listing;
  placed = await placedOrder(server, {
    ...chennaiBuyer,
    contact: { ...chennaiBuyer.contact, email: 'meera.bank@example.in' },
    lines: [{ listingId: listing.id, quantity: 1 }],
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const order = async () =>
  dataOf(
    await callEndpoint(server, orderEndpoints.get, {
      params: { id: placed.order.id },
      headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    }),
  );
const giveUpiId = (refundId: string, upiId: string) =>
  callEndpoint(server, orderEndpoints.codRefundUpi, {
    params: { id: placed.order.id, refundId },
    headers: { [ORDER_TOKEN_HEADER]: placed.accessToken },
    body: { upiId },
  });
const refunds = async () => dataOf(await callEndpoint(server, codEndpoints.refunds, {}, operator));
const record = (refundId: string, body: { utr: string } | { failed: string }) =>
  callEndpoint(server, codEndpoints.recordRefund, { params: { refundId }, body }, operator);
const bankFile = () => server.fetch('/api/ops/cod/refunds/bank-file.csv', { headers: { cookie: operator } });
const settle = () => settlePaymentsNow(server);

describe('COD refunds paid by the operator’s bank file', () => {
  it('are taken into the bank file once, and the UTR recorded reaches the buyer', async () => {
    const lineId = placed.order.lines[0]?.id ?? '';
    for (const body of [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL661' },
      { action: 'deliver' },
      { action: 'return', reason: 'The parcel came back unopened.' },
    ] satisfies SellerAction[])
      dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller));
    const [owed] = (await order()).payment.codRefunds;
    const refundId = owed?.id ?? '';
    expect(owed).toMatchObject({ amountPaise: 61_000, status: 'awaiting_upi' });

    // Nothing to pay yet: no UPI ID.
    expect(dataOf(await callEndpoint(server, codEndpoints.refundsToBank, {}, operator))).toEqual({ count: 0 });
    dataOf(await giveUpiId(refundId, 'meera.iyer@okaxis'));
    expect(await refunds()).toMatchObject({
      paidBy: 'bank_file',
      items: [{ id: refundId, orderNumber: placed.order.number, amountPaise: 61_000, state: 'queued' }],
    });
    // The minute's job has no payout provider to pay it through: it waits for the operator.
    await settle();
    expect((await refunds()).items[0]?.state).toBe('queued');
    expect((await record(refundId, { utr: 'AXISN12345678901' })).status, 'not in a bank file yet').toBe(409);

    expect(dataOf(await callEndpoint(server, codEndpoints.refundsToBank, {}, operator))).toEqual({ count: 1 });
    expect(dataOf(await callEndpoint(server, codEndpoints.refundsToBank, {}, operator))).toEqual({ count: 0 });
    const file = await bankFile();
    expect(file.status).toBe(200);
    const csv = await file.text();
    expect(csv.split('\n')[0]).toContain('Refund ID');
    expect(csv).toContain(`UPI,Meera Iyer,meera.iyer@okaxis,,610.00,${refundId},Haat refund`);
    expect((await order()).payment.codRefunds[0]).toMatchObject({
      status: 'processing',
      upiIdMasked: 'meXXXXer@okaxis',
    });
    expect((await giveUpiId(refundId, 'other@okaxis')).status, 'on its way').toBe(409);

    // The bank refused it: the buyer may give another UPI ID, which goes into the next file.
    expect((await record(refundId, { failed: 'no' })).status).toBe(422);
    expect(dataOf(await record(refundId, { failed: 'Beneficiary VPA invalid' }))).toMatchObject({ state: 'failed' });
    expect((await order()).payment.codRefunds[0]?.status).toBe('failed');
    dataOf(await giveUpiId(refundId, 'meera@okicici'));
    expect(dataOf(await callEndpoint(server, codEndpoints.refundsToBank, {}, operator))).toEqual({ count: 1 });
    const again = await (await bankFile()).text();
    expect(again).toContain(`UPI,Meera Iyer,meera@okicici,,610.00,${refundId},Haat refund`);

    expect((await record(refundId, { utr: 'not a utr' })).status).toBe(422);
    expect(dataOf(await record(refundId, { utr: 'AXISN12345678901' }))).toMatchObject({
      state: 'paid',
      utr: 'AXISN12345678901',
    });
    expect((await record(refundId, { utr: 'AXISN12345678902' })).status, 'paid already').toBe(409);
    expect((await order()).payment.codRefunds[0]).toMatchObject({ status: 'paid', utr: 'AXISN12345678901' });
    const mail = await smtp.waitFor('meera.bank@example.in', /^Refunded ₹610.00 for order/);
    expect(mail.text).toContain('has been sent to mXXXX@okicici, the UPI ID you gave');
    expect(mail.text).toContain('AXISN12345678901');

    const audited = await auditRowsAbout(server, refundId);
    expect(audited.map((row) => [row.action, row.reason])).toEqual(
      expect.arrayContaining([
        ['cod_refund.failed', 'Beneficiary VPA invalid'],
        ['cod_refund.paid', null],
      ]),
    );
    expect((await auditRowsAbout(server, 'bank_file')).map((row) => row.action)).toEqual(
      expect.arrayContaining(['cod_refunds.bank_batch', 'cod_refunds.bank_file']),
    );
  });

  it('are the operator’s alone to see and record', async () => {
    expect((await callEndpoint(server, codEndpoints.refunds, {}, seller)).status).toBe(403);
    expect((await callEndpoint(server, codEndpoints.refundsToBank, {}, seller)).status).toBe(403);
    expect((await callEndpoint(server, codEndpoints.refundsBankFile, {})).status).toBe(401);
    const unknown = '7d4c1a7e-0000-4000-8000-000000000000';
    expect((await record(unknown, { utr: 'AXISN12345678901' })).status).toBe(404);
  });
});
