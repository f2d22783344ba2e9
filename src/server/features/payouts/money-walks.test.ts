import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing } from '#shared/contracts/catalog.ts';
import { feeGst } from '#shared/contracts/commission.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { LineStatus, PlacedOrder } from '#shared/contracts/orders.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { codEndpoints } from '#shared/endpoints/payments.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { indiaDate, monthRange } from '#shared/financial-year.ts';
import { ledgerEntries, orderLines, payoutDeductions, payouts } from '../../db/schema.ts';
import { createRandom, type Random } from '#shared/random.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInOperator } from '../../testing/ops-setup.ts';
import { creatorUpi, savePayoutMethod, sellerBank } from '../../testing/payout-setup.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { setCommissionRates } from '../commission/commission.service.ts';
import { tcsBySupplier } from './tcs-report.service.ts';
import { tcsTotal } from '#shared/gst-tcs.ts';

/*
 * The money invariant as a property (issue 36): random orders of one to three lines, from a GST-registered seller
 * (goods at 0%, 3%, 5% and 18%, some with a delivery fee) and an unregistered one, through a creator's store at
 * random markups, each line walked at random through the states a line can reach (confirmed, cancelled by the buyer
 * or the seller, shipped, undelivered, delivered, returned), with payout runs between them paid or failed. After
 * every step, for every parcel: what the ledger keeps live is what the buyer is charged for it, the four parties
 * of each line add up, no delivery fee (a COD fee inside it, decision 072) is lost or doubled, Haat's GST is 18% of its fees to the paisa, and every
 * payout is what its entries add up to less what was withheld; in the end the GST TCS withheld is what GSTR-8
 * reports. The seed is printed on failure; WALK_SEED repeats one.
 */

const SEED = Number(process.env.WALK_SEED ?? Date.now() % 1_000_000);
// A few hundred orders, on each database; WALK_ORDERS changes how many.
const ORDERS = Number(process.env.WALK_ORDERS ?? 300);
const DAY_MS = 86_400_000;
const STOPPED: readonly LineStatus[] = ['cancelled', 'delivery_failed', 'returned'];
/** Every walk's order is paid on delivery, with this COD fee on each parcel (an odd figure, for the rounding). */
const COD_FEE_PAISE = 1_753;

let server: TestServer;
let operator: string;
let registered: string;
let registeredUserId: string;
let unregistered: string;
let creator: string;
const listings: { listing: Listing; seller: string; deliveryFeePaise: number }[] = [];
let utrs = 0;

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
  const registeredSeller = await signedInSeller(server, {
    businessName: 'Walk Registered',
    slug: 'walk-registered',
    pickupPincode: '400001',
    gstin: '27AAPFU0939F1ZV',
  });
  registered = registeredSeller.cookie;
  registeredUserId = registeredSeller.account.id;
  unregistered = (
    await signedInSeller(server, { businessName: 'Walk Local', slug: 'walk-local', pickupPincode: '600001' })
  ).cookie;
  creator = (await signedInCreator(server, { handle: 'walk.creator' })).cookie;
  // Odd rates, so every rounding is exercised.
  await setCommissionRates(
    server.database.db,
    { sellerDefaultBps: 735, sellerCategoryBps: { jewellery: 1_250 }, creatorMarkupBps: 999 },
    null,
    server.deps.now(),
  );
  await savePayoutMethod(server, registered, sellerBank);
  await savePayoutMethod(server, unregistered, { ...sellerBank, pan: 'ABCPE1234F', panName: 'Walk Local' });
  await savePayoutMethod(server, creator, creatorUpi);
  const rules = { maxOrderPaise: null, tokenPaise: 0, confirmation: false, confirmHours: 24, reason: 'Walks' };
  dataOf(await callEndpoint(server, codEndpoints.setRules, { body: { ...rules, feePaise: COD_FEE_PAISE } }, operator));
  dataOf(
    await callEndpoint(
      server,
      taxEndpoints.saveSellerGst,
      {
        body: {
          registered: false,
          legalName: 'Walk Local',
          address: '4 Mount Road, Chennai 600002',
          state: 'Tamil Nadu',
          enrolmentNumber: '33ABCPE1234F1Z4',
        },
      },
      unregistered,
    ),
  );
  const catalog = [
    [registered, 'Kundan jhumki', 'jewellery', 89_900, 4_900, 15_050],
    [registered, 'Block-print kurta', 'fashion', 124_999, 0, 33_333],
    [registered, 'Bluetooth speaker', 'electronics', 149_900, 9_900, 0],
    [registered, 'Poetry collection', 'books', 39_900, 4_000, 7_777],
    [unregistered, 'Sandalwood soap', 'beauty', 27_500, 3_000, 5_001],
    [unregistered, 'Cotton towel', 'home', 45_000, 0, 0],
  ] as const;
  for (const [seller, name, category, pricePaise, deliveryFeePaise, markup] of catalog) {
    const product = await createdProduct(server, seller, {
      name,
      category,
      pricePaise,
      deliveryFeePaise,
      stock: 5_000,
      returnPolicyDays: 7,
    });
    listings.push({ listing: await createdListing(server, creator, product.id, markup), seller, deliveryFeePaise });
  }
}, 120_000);

