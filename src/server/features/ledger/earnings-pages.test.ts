import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EarningsByStatus, LedgerEntry } from '#shared/contracts/ledger.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * The earnings ledger a page at a time (GET /me/earnings with a cursor, and the dashboards' first entries), its
 * totals summed in the database, and the dashboards' figures bounded by their period.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A seller with a product, and a creator's store listing it. */
async function shop(slug: string, handle: string, product: { pricePaise: number; markupPaise: number }) {
  const seller = await signedInSeller(server, { businessName: slug, slug, pickupPincode: '600001' });
  const creator = await signedInCreator(server, { handle });
  const made = await createdProduct(server, seller.cookie, {
    name: `${slug} earrings`,
    category: 'jewellery',
    pricePaise: product.pricePaise,
    stock: 100,
  });
  const listing = await createdListing(server, creator.cookie, made.id, product.markupPaise);
  return { seller: seller.cookie, creator: creator.cookie, productId: made.id, listingId: listing.id };
}

const order = (listingId: string, quantity: number) =>
  placedOrder(server, { ...chennaiBuyer, lines: [{ listingId, quantity }] });

const earnings = (cookie: string, query: { as?: 'creator' | 'seller'; cursor?: string; limit?: number }) =>
  callEndpoint(server, ledgerEndpoints.earnings, { query }, cookie);

/** Every page of an owner's ledger, `limit` at a time, following each page's cursor. */
async function allPages(cookie: string, as: 'creator' | 'seller', limit: number) {
  const pages = [dataOf(await earnings(cookie, { as, limit }))];
  for (let page = pages[0]; page?.nextCursor; page = pages.at(-1)) {
    pages.push(dataOf(await earnings(cookie, { as, limit, cursor: page.nextCursor })));
  }
  return pages;
}

const newestFirst = (entries: LedgerEntry[]) =>
  entries.every((entry, index) => index === 0 || (entries[index - 1]?.createdAt ?? '') >= entry.createdAt);

const encoded = (text: string) => Buffer.from(text).toString('base64url');

function totalsOf(entries: LedgerEntry[]): EarningsByStatus {
  const totals: EarningsByStatus = { awaiting: 0, pending: 0, payable: 0, in_payout: 0, paid: 0, reversed: 0 };
  for (const entry of entries) totals[entry.status] += entry.amountPaise;
  return totals;
}

