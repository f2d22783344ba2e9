import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { payoutRunEndpoints } from '#shared/endpoints/payouts-runs.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { payeesWithPayables } from '../../testing/payout-setup.ts';
import { chennaiBuyer, placedOrder } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { financialYear, taxYearOf } from './withholding.ts';

/*
 * A payee's payouts say which tax rules apply to them (a creator's 194H, a seller's 194-O and GST TCS, with the rates
 * in force), and a payout that withheld nothing under a rule covering its earnings says why, by the test the run
 * applied: a creator's commission in the financial year still within 194H's ₹20,000.
 */

let server: TestServer;
let operator: string;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const DAY_MS = 86_400_000;
const ownPayouts = async (cookie: string) => dataOf(await callEndpoint(server, payoutRunEndpoints.own, {}, cookie));

/** A run, each of its payouts paid by UTR, so the payee may be paid again by the next. */
async function paidRun(): Promise<void> {
  const run = dataOf(
    await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator),
  );
  for (const [index, item] of run.items.entries()) {
    const utr = `AXISN${String(run.items.length * 100 + index).padStart(11, '0')}`;
    dataOf(
      await callEndpoint(server, opsMoneyEndpoints.recordResult, { params: { id: item.id }, body: { utr } }, operator),
    );
  }
}

/**
 * `units` more of the kurta sold through the creator's store (orders of at most 10, the stock topped up first),
 * delivered and past their return window: payable.
 */
async function soldAgain(sold: { productId: string; listingId: string }, units: number, sellerCookie: string) {
  const stocked = { params: { id: sold.productId }, body: { stock: units } };
  dataOf(await callEndpoint(server, catalogEndpoints.updateProduct, stocked, sellerCookie));
  const steps: SellerAction[] = [
    { action: 'confirm' },
    { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445577' },
    { action: 'deliver' },
  ];
  for (let left = units; left > 0; left -= 10) {
    const line = { listingId: sold.listingId, quantity: Math.min(left, 10) };
    const order = await placedOrder(server, { ...chennaiBuyer, lines: [line] });
    for (const { id } of order.order.lines)
      for (const body of steps)
        dataOf(await callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId: id }, body }, sellerCookie));
  }
  server.deps.clock.advance(8 * DAY_MS);
}

describe('why a payout withheld no tax', () => {
  it('tells a creator their 194H rule, and each payout under the threshold its year’s commission', async () => {
    const { seller, creator, order } = await payeesWithPayables(server, {
      business: { businessName: 'Rangrez Prints', slug: 'rangrez-prints', pickupPincode: '600001' },
      handle: 'rangrez.picks',
    });
    await paidRun();
    const fy = financialYear(server.deps.clock.now()).label;
    const taxYear = taxYearOf(server.deps.clock.now());

    const first = await ownPayouts(creator.cookie);
    expect(first.withholdingRules).toEqual([
      {
        section: '194H',
        taxYear,
        rateBps: 200,
        withoutPanRateBps: 2_000,
        yearThresholdPaise: 2_000_000,
        financialYear: fy,
      },
    ]);
    expect(first.payouts).toHaveLength(1);
    expect(first.payouts[0]).toMatchObject({
      grossPaise: 30_000,
      deductions: [],
      notWithheld: [
        {
          section: '194H',
          reason: 'under_threshold',
          taxYear,
          yearCommissionPaise: 30_000,
          thresholdPaise: 2_000_000,
          financialYear: fy,
        },
      ],
    });

    // The seller is told the seller's rules; their payout withheld 194-O, so nothing is left to explain.
    const sellers = await ownPayouts(seller.cookie);
    expect(sellers.withholdingRules).toEqual([
      { section: '194O', taxYear, rateBps: 10, withoutPanRateBps: 500, individualExemptionPaise: 50_000_000 },
      { section: 'TCS52', taxYear, rateBps: 50 },
    ]);
    expect(sellers.payouts[0]?.deductions.map((deduction) => deduction.section)).toEqual(['194O']);
    expect(sellers.payouts[0]?.notWithheld).toEqual([]);

    // ₹15,000 more: ₹15,300 in the year, still within it. Then ₹6,000 more: ₹21,300 passes it, and the whole year's
    // commission is taxed at 2% (₹426), with nothing to explain; the earlier payouts keep their own year's figure.
    const kurta = order.order.lines[0];
    const sold = { productId: kurta?.productId as string, listingId: kurta?.listingId as string };
    await soldAgain(sold, 50, seller.cookie);
    await paidRun();
    await soldAgain(sold, 20, seller.cookie);
    await paidRun();
    const later = await ownPayouts(creator.cookie);
    expect(later.payouts.map((payout) => payout.grossPaise)).toEqual([600_000, 1_500_000, 30_000]);
    expect(later.payouts[0]).toMatchObject({
      deductions: [{ section: '194H', basePaise: 2_130_000, rateBps: 200, amountPaise: 42_600 }],
      notWithheld: [],
    });
    expect(later.payouts.slice(1).map((payout) => payout.notWithheld)).toEqual([
      [expect.objectContaining({ reason: 'under_threshold', yearCommissionPaise: 1_530_000 })],
      [expect.objectContaining({ reason: 'under_threshold', yearCommissionPaise: 30_000 })],
    ]);
  }, 60_000);
});
