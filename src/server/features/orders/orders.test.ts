import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import type { Quote } from '#shared/contracts/cart.ts';
import type { PlaceOrder } from '#shared/contracts/orders-checkout.ts';
import type { CreatorDashboard, SellerDashboard } from '#shared/contracts/ledger-dashboards.ts';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { Ledger } from '#shared/contracts/ledger.ts';
import type { Notification } from '#shared/contracts/notifications.ts';
import type { Order, PlacedOrder } from '#shared/contracts/orders.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder as orderPlaced,
  postOrder,
  sellersAndCreator,
  signedInCreator,
  signedInSeller,
  type TestProductInput,
} from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let creator: string;
let otherSeller: string;

const { contact, address } = chennaiBuyer;

const sellerProduct = (
  name: string,
  pricePaise: number,
  stock: number,
  cookie = seller,
  extra: Partial<TestProductInput> = {},
) => createdProduct(server, cookie, { name, category: 'jewellery', pricePaise, stock, ...extra });
const listed = (product: Product, markupPaise: number) => createdListing(server, creator, product.id, markupPaise);
const order = (key: string, lines: Record<string, unknown>[], cookie?: string, body: Record<string, unknown> = {}) =>
  postOrder(server, { contact, address, payment: { method: 'cod' }, lines, ...body }, { key, cookie });
/** A line as sent; a test may add fields the contract does not have (a forged price), which the server ignores. */
type SentLine = PlaceOrder['lines'][number] & Record<string, unknown>;
const placed = (key: string, lines: SentLine[], cookie?: string) =>
  orderPlaced(server, { contact, address, lines }, { key, cookie });

const stockOf = async (productId: string, cookie = seller) => {
  const { items } = (await (await server.send('GET', '/api/seller/products', cookie)).json()) as { items: Product[] };
  return items.find((product) => product.id === productId)?.stock;
};

const act = (lineId: string, body: Record<string, unknown>, cookie = seller) =>
  server.send('POST', `/api/seller/order-lines/${lineId}`, cookie, body);
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const key = () => crypto.randomUUID();

