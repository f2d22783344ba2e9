import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
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
 * The creator's and the seller's dashboards count a day as India lives it (Asia/Kolkata), like the operator's: an
 * order placed at 23:00 UTC is 04:30 the next morning in India and is that day's. And a seller's figures are in the
 * seller's terms: what creators sold of their products is counted at the seller's base price, not what buyers paid.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const DAY_MS = 86_400_000;
const utcDate = (at: Date) => at.toISOString().slice(0, 10);

/** Moves the app's clock forward to the next 23:00 UTC. */
function advanceTo2300Utc(): Date {
  const now = server.deps.clock.now();
  let next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 23, 0, 0);
  if (next <= now.getTime()) next += DAY_MS;
  return server.deps.clock.advance(next - now.getTime());
}

describe('dashboard days', () => {
  it('puts an order placed at 23:00 UTC (04:30 in India) and a visit then on India’s day', async () => {
    const seller = await signedInSeller(server, {
      businessName: 'Bindu Brass',
      slug: 'bindu-brass',
      pickupPincode: '600001',
    });
    const creator = await signedInCreator(server, { handle: 'bindu.picks' });
    const product = await createdProduct(server, seller.cookie, {
      name: 'Brass diya',
      category: 'home',
      pricePaise: 50_000,
      stock: 20,
    });
    const listing = await createdListing(server, creator.cookie, product.id, 10_000);

    const placedAt = advanceTo2300Utc();
    const indiaDay = utcDate(new Date(placedAt.getTime() + DAY_MS));
    await placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: listing.id, quantity: 2 }] });
    expect((await server.send('POST', `/api/stores/${creator.store.id}/visits`, undefined, {})).status).toBe(204);

    const creatorBoard = dataOf(
      await callEndpoint(server, ledgerEndpoints.creatorDashboard, { query: { days: 7 } }, creator.cookie),
    );
    // The period ends on India's today, the order's day there, with what the buyer paid for it.
    expect(creatorBoard.salesByDay).toHaveLength(7);
    expect(creatorBoard.salesByDay.at(-1)).toEqual({ day: indiaDay, value: 120_000 });
    expect(creatorBoard.salesByDay.filter((point) => point.value > 0)).toHaveLength(1);
    expect(creatorBoard.visitsByDay.at(-1)).toEqual({ day: indiaDay, value: 1 });

    const sellerBoard = dataOf(
      await callEndpoint(server, ledgerEndpoints.sellerDashboard, { query: { days: 7 } }, seller.cookie),
    );
    expect(sellerBoard.revenueByDay.at(-1)).toEqual({ day: indiaDay, value: 100_000 });
    expect(sellerBoard.revenueByDay.map((point) => point.day)).not.toContain(
      utcDate(new Date(placedAt.getTime() - 6 * DAY_MS)),
    );

    // Still that India day at 18:29 UTC the next day; at 18:30 UTC India's next day starts a new point.
    server.deps.clock.advance(19 * 3_600_000 + 29 * 60_000);
    const later = dataOf(
      await callEndpoint(server, ledgerEndpoints.sellerDashboard, { query: { days: 7 } }, seller.cookie),
    );
    expect(later.revenueByDay.at(-1)).toEqual({ day: indiaDay, value: 100_000 });
    server.deps.clock.advance(60_000);
    const nextDay = dataOf(
      await callEndpoint(server, ledgerEndpoints.sellerDashboard, { query: { days: 7 } }, seller.cookie),
    );
    expect(nextDay.revenueByDay.slice(-2)).toEqual([
      { day: indiaDay, value: 100_000 },
      { day: utcDate(new Date(placedAt.getTime() + 2 * DAY_MS)), value: 0 },
    ]);
  });

  it('counts what creators sold of a seller’s products at the seller’s base price, as its revenue', async () => {
    const seller = await signedInSeller(server, {
      businessName: 'Tara Weaves',
      slug: 'tara-weaves',
      pickupPincode: '600001',
    });
    const creator = await signedInCreator(server, { handle: 'tara.finds' });
    const product = await createdProduct(server, seller.cookie, {
      name: 'Cotton stole',
      category: 'fashion',
      pricePaise: 40_000,
      stock: 20,
    });
    const listing = await createdListing(server, creator.cookie, product.id, 8_000);
    await placedOrder(server, { ...chennaiBuyer, lines: [{ listingId: listing.id, quantity: 3 }] });

    const board = dataOf(
      await callEndpoint(server, ledgerEndpoints.sellerDashboard, { query: { days: 30 } }, seller.cookie),
    );
    // Buyers paid ₹1,440 (3 × ₹480); the seller's base is ₹1,200, and every figure of theirs says that.
    expect(board.revenuePaise).toBe(120_000);
    expect(board.topProducts).toMatchObject([{ units: 3, revenuePaise: 120_000 }]);
    expect(board.creators).toEqual([
      expect.objectContaining({ handle: 'tara.finds', units: 3, listings: 1, revenuePaise: 120_000 }),
    ]);
    expect(board.creators[0]).not.toHaveProperty('salesPaise');
  });
});