describe('the earnings ledger, a page at a time', () => {
  let kiran: Awaited<ReturnType<typeof shop>>;
  let creatorEntries: LedgerEntry[];

  beforeAll(async () => {
    kiran = await shop('kiran-crafts', 'kiran.picks', { pricePaise: 45_050, markupPaise: 7_025 });
    // Two lines an order: the two entries of an order are booked at the same instant, so a page may end between them.
    const second = await createdProduct(server, kiran.seller, {
      name: 'Kiran bangles',
      category: 'jewellery',
      pricePaise: 30_003,
      stock: 100,
    });
    const secondListing = await createdListing(server, kiran.creator, second.id, 4_999);
    const orders = [];
    for (let index = 0; index < 4; index += 1) {
      orders.push(
        await placedOrder(server, {
          ...chennaiBuyer,
          lines: [
            { listingId: kiran.listingId, quantity: 1 + index },
            { listingId: secondListing.id, quantity: 2 },
          ],
        }),
      );
    }
    // Their statuses differ: one delivered (pending), one cancelled (reversed), the rest awaiting delivery.
    const [first, cancelled] = orders;
    const lineId = first?.order.lines[0]?.id as string;
    for (const body of [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL424242' },
      { action: 'deliver' },
    ] as const) {
      const moved = await server.send('POST', `/api/seller/order-lines/${lineId}`, kiran.seller, body);
      if (moved.status !== 200) throw new Error(`${body.action} answered ${moved.status}`);
    }
    dataOf(
      await callEndpoint(server, orderEndpoints.cancel, {
        params: { id: cancelled?.order.id as string },
        headers: { 'x-order-token': cancelled?.accessToken as string },
      }),
    );
  }, 60_000);

  it('gives every entry exactly once across three pages, newest first, and totals to the paisa', async () => {
    const pages = await allPages(kiran.creator, 'creator', 3);
    expect(pages.map((page) => page.entries.length)).toEqual([3, 3, 2]);
    expect(pages.map((page) => page.nextCursor === null)).toEqual([false, false, true]);
    creatorEntries = pages.flatMap((page) => page.entries);
    expect(new Set(creatorEntries.map((entry) => entry.id)).size).toBe(8);
    expect(newestFirst(creatorEntries)).toBe(true);
    // The same entries as one page of them all, in the same order.
    const whole = dataOf(await earnings(kiran.creator, { limit: 100 }));
    expect(whole.nextCursor).toBeNull();
    expect(whole.entries).toEqual(creatorEntries);

    // Totals are over every entry, on every page, and add up to the entries to the paisa.
    for (const page of pages) expect(page.totals).toEqual(totalsOf(creatorEntries));
    expect(totalsOf(creatorEntries).reversed).toBeGreaterThan(0);
    expect(totalsOf(creatorEntries).pending).toBeGreaterThan(0);
    expect(totalsOf(creatorEntries).awaiting).toBeGreaterThan(0);

    const sellerPages = await allPages(kiran.seller, 'seller', 3);
    const sellerEntries = sellerPages.flatMap((page) => page.entries);
    expect(sellerPages).toHaveLength(3);
    expect(new Set(sellerEntries.map((entry) => entry.id)).size).toBe(8);
    expect(sellerPages[0]?.totals).toEqual(totalsOf(sellerEntries));
  });

  it('opens the dashboards on the newest entries, with the cursor of the rest and the totals of all', async () => {
    const creatorBoard = dataOf(
      await callEndpoint(server, ledgerEndpoints.creatorDashboard, { query: { days: 30 } }, kiran.creator),
    );
    expect(creatorBoard.ledger.entries).toEqual(creatorEntries);
    expect(creatorBoard.ledger.nextCursor).toBeNull();
    expect(creatorBoard.ledger.totals).toEqual(totalsOf(creatorEntries));
    const sellerBoard = dataOf(
      await callEndpoint(server, ledgerEndpoints.sellerDashboard, { query: { days: 30 } }, kiran.seller),
    );
    expect(sellerBoard.ledger.entries).toHaveLength(8);
    // The answer's cursor continues where the dashboard's entries end.
    const first = dataOf(await earnings(kiran.creator, { limit: 5 }));
    const rest = dataOf(await earnings(kiran.creator, { cursor: first.nextCursor as string }));
    expect([...first.entries, ...rest.entries]).toEqual(creatorEntries);
  });

  it('keeps entries booked within one millisecond apart (PostgreSQL keeps microseconds)', async () => {
    // Three entries booked in the same millisecond, as a server writing them in SQL would: .123100, .123200, .123300.
    const ids = creatorEntries.slice(2, 5).map((entry) => entry.id);
    for (const [index, id] of ids.entries()) {
      await server.database.db.execute(
        sql`update ledger_entries set created_at = '2030-01-01T00:00:00.123Z'::timestamptz
          + ${index + 1} * interval '100 microseconds' where id = ${id}`,
      );
    }
    const pages = await allPages(kiran.creator, 'creator', 1);
    expect(pages).toHaveLength(8);
    const entries = pages.flatMap((page) => page.entries);
    expect(entries.map((entry) => entry.id).toSorted()).toEqual(creatorEntries.map((entry) => entry.id).toSorted());
    expect(
      entries
        .slice(0, 3)
        .map((entry) => entry.id)
        .toSorted(),
    ).toEqual(ids.toSorted());
  });

  it('answers a cursor it did not give with a 400 in the error envelope, never a 500', async () => {
    const uuid = '0b6f3a52-2d0e-4a57-9d3e-6a4f1c2b9e11';
    for (const cursor of [
      'nonsense!',
      'bm9wZQ',
      encoded(`2025-02-30T00:00:00.000000Z|${uuid}`),
      encoded(`0000-01-01T00:00:00.000000Z|${uuid}`),
      encoded(`2025-01-01T00:00:00.000000Z|not-a-uuid`),
      encoded(`2025-01-01T25:00:00.000000Z|${uuid}`),
      encoded(`2025-01-01 00:00:00|${uuid}`),
      '',
    ]) {
      for (const as of ['creator', 'seller'] as const) {
        const answer = await server.fetch(`/api/me/earnings?as=${as}&cursor=${encodeURIComponent(cursor)}&limit=2`, {
          headers: { cookie: as === 'creator' ? kiran.creator : kiran.seller },
        });
        expect({ cursor, status: answer.status }).toEqual({ cursor, status: 400 });
        expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('bad_request');
      }
    }
    // A cursor of the right form is a position: before it, everything; none of them, nothing.
    const before = await earnings(kiran.creator, { cursor: encoded(`2999-01-01T00:00:00.000000Z|${uuid}`) });
    expect(dataOf(before).entries).toHaveLength(8);
    const after = await earnings(kiran.creator, { cursor: encoded(`2001-01-01T00:00:00.000000Z|${uuid}`) });
    expect(dataOf(after)).toMatchObject({ entries: [], nextCursor: null });
    // Past the contract's bounds: 422, as every contract failure.
    expect((await earnings(kiran.creator, { cursor: 'x'.repeat(201) })).status).toBe(422);
    expect((await earnings(kiran.creator, { limit: 0 })).status).toBe(422);
    expect((await earnings(kiran.creator, { limit: 101 })).status).toBe(422);
    expect((await earnings(kiran.creator, { as: 'seller' })).status).toBe(403);
    expect((await server.fetch('/api/me/earnings')).status).toBe(401);
  });
});