beforeAll(async () => {
  server = await startTestServer();
  ({ seller, otherSeller, creator } = await sellersAndCreator(server));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('quote and checkout', () => {
  it('prices a cart now, flags what cannot be ordered, and adds delivery per paid parcel', async () => {
    const free = await listed(await sellerProduct('Temple earrings', 80_000, 2), 20_000);
    const paid = await listed(
      await sellerProduct('Silk stole', 120_000, 5, seller, { deliveryFeePaise: 4_900, shipping: 'Standard courier' }),
      0,
    );
    const quote = await json<Quote>(
      server.send('POST', '/api/cart/quote', undefined, {
        lines: [
          { listingId: free.id, quantity: 3 },
          { listingId: paid.id, quantity: 1 },
          { listingId: key(), quantity: 1 },
        ],
      }),
    );
    expect(quote.lines.map((line) => [line.name, line.unitPricePaise, line.problem, line.available])).toEqual([
      ['Temple earrings', 100_000, 'short', 2],
      ['Silk stole', 120_000, null, 5],
    ]);
    expect(quote.lines[0]?.storeHandle).toBe('meera.wears');
    expect(quote.summary).toEqual({ itemsPaise: 120_000, deliveryPaise: 4_900, codFeePaise: 0, totalPaise: 124_900 });
  });

  it('charges one parcel per seller at the highest delivery fee its products ask, and nothing for free ones', async () => {
    const stole = await listed(await sellerProduct('Cotton stole', 50_000, 5, seller, { deliveryFeePaise: 4_900 }), 0);
    const lamp = await listed(await sellerProduct('Brass lamp', 70_000, 5, seller, { deliveryFeePaise: 9_900 }), 0);
    const freeOne = await listed(await sellerProduct('Bangle box', 30_000, 5, otherSeller), 0);
    const quote = await json<Quote>(
      server.send('POST', '/api/cart/quote', undefined, {
        lines: [
          { listingId: stole.id, quantity: 2 },
          { listingId: lamp.id, quantity: 1 },
          { listingId: freeOne.id, quantity: 1 },
        ],
      }),
    );
    expect(quote.summary).toEqual({ itemsPaise: 200_000, deliveryPaise: 9_900, codFeePaise: 0, totalPaise: 209_900 });
  });

  it('places a guest order at the server’s prices, freezing price, markup and attribution; forged prices are ignored', async () => {
    const product = await sellerProduct('Kanjivaram saree', 900_000, 4);
    const listing = await listed(product, 150_000);
    const result = await placed(key(), [
      { listingId: listing.id, quantity: 2, ref: 'ig', utmSource: 'instagram', unitPricePaise: 1, pricePaise: 1 },
    ]);
    expect(result.order).toMatchObject({
      status: 'placed',
      contact: { name: 'Meera Iyer', phone: '+919876543210', email: null },
      address: { city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
      payment: { method: 'cod', status: 'due_on_delivery' },
      summary: { itemsPaise: 2_100_000, deliveryPaise: 0, codFeePaise: 0, totalPaise: 2_100_000 },
      cancellable: true,
    });
    expect(result.order.number).toMatch(/^HT-[0-9A-Z]{8}$/);
    expect(result.order.lines[0]).toMatchObject({
      quantity: 2,
      unitPricePaise: 1_050_000,
      lineTotalPaise: 2_100_000,
      storeHandle: 'meera.wears',
      status: 'placed',
    });
    expect(await stockOf(product.id)).toBe(2);

    // A later price change never alters the placed order.
    await server.send('PATCH', `/api/seller/products/${product.id}`, seller, { pricePaise: 990_000 });
    const again = await json<Order>(
      server.fetch(`/api/orders/${result.order.id}`, { headers: { 'x-order-token': result.accessToken } }),
    );
    expect(again.lines[0]?.unitPricePaise).toBe(1_050_000);
  });

  it('answers a placed order exactly as its page then shows it, lines in the same order', async () => {
    const products = [
      await sellerProduct('zari dupatta', 120_000, 5),
      await sellerProduct('Anklet pair', 45_000, 5),
      await sellerProduct('Bangle set', 30_000, 5),
    ];
    const listings = [];
    for (const product of products) listings.push(await listed(product, 10_000));
    const result = await placed(
      key(),
      listings.map((listing) => ({ listingId: listing.id, quantity: 1 })),
    );
    const page = await json<Order>(
      server.fetch(`/api/orders/${result.order.id}`, { headers: { 'x-order-token': result.accessToken } }),
    );
    expect(result.order).toEqual(page);
    expect(page.lines.map((line) => line.name)).toEqual(['Anklet pair', 'Bangle set', 'zari dupatta']);
  });

  it('refuses a changed price, too many, more than the stock and bad details, changing nothing', async () => {
    const product = await sellerProduct('Pearl drops', 50_000, 3);
    const listing = await listed(product, 10_000);
    const changed = await order(key(), [{ listingId: listing.id, quantity: 1, expectedUnitPricePaise: 55_000 }]);
    expect(changed.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(changed)).error).toMatchObject({
      code: 'price_changed',
      message: expect.stringContaining('₹600.00'),
    });
    const tooMany = await order(key(), [{ listingId: listing.id, quantity: 11 }]);
    expect(tooMany.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string[]> } }>(tooMany)).error.fields).toHaveProperty([
      'lines.0.quantity',
    ]);
    const short = await order(key(), [{ listingId: listing.id, quantity: 4 }]);
    expect(short.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(short)).error).toEqual({
      code: 'out_of_stock',
      message: 'Only 3 of Pearl drops left. Lower the quantity to continue.',
    });
    for (const bad of [
      { contact: { ...contact, phone: '12345' } },
      { address: { ...address, pincode: '06001' } },
      { address: { ...address, state: 'Atlantis' } },
      { payment: { method: 'card' } },
      { lines: [] },
      {
        lines: [
          { listingId: listing.id, quantity: 1 },
          { listingId: listing.id, quantity: 1 },
        ],
      },
    ]) {
      expect((await order(key(), [{ listingId: listing.id, quantity: 1 }], undefined, bad)).status).toBe(422);
    }
    const noKey = await server.send('POST', '/api/orders', undefined, {
      contact,
      address,
      payment: { method: 'cod' },
      lines: [{ listingId: listing.id, quantity: 1 }],
    });
    expect(noKey.status).toBe(422);
    expect(await stockOf(product.id)).toBe(3);
  });

  it('refuses an order whose total would not fit the order columns (over ₹1 crore), changing nothing', async () => {
    // Two lines of ten at the highest price and markup: ₹2.2 crore, past PostgreSQL's integer in paise.
    const dearest = await Promise.all(
      ['Diamond choker', 'Emerald necklace'].map(async (name) =>
        listed(await sellerProduct(name, 100_000_000, 10), 10_000_000),
      ),
    );
    const response = await order(
      key(),
      dearest.map((listing) => ({ listingId: listing.id, quantity: 10 })),
    );
    expect(response.status).toBe(422);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe(
      'One order can total at most ₹1,00,00,000. Split it into smaller orders.',
    );
    expect(await stockOf(dearest[0]?.product.id ?? '')).toBe(10);
  });

  it('answers a retry with the same order and refuses the key for a different order', async () => {
    const listing = await listed(await sellerProduct('Jhumka set', 30_000, 5), 5_000);
    const idempotencyKey = key();
    const first = await placed(idempotencyKey, [{ listingId: listing.id, quantity: 1 }]);
    const retry = await order(idempotencyKey, [{ listingId: listing.id, quantity: 1 }]);
    expect(retry.status).toBe(200);
    expect((await json<PlacedOrder>(retry)).order.id).toBe(first.order.id);
    const different = await order(idempotencyKey, [{ listingId: listing.id, quantity: 2 }]);
    expect(different.status).toBe(422);
    expect((await json<{ error: { message: string } }>(different)).error.message).toContain('Idempotency-Key');
  });

  it('never oversells: concurrent checkouts of the last units, and one order per key sent at once', async () => {
    const product = await sellerProduct('Limited brooch', 40_000, 10);
    const listing = await listed(product, 0);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => order(key(), [{ listingId: listing.id, quantity: 1 }])),
    );
    const statuses = answers.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(90);
    const refusals = await Promise.all(
      answers
        .filter((response) => response.status === 409)
        .map((response) => json<{ error: { code: string } }>(response)),
    );
    expect(new Set(refusals.map((refusal) => refusal.error.code))).toEqual(new Set(['out_of_stock']));
    expect(await stockOf(product.id)).toBe(0);

    const anklets = await sellerProduct('Anklet pair', 20_000, 50);
    const second = await listed(anklets, 0);
    const shared = key();
    const same = await Promise.all(
      Array.from({ length: 20 }, () => order(shared, [{ listingId: second.id, quantity: 1 }])),
    );
    expect(same.every((response) => response.status === 200 || response.status === 201)).toBe(true);
    const ids = new Set(await Promise.all(same.map(async (response) => (await json<PlacedOrder>(response)).order.id)));
    expect(ids.size).toBe(1);
    expect(await stockOf(anklets.id)).toBe(49);
  }, 60_000);

  it('takes the stock of orders naming the same products in any order at once, and a product on two lines once for both', async () => {
    // A seller of their own, so the second store below is on no other test's dashboard.
    const maker = (
      await signedInSeller(server, { businessName: 'Jhumka House', slug: 'jhumka-house', pickupPincode: '600001' })
    ).cookie;
    const [earrings, bangles] = await Promise.all([
      sellerProduct('Jhumka earrings', 30_000, 39, maker),
      sellerProduct('Glass bangles', 12_000, 40, maker),
    ]);
    const [first, second] = await Promise.all([listed(earrings, 0), listed(bangles, 0)]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        order(
          key(),
          index % 2 === 0
            ? [
                { listingId: first.id, quantity: 1 },
                { listingId: second.id, quantity: 2 },
              ]
            : [
                { listingId: second.id, quantity: 2 },
                { listingId: first.id, quantity: 1 },
              ],
        ),
      ),
    );
    expect(answers.map((response) => response.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(await stockOf(earrings.id, maker)).toBe(19);
    expect(await stockOf(bangles.id, maker)).toBe(0);

    // Another store lists the same earrings: an order of both listings takes the units together, or none.
    const otherStore = (await signedInCreator(server, { handle: 'asha.finds', displayName: 'Asha' })).cookie;
    const elsewhere = await createdListing(server, otherStore, earrings.id, 2_000);
    const tooMany = await order(key(), [
      { listingId: first.id, quantity: 10 },
      { listingId: elsewhere.id, quantity: 10 },
    ]);
    expect(tooMany.status).toBe(409);
    expect((await json<{ error: { code: string; message: string } }>(tooMany)).error).toMatchObject({
      code: 'out_of_stock',
      message: 'Only 19 of Jhumka earrings left. Lower the quantity to continue.',
    });
    expect(await stockOf(earrings.id, maker)).toBe(19);
    const both = await order(key(), [
      { listingId: first.id, quantity: 10 },
      { listingId: elsewhere.id, quantity: 9 },
    ]);
    expect(both.status).toBe(201);
    expect(await stockOf(earrings.id, maker)).toBe(0);
  }, 60_000);
});