afterAll(async () => {
  await server?.close();
});

const act = (lineId: string, body: SellerAction, cookie: string) =>
  callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, cookie);

/** Where each line the walk placed stands, as its answers said. */
const statuses = new Map<string, LineStatus>();
const AFTER: Record<SellerAction['action'], LineStatus> = {
  confirm: 'confirmed',
  ship: 'shipped',
  out_for_delivery: 'out_for_delivery',
  deliver: 'delivered',
  fail: 'delivery_failed',
  return: 'returned',
  cancel: 'cancelled',
};

/** One step of a line's walk from where it is, chosen at random; false when it has nowhere left to go. */
async function step(random: Random, placed: PlacedOrder, lineId: string, cookie: string): Promise<boolean> {
  const status = statuses.get(lineId) ?? 'cancelled';
  const next: Partial<Record<LineStatus, SellerAction[]>> = {
    placed: [{ action: 'confirm' }, { action: 'cancel', reason: 'Out of stock' }],
    confirmed: [
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' },
      { action: 'cancel', reason: 'Damaged in the warehouse' },
    ],
    shipped: [{ action: 'deliver' }, { action: 'deliver' }, { action: 'fail', reason: 'Nobody at home' }],
    out_for_delivery: [{ action: 'deliver' }],
    delivered: [{ action: 'return', reason: 'Wrong size' }],
  };
  const options = next[status];
  if (!options || (status === 'delivered' && !random.chance(0.25))) return false;
  // Now and then the buyer cancels what has not shipped instead.
  if ((status === 'placed' || status === 'confirmed') && random.chance(0.1)) {
    const cancelled = await callEndpoint(server, orderEndpoints.cancel, {
      params: { id: placed.order.id },
      headers: { 'x-order-token': placed.accessToken },
    });
    if (cancelled.status !== 200) throw new Error(`seed ${SEED}: cancelling answered ${cancelled.status}`);
    for (const line of dataOf(cancelled).lines) statuses.set(line.id, line.status);
    return true;
  }
  const action = random.pick(options);
  const answer = await act(lineId, action, cookie);
  // A return after the window has closed is refused: that line's walk is over. Anything else is a failure.
  if (![200, 409, 422].includes(answer.status))
    throw new Error(`seed ${SEED}: ${status} line answered ${answer.status}: ${JSON.stringify(answer.error)}`);
  if (answer.status === 200) statuses.set(lineId, AFTER[action.action]);
  return answer.status === 200;
}

/** A payout run, each payout then paid or (now and then, unless `allPaid`) failed by its bank. */
async function payoutRun(random: Random, allPaid = false): Promise<void> {
  const started = await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator);
  if (started.status !== 201) throw new Error(`seed ${SEED}: a payout run answered ${started.status}`);
  for (const item of dataOf(started).items) {
    const body =
      !allPaid && random.chance(0.2)
        ? { failed: 'Beneficiary bank is down' }
        : { utr: `AXISN${String(SEED).padStart(7, '0')}${String((utrs += 1)).padStart(5, '0')}` };
    const recorded = await callEndpoint(
      server,
      opsMoneyEndpoints.recordResult,
      { params: { id: item.id }, body },
      operator,
    );
    if (recorded.status !== 200) throw new Error(`seed ${SEED}: recording a payout answered ${recorded.status}`);
  }
}

const sum = (rows: { amountPaise: number }[]) => rows.reduce((total, row) => total + row.amountPaise, 0);

/**
 * Every invariant, over every line the walk has placed: each one broken, in words (none when the money adds up). The
 * buyer's view of what is charged is read for the orders in `viewed`.
 */