describe('dashboard figures over a period', () => {
  it('counts the orders placed in the period and none before it', async () => {
    const asha = await shop('asha-metals', 'asha.finds', { pricePaise: 40_000, markupPaise: 8_000 });
    await order(asha.listingId, 1);
    server.deps.clock.advance(10 * 86_400_000);
    await order(asha.listingId, 2);

    const creatorBoard = async (days: number) =>
      dataOf(await callEndpoint(server, ledgerEndpoints.creatorDashboard, { query: { days } }, asha.creator));
    const week = await creatorBoard(7);
    expect(week).toMatchObject({ orders: 1, unitsSold: 2, salesPaise: 96_000 });
    expect(week.salesByDay.reduce((total, point) => total + point.value, 0)).toBe(96_000);
    expect(await creatorBoard(30)).toMatchObject({ orders: 2, unitsSold: 3, salesPaise: 144_000 });
    // The ledger is not a period's: both orders' earnings, awaiting delivery.
    expect(week.ledger.entries.map((entry) => entry.status)).toEqual(['awaiting', 'awaiting']);
    expect(week.ledger.totals).toEqual(totalsOf(week.ledger.entries));

    const sellerBoard = async (days: number) =>
      dataOf(await callEndpoint(server, ledgerEndpoints.sellerDashboard, { query: { days } }, asha.seller));
    const sellerWeek = await sellerBoard(7);
    expect(sellerWeek.revenuePaise).toBe(80_000);
    expect(sellerWeek.ordersByStatus).toEqual([{ status: 'placed', lines: 1 }]);
    expect(sellerWeek.topProducts).toEqual([
      { productId: asha.productId, name: 'asha-metals earrings', units: 2, revenuePaise: 80_000 },
    ]);
    expect(sellerWeek.creators).toMatchObject([{ handle: 'asha.finds', units: 2, revenuePaise: 80_000, listings: 1 }]);
    const sellerMonth = await sellerBoard(30);
    expect(sellerMonth.revenuePaise).toBe(120_000);
    expect(sellerMonth.ordersByStatus).toEqual([{ status: 'placed', lines: 2 }]);
    expect(sellerMonth.topProducts[0]).toMatchObject({ units: 3, revenuePaise: 120_000 });
    expect(sellerMonth.creators).toMatchObject([{ units: 3, revenuePaise: 120_000 }]);
  });
});