describe('who sees an order', () => {
  it('shows a guest order only with its token or its number and phone; a signed-in buyer sees only their own', async () => {
    const listing = await listed(await sellerProduct('Bangles', 25_000, 10), 5_000);
    const guest = await placed(key(), [{ listingId: listing.id, quantity: 1 }]);
    expect((await server.fetch(`/api/orders/${guest.order.id}`)).status).toBe(404);
    expect(
      (
        await server.fetch(`/api/orders/${guest.order.id}`, {
          headers: { 'x-order-token': 'forged-token-forged-token-forged!' },
        })
      ).status,
    ).toBe(404);
    const found = await server.send('POST', '/api/orders/lookup', undefined, {
      number: guest.order.number.toLowerCase(),
      phone: '9876543210',
    });
    expect(found.status).toBe(200);
    expect((await json<PlacedOrder>(found)).accessToken).toBe(guest.accessToken);
    expect(
      (
        await server.send('POST', '/api/orders/lookup', undefined, {
          number: guest.order.number,
          phone: '+919000000000',
        })
      ).status,
    ).toBe(404);

    const buyer = (await signedInAccount(server)).cookie;
    const stranger = (await signedInAccount(server)).cookie;
    const mine = await placed(key(), [{ listingId: listing.id, quantity: 1 }], buyer);
    expect((await server.send('GET', `/api/orders/${mine.order.id}`, buyer)).status).toBe(200);
    expect((await server.send('GET', `/api/orders/${mine.order.id}`, stranger)).status).toBe(404);
    expect(
      (await json<{ items: Order[] }>(server.send('GET', '/api/me/orders', buyer))).items.map((entry) => entry.id),
    ).toEqual([mine.order.id]);
    expect((await json<{ items: Order[] }>(server.send('GET', '/api/me/orders', stranger))).items).toEqual([]);
    expect((await server.send('POST', `/api/orders/${mine.order.id}/cancel`, stranger)).status).toBe(404);
  });
});