async function brokenInvariants(orders: PlacedOrder[], viewed: PlacedOrder[]): Promise<string[]> {
  const broken: string[] = [];
  const check = (holds: boolean, what: string) => {
    if (!holds) broken.push(`seed ${SEED}: ${what}`);
  };
  const ids = orders.flatMap((order) => order.order.lines.map((line) => line.id));
  const lines = await server.database.db.select().from(orderLines).where(inArray(orderLines.id, ids));
  const entries = await server.database.db.select().from(ledgerEntries).where(inArray(ledgerEntries.lineId, ids));
  const entriesOf = Map.groupBy(entries, (entry) => entry.lineId ?? '');
  const live = (rows: typeof entries) => rows.filter((entry) => entry.status !== 'reversed');
  const goodsOf = (line: (typeof lines)[number]) => (line.basePricePaise + line.markupPaise) * line.quantity;
  for (const order of orders) {
    const { number } = order.order;
    const orderLinesNow = lines.filter((line) => line.orderId === order.order.id);
    let fees = 0;
    for (const parcel of Map.groupBy(orderLinesNow, (line) => line.sellerId).values()) {
      const goingOn = parcel.filter((line) => !STOPPED.includes(line.status));
      const fee = parcel.reduce((total, line) => total + line.deliveryPaise, 0);
      const goods = goingOn.reduce((total, line) => total + goodsOf(line), 0);
      const ledgerLive = sum(parcel.flatMap((line) => live(entriesOf.get(line.id) ?? [])));
      // What the ledger keeps live is what the buyer is charged for the parcel: its lines that go on, and its fee
      // while any does.
      const owed = goods + (goingOn.length > 0 ? fee : 0);
      check(ledgerLive === owed, `${number}: the ledger keeps ${ledgerLive} live for a parcel charged ${owed}`);
      // The fee the buyer paid for the parcel (its dearest product's) sits on its lines once: never lost or doubled.
      const feeOf = (line: (typeof parcel)[number]) =>
        listings.find(({ listing }) => listing.id === line.listingId)?.deliveryFeePaise ?? 0;
      const placedFee = Math.max(...parcel.map(feeOf)) + COD_FEE_PAISE;
      check(fee === placedFee, `${number}: the parcel's lines carry ${fee} of a ${placedFee} delivery fee`);
      fees += fee;
      for (const line of parcel) {
        const rows = entriesOf.get(line.id) ?? [];
        const byParty = (party: string) => sum(rows.filter((entry) => entry.party === party));
        // Haat's GST is 18% of its fees, as two equal 9% heads.
        const gst = feeGst(line.commissionPaise, 1_800) + feeGst(line.markupFeePaise, 1_800);
        check(byParty('platform_gst') === gst, `${number}: GST on Haat's fees ${byParty('platform_gst')}, not ${gst}`);
        check(byParty('platform') === line.commissionPaise + line.markupFeePaise, `${number}: Haat's fees booked`);
        // A stopped line keeps nothing live but, after the rest of its parcel was paid out, its seller's fee.
        const kept = live(rows).map((entry) => `${entry.party} ${entry.amountPaise}`);
        check(
          !STOPPED.includes(line.status) || kept.length === 0 || kept.join() === `seller ${line.deliveryPaise}`,
          `${number}: a stopped line keeps ${kept.join(', ')} live`,
        );
      }
    }
    // The parcels' fees add up to the delivery and COD fees the buyer was charged at checkout.
    const delivery = order.order.summary.deliveryPaise + order.order.summary.codFeePaise;
    check(fees === delivery, `${number}: the parcels carry ${fees} of ${delivery} delivery`);
    // The buyer's order says the same as the lines: what is charged now.
    if (!viewed.includes(order)) continue;
    const seen = dataOf(
      await callEndpoint(server, orderEndpoints.get, {
        params: { id: order.order.id },
        headers: { 'x-order-token': order.accessToken },
      }),
    );
    const charged = orderLinesNow.filter((line) => line.status !== 'cancelled' && line.status !== 'delivery_failed');
    const chargedParcels = new Set(charged.map((line) => line.sellerId));
    const chargedTotal =
      charged.reduce((total, line) => total + goodsOf(line), 0) +
      orderLinesNow
        .filter((line) => chargedParcels.has(line.sellerId))
        .reduce((total, line) => total + line.deliveryPaise, 0);
    check(seen.charged.totalPaise === chargedTotal, `${number}: the order says ${seen.charged.totalPaise} is charged`);
    const codFees = chargedParcels.size * COD_FEE_PAISE;
    check(seen.charged.codFeePaise === codFees, `${number}: the order says ${seen.charged.codFeePaise} of COD fees`);
  }
  // Every payout is what its entries add up to, less what was withheld; a failed one holds none.
  const paid = await server.database.db.select().from(payouts);
  const inPayouts = await server.database.db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.payoutId,
        paid.map((payout) => payout.id),
      ),
    );
  for (const payout of paid) {
    const held = sum(inPayouts.filter((entry) => entry.payoutId === payout.id));
    check(payout.netPaise === payout.grossPaise - payout.deductionsPaise, `payout ${payout.id} does not add up`);
    check(held === (payout.status === 'failed' ? 0 : payout.grossPaise), `payout ${payout.id} holds ${held}`);
  }
  return broken;
}