describe('fulfilment, cancellation and the ledger', () => {
  it('takes a line from placed to delivered, credits pending earnings, and makes them payable when the return window closes', async () => {
    const product = await sellerProduct('Silver toe rings', 60_000, 5, seller, { returnPolicyDays: 7 });
    const listing = await listed(product, 15_000);
    const buyer = (await signedInAccount(server)).cookie;
    const { order: placedOrder } = await placed(key(), [{ listingId: listing.id, quantity: 2, ref: 'ig' }], buyer);
    const lineId = placedOrder.lines[0]?.id as string;

    const sellerView = await json<{ items: SellerOrderLine[] }>(server.send('GET', '/api/seller/orders', seller));
    expect(sellerView.items.find((line) => line.id === lineId)).toMatchObject({
      actions: ['confirm', 'cancel'],
      basePaise: 120_000,
      buyerName: 'Meera Iyer',
    });
    expect(
      (await json<{ items: SellerOrderLine[] }>(server.send('GET', '/api/seller/orders', otherSeller))).items,
    ).toEqual([]);
    expect((await act(lineId, { action: 'confirm' }, otherSeller)).status).toBe(404);
    expect((await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL123456' })).status).toBe(409);

    expect((await act(lineId, { action: 'confirm' })).status).toBe(200);
    expect((await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: '' })).status).toBe(422);
    const shipped = await json<SellerOrderLine>(
      act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL123456' }),
    );
    expect(shipped).toMatchObject({ status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123456' });
    expect((await server.send('POST', `/api/orders/${placedOrder.id}/cancel`, buyer)).status).toBe(409);
    expect((await act(lineId, { action: 'out_for_delivery' })).status).toBe(200);
    const delivered = await json<SellerOrderLine>(act(lineId, { action: 'deliver' }));
    expect(delivered.status).toBe('delivered');
    expect(delivered.actions).toEqual(['return']);

    // The store's sales figure (the popup's About the creator card) counts delivered units, and a first
    // delivery (with the owner's verified email) earns the Verified Creator badge.
    const store = await json<{ id: string }>(server.send('GET', '/api/stores/by-handle/meera.wears'));
    const stats = await json<{ sales: number; badges: string[] }>(server.send('GET', `/api/stores/${store.id}/stats`));
    expect(stats.sales).toBeGreaterThanOrEqual(2);
    expect(stats.badges).toContain('Verified Creator');

    const buyerView = await json<Order>(server.send('GET', `/api/orders/${placedOrder.id}`, buyer));
    expect(buyerView.lines[0]?.events.map((event) => event.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'out_for_delivery',
      'delivered',
    ]);
    expect(buyerView.payment.status).toBe('paid');
    const notices = await json<{ items: Notification[] }>(server.send('GET', '/api/me/notifications', buyer));
    expect(notices.items.map((notice) => notice.kind)).toEqual([
      'order_delivered',
      'order_out_for_delivery',
      'order_shipped',
    ]);

    const creatorLedger = await json<Ledger>(server.send('GET', '/api/me/earnings', creator));
    const entry = creatorLedger.entries.find((line) => line.orderNumber === placedOrder.number);
    expect(entry).toMatchObject({
      amountPaise: 30_000,
      status: 'pending',
      productName: 'Silver toe rings',
      quantity: 2,
    });
    expect(Date.parse(entry?.payableAt ?? '') - Date.parse(buyerView.lines[0]?.events.at(-1)?.at ?? '')).toBe(
      7 * 86_400_000,
    );
    const sellerLedger = await json<Ledger>(server.send('GET', '/api/me/earnings?as=seller', seller));
    expect(sellerLedger.entries.find((line) => line.orderNumber === placedOrder.number)).toMatchObject({
      amountPaise: 120_000,
      status: 'pending',
    });

    server.deps.clock.advance(8 * 86_400_000);
    expect((await act(lineId, { action: 'return', reason: 'Too small' })).status).toBe(409);
    const later = await json<Ledger>(server.send('GET', '/api/me/earnings', creator));
    expect(later.entries.find((line) => line.orderNumber === placedOrder.number)?.status).toBe('payable');
    const creatorNotices = await json<{ items: Notification[] }>(server.send('GET', '/api/me/notifications', creator));
    expect(creatorNotices.items.map((notice) => notice.message)).toContain(
      `₹300.00 from order ${placedOrder.number} is now payable.`,
    );
  });

  it('reverses earnings with the reason and restores stock on cancellation, failed delivery and return', async () => {
    const product = await sellerProduct('Kolhapuri chappals', 70_000, 6, seller, { returnPolicyDays: 10 });
    const listing = await listed(product, 10_000);
    const buyer = (await signedInAccount(server)).cookie;
    const oneMore = async () => (await placed(key(), [{ listingId: listing.id, quantity: 1 }], buyer)).order;

    const cancelled = await oneMore();
    const afterCancel = await json<Order>(server.send('POST', `/api/orders/${cancelled.id}/cancel`, buyer));
    expect(afterCancel).toMatchObject({ status: 'cancelled', cancellable: false, payment: { status: 'void' } });
    expect((await server.send('POST', `/api/orders/${cancelled.id}/cancel`, buyer)).status).toBe(409);

    const failed = await oneMore();
    const failedLine = failed.lines[0]?.id as string;
    await act(failedLine, { action: 'confirm' });
    await act(failedLine, { action: 'ship', courier: 'India Post', trackingNumber: 'EE123456789IN' });
    expect((await json<SellerOrderLine>(act(failedLine, { action: 'fail', reason: 'Nobody at home' }))).status).toBe(
      'delivery_failed',
    );

    const returned = await oneMore();
    const returnedLine = returned.lines[0]?.id as string;
    await act(returnedLine, { action: 'confirm' });
    await act(returnedLine, { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD998877' });
    await act(returnedLine, { action: 'deliver' });
    expect((await act(returnedLine, { action: 'return', reason: 'x' })).status).toBe(422);
    expect((await json<SellerOrderLine>(act(returnedLine, { action: 'return', reason: 'Wrong size' }))).status).toBe(
      'returned',
    );

    expect(await stockOf(product.id)).toBe(6);
    const ledger = await json<Ledger>(server.send('GET', '/api/me/earnings', creator));
    const reasons = Object.fromEntries(
      [cancelled, failed, returned].map((entry) => [
        entry.number,
        ledger.entries.find((line) => line.orderNumber === entry.number),
      ]),
    );
    expect(reasons[cancelled.number]).toMatchObject({
      status: 'reversed',
      reason: 'Order cancelled by the buyer',
      amountPaise: 10_000,
    });
    expect(reasons[failed.number]).toMatchObject({ status: 'reversed', reason: 'Delivery failed: Nobody at home' });
    expect(reasons[returned.number]).toMatchObject({ status: 'reversed', reason: 'Returned: Wrong size' });
  });
});

describe('server cart, reviews and dashboards', () => {
  it('keeps a signed-in buyer’s cart, merges a visitor’s at sign-in, and empties what was ordered', async () => {
    const a = await listed(await sellerProduct('Anklet', 20_000, 9), 2_000);
    const b = await listed(await sellerProduct('Nose pin', 15_000, 9), 0);
    const buyer = (await signedInAccount(server)).cookie;
    await server.send('PUT', `/api/me/cart/${a.id}`, buyer, { quantity: 2, ref: 'yt' });
    expect((await server.send('PUT', `/api/me/cart/${a.id}`, buyer, { quantity: 0 })).status).toBe(422);
    expect((await server.send('PUT', `/api/me/cart/${key()}`, buyer, { quantity: 1 })).status).toBe(404);
    const merged = await json<Quote>(
      server.send('POST', '/api/me/cart/merge', buyer, {
        lines: [
          { listingId: a.id, quantity: 5 },
          { listingId: b.id, quantity: 1 },
        ],
      }),
    );
    expect(merged.lines.map((line) => [line.name, line.quantity, line.ref])).toEqual([
      ['Anklet', 2, 'yt'],
      ['Nose pin', 1, null],
    ]);
    await placed(key(), [{ listingId: a.id, quantity: 2 }], buyer);
    expect((await json<Quote>(server.send('GET', '/api/me/cart', buyer))).lines.map((line) => line.name)).toEqual([
      'Nose pin',
    ]);
  });

  it('lets a buyer review a delivered product once, and nobody else', async () => {
    const product = await sellerProduct('Chikankari kurta', 150_000, 3);
    const listing = await listed(product, 0);
    const buyer = (await signedInAccount(server)).cookie;
    const review = { rating: 5, body: 'Beautiful work, fits well.' };
    expect((await server.send('POST', `/api/products/${product.id}/reviews`, buyer, review)).status).toBe(403);
    const { order: placedOrder } = await placed(key(), [{ listingId: listing.id, quantity: 1 }], buyer);
    const lineId = placedOrder.lines[0]?.id as string;
    for (const step of [
      { action: 'confirm' },
      { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL55555' },
      { action: 'deliver' },
    ])
      await act(lineId, step);
    expect(
      await json<{ canReview: boolean }>(server.send('GET', `/api/products/${product.id}/review-eligibility`, buyer)),
    ).toEqual({ canReview: true });
    expect(
      (await server.send('POST', `/api/products/${product.id}/reviews`, buyer, { rating: 6, body: 'Great' })).status,
    ).toBe(422);
    expect((await server.send('POST', `/api/products/${product.id}/reviews`, buyer, review)).status).toBe(201);
    expect((await server.send('POST', `/api/products/${product.id}/reviews`, buyer, review)).status).toBe(409);
    expect(
      await json<{ canReview: boolean }>(server.send('GET', `/api/products/${product.id}/review-eligibility`, buyer)),
    ).toEqual({ canReview: false });
    const feedback = await json<{ reviewCount: number; rating: number }>(
      server.send('GET', `/api/products/${product.id}/feedback`),
    );
    expect(feedback).toMatchObject({ reviewCount: 1, rating: 5 });
  });

  it('adds up sales, visits, conversion and earnings on the dashboards', async () => {
    const board = await json<CreatorDashboard>(server.send('GET', '/api/me/dashboard?days=30', creator));
    expect(board.salesByDay).toHaveLength(30);
    expect(board.salesByDay.reduce((total, point) => total + point.value, 0)).toBe(board.salesPaise);
    expect(board.orders).toBeGreaterThan(10);
    // The totals are over every entry, not only the newest ones the dashboard opens with: the pages after them too.
    const entries = [...board.ledger.entries];
    for (let cursor = board.ledger.nextCursor; cursor !== null; ) {
      const page = await json<Ledger>(server.send('GET', `/api/me/earnings?cursor=${cursor}`, creator));
      entries.push(...page.entries);
      cursor = page.nextCursor;
    }
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    const ledgerTotal = entries.reduce((total, entry) => total + entry.amountPaise, 0);
    expect(Object.values(board.ledger.totals).reduce((total, value) => total + value, 0)).toBe(ledgerTotal);

    const sellerBoard = await json<SellerDashboard>(server.send('GET', '/api/seller/dashboard', seller));
    expect(sellerBoard.creators.map((store) => store.handle)).toEqual(['meera.wears']);
    expect(sellerBoard.topProducts[0]?.units).toBeGreaterThanOrEqual(10);
    expect(sellerBoard.ordersByStatus.find((row) => row.status === 'returned')?.lines).toBe(1);
    expect((await server.send('GET', '/api/seller/dashboard', creator)).status).toBe(403);
    expect((await server.send('GET', '/api/me/dashboard', seller)).status).toBe(403);
    expect((await server.send('GET', '/api/me/dashboard?days=2', creator)).status).toBe(422);
  });
});