/** GST TCS withheld from the registered seller's payouts that did not fail. */
async function tcsWithheld(): Promise<number> {
  const rows = await server.database.db
    .select({ amountPaise: payoutDeductions.amountPaise })
    .from(payoutDeductions)
    .innerJoin(payouts, eq(payouts.id, payoutDeductions.payoutId))
    .where(
      and(eq(payouts.userId, registeredUserId), ne(payouts.status, 'failed'), eq(payoutDeductions.section, 'TCS52')),
    );
  return sum(rows);
}

/** The rows of the state's GSTR-8s, every month from `from` to now. */
async function gstr8Rows(from: Date, stateCode: string) {
  const rows = [];
  for (let month = indiaDate(from).slice(0, 7); month <= indiaDate(server.deps.now()).slice(0, 7); ) {
    rows.push(...(await tcsBySupplier(server.database.db, month, stateCode)));
    month = indiaDate(monthRange(month).to).slice(0, 7);
  }
  return rows;
}

/** GST TCS the state's GSTR-8s report, every month from `from` to now. */
async function tcsReported(from: Date, stateCode: string): Promise<number> {
  return sum((await gstr8Rows(from, stateCode)).map((row) => ({ amountPaise: tcsTotal(row) })));
}

describe('money over random order walks', () => {
  it(`keeps every invariant to the paisa (${ORDERS} orders)`, async () => {
    const random = createRandom(SEED);
    const started = server.deps.now();
    const orders: PlacedOrder[] = [];
    // What broke at each checkpoint (a run of payouts every 25 orders, and at the end).
    const broken: string[] = [];
    const open: { order: PlacedOrder; lineId: string; cookie: string }[] = [];
    for (let index = 0; index < ORDERS; index += 1) {
      const picked = random.shuffle(listings).slice(0, random.int(1, 3));
      const order = await placedOrder(server, {
        ...chennaiBuyer,
        lines: picked.map(({ listing }) => ({ listingId: listing.id, quantity: random.int(1, 3) })),
      });
      orders.push(order);
      for (const line of order.order.lines) {
        statuses.set(line.id, line.status);
        const seller = picked.find(({ listing }) => listing.id === line.listingId)?.seller ?? registered;
        open.push({ order, lineId: line.id, cookie: seller });
      }
      // A few steps of lines still walking, in any order.
      for (let moves = random.int(0, 4); moves > 0 && open.length > 0; moves -= 1) {
        const at = random.int(0, open.length - 1);
        const walking = open[at];
        if (walking && !(await step(random, walking.order, walking.lineId, walking.cookie))) open.splice(at, 1);
      }
      if (index % 25 === 24) {
        server.deps.clock.advance(random.int(1, 9) * DAY_MS);
        dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as: 'seller' } }, registered));
        await payoutRun(random);
        // The orders placed since the last run; the end checks every one.
        broken.push(...(await brokenInvariants(orders.slice(-25), orders.slice(-25))));
      }
    }
    // Every line walks to its end, then the windows close and a last run pays what is payable.
    while (open.length > 0) {
      const walking = open.pop();
      if (walking) while (await step(random, walking.order, walking.lineId, walking.cookie));
    }
    server.deps.clock.advance(8 * DAY_MS);
    dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as: 'seller' } }, registered));
    await payoutRun(random, true);
    broken.push(...(await brokenInvariants(orders, orders)));
    expect(broken).toEqual([]);
    // Everything delivered is paid out now: the GST TCS withheld from the registered seller's payouts is, to the
    // paisa, what the GSTR-8s of their state report over the months of the walk.
    const withheld = await tcsWithheld();
    expect(withheld).toBeGreaterThan(0);
    expect(withheld).toBe(await tcsReported(started, '27'));
    // The enrolled unregistered seller is in their state's GSTR-8 under their enrolment number, nothing collected.
    const enrolled = await gstr8Rows(started, '33');
    expect(enrolled.length).toBeGreaterThan(0);
    expect(new Set(enrolled.map((row) => [row.gstin, tcsTotal(row)].join(' ')))).toEqual(
      new Set(['33ABCPE1234F1Z4 0']),
    );
  }, 300_000);
});
