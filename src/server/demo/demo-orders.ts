import { STORED_SENTENCES, storedSentence } from '#shared/stored-sentences.ts';
import { eq, isNull } from 'drizzle-orm';
import type { LedgerStatus } from '#shared/contracts/ledger.ts';
import { HAPPY_PATH, type LineStatus } from '#shared/contracts/orders.ts';
import { formatRupees } from '#shared/money.ts';
import type { Db } from '../db/client.ts';
import { sellers } from '../features/catalog/catalog.schema.ts';
import { issueCreditNotes } from '../features/invoices/invoice-issue.service.ts';
import { notify } from '../features/notifications/notifications.service.ts';
import { commissionQuote } from '../features/commission/commission.service.ts';
import { newOrderNumber } from '../features/orders/new-order.ts';
import { lineShares } from '../features/ledger/ledger.service.ts';
import { returnWindowEnd } from '../features/orders/order-view.ts';
import { invoiceOnShipment } from '../features/orders/sale-documents.ts';
import { orderLineEvents, orderLines, orders } from '../features/orders/orders.schema.ts';
import { ledgerEntries } from '../features/ledger/ledger.schema.ts';
import type { CreatorStore, Product, StoreListing } from './factories.ts';
import { seedVisits, VISIT_SOURCES } from './demo-visits.ts';
import type { Random } from '#shared/random.ts';
import { phrase } from '../lib/errors.ts';

/*
 * A month of orders and store visits, so dashboards, ledgers and the buyer's
 * orders are not empty on a fresh start: old orders delivered (some already
 * payable), recent ones on their way, and a cancellation, a failed delivery
 * and a return among them.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const ORDER_COUNT = 28;

/** When each step of the happy path happens, after placement. */
const STEP_AFTER_MS: Partial<Record<LineStatus, number>> = {
  placed: 0,
  confirmed: 3 * HOUR_MS,
  shipped: DAY_MS,
  out_for_delivery: 4 * DAY_MS,
  delivered: 4 * DAY_MS + 7 * HOUR_MS,
};

const BUYERS = [
  { name: 'Aarav Buyer', phone: '+919812345670', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' },
  { name: 'Ishita Rao', phone: '+919845012345', city: 'Hyderabad', state: 'Telangana', pincode: '500081' },
  { name: 'Kabir Sethi', phone: '+919910022233', city: 'New Delhi', state: 'Delhi', pincode: '110017' },
  { name: 'Sneha Kulkarni', phone: '+919769988776', city: 'Pune', state: 'Maharashtra', pincode: '411038' },
  { name: 'Rohan Das', phone: '+919831144556', city: 'Kolkata', state: 'West Bengal', pincode: '700019' },
  { name: 'Fatima Sheikh', phone: '+918879011223', city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
  { name: 'Arjun Menon', phone: '+919447033445', city: 'Kochi', state: 'Kerala', pincode: '682020' },
] as const;

const COURIERS = ['Delhivery', 'Blue Dart', 'Ecom Express', 'India Post', 'Xpressbees'] as const;

export interface DemoListing {
  listing: StoreListing;
  product: Product;
  store: CreatorStore;
}

interface DemoOrderInput {
  db: Db;
  random: Random;
  now: Date;
  listings: DemoListing[];
  /** The demo buyer's account: their orders show on /orders-and-deliveries. */
  buyerId: string;
  /** The demo creator's store: half the orders come through it. */
  featuredStoreId: string;
  /** The demo seller: the newest orders are theirs, so the seller has something to confirm and ship. */
  featuredSellerId: string;
  /** Who hears about new orders: store id → user, seller id → user. */
  storeUsers: Map<string, string | null>;
  sellerUsers: Map<string, string | null>;
}

const stepAt = (placedAt: Date, step: LineStatus) => new Date(placedAt.getTime() + (STEP_AFTER_MS[step] ?? 0));

/** How far a line got: the happy path up to now, with a few orders ending otherwise. */
function fateOf(index: number, placedAt: Date, now: Date): { reached: LineStatus[]; end: LineStatus | null } {
  const reached = HAPPY_PATH.filter((step) => stepAt(placedAt, step) <= now);
  if (index === 3 && reached.includes('delivered')) return { reached, end: 'returned' };
  if (index === 5)
    return { reached: reached.filter((step) => step === 'placed' || step === 'confirmed'), end: 'cancelled' };
  if (index === 8 && reached.includes('out_for_delivery'))
    return { reached: reached.filter((step) => step !== 'delivered'), end: 'delivery_failed' };
  return { reached, end: null };
}

const END_NOTES: Partial<Record<LineStatus, string>> = {
  returned: 'Wrong size',
  cancelled: STORED_SENTENCES.cancelledByBuyer,
  delivery_failed: 'Nobody at home after three attempts',
};

export async function seedDemoOrders(input: DemoOrderInput): Promise<number> {
  const { db, random, now } = input;
  // A seller not registered for GST sells only within their own state (decision 038): the demo's orders come from
  // registered sellers, whose buyers may be anywhere.
  const unregistered = new Set(
    (await db.select({ id: sellers.id }).from(sellers).where(isNull(sellers.gstin))).map((row) => row.id),
  );
  const listings = input.listings.filter((entry) => !unregistered.has(entry.product.sellerId));
  // Every demo order was placed after the demo's commission rates took effect, so one quote prices them all.
  const commission = await commissionQuote(db, now);
  const featured = listings.filter((entry) => entry.store.id === input.featuredStoreId);
  const featuredSellers = featured.filter((entry) => entry.product.sellerId === input.featuredSellerId);
  for (let index = 0; index < ORDER_COUNT; index += 1) {
    // Older orders first, over four weeks; the last two came in within the last two hours and wait for the seller.
    const age =
      index >= ORDER_COUNT - 2
        ? (ORDER_COUNT - index) * 50 * 60_000
        : ((ORDER_COUNT - index) / ORDER_COUNT) * 27 * DAY_MS + random.int(1, 10) * HOUR_MS;
    const placedAt = new Date(now.getTime() - age);
    const pool =
      index >= ORDER_COUNT - 4 && featuredSellers.length > 0 ? featuredSellers : index % 2 === 0 ? featured : listings;
    const first = random.pick(pool);
    const sameStore = listings.filter(
      (entry) => entry.store.id === first.store.id && entry.listing.id !== first.listing.id,
    );
    const picks = random.chance(0.3) && sameStore.length > 0 ? [first, random.pick(sameStore)] : [first];
    const buyer = index % 4 === 1 ? BUYERS[0] : random.pick(BUYERS.slice(1));
    const lines = picks.map((entry) => ({ ...entry, quantity: random.chance(0.25) ? 2 : 1 }));
    const itemsPaise = lines.reduce(
      (sum, line) => sum + (line.product.pricePaise + line.listing.markupPaise) * line.quantity,
      0,
    );
    const [order] = await db
      .insert(orders)
      .values({
        number: newOrderNumber(),
        userId: buyer === BUYERS[0] ? input.buyerId : null,
        idempotencyKey: `demo-order-${index}`,
        requestHash: 'demo',
        contactName: buyer.name,
        contactPhone: buyer.phone,
        addressLine1: `${random.int(2, 220)}, ${random.pick(['MG Road', 'Park Street', 'Lake View Colony', 'Station Road', 'Temple Street'])}`,
        city: buyer.city,
        state: buyer.state,
        pincode: buyer.pincode,
        paymentMethod: 'cod',
        paymentStatus: 'due_on_delivery',
        itemsPaise,
        deliveryPaise: 0,
        totalPaise: itemsPaise,
        placedAt,
      })
      .returning({ id: orders.id, number: orders.number });
    if (!order) throw new Error('demo order not inserted');
    const fate = fateOf(index, placedAt, now);
    const status: LineStatus = fate.end ?? fate.reached.at(-1) ?? 'placed';
    const deliveredAt = fate.reached.includes('delivered') ? stepAt(placedAt, 'delivered') : null;
    const endAt = new Date(
      Math.min(now.getTime(), stepAt(placedAt, fate.reached.at(-1) ?? 'placed').getTime() + 5 * HOUR_MS),
    );
    const courier = random.pick(COURIERS);
    const lineIds: string[] = [];
    for (const line of lines) {
      const shipped = fate.reached.includes('shipped');
      const [row] = await db
        .insert(orderLines)
        .values({
          ...commission({
            category: line.product.category,
            basePricePaise: line.product.pricePaise,
            markupPaise: line.listing.markupPaise,
            quantity: line.quantity,
            storeId: line.store.id,
            gstRateBps: line.product.gstRateBps,
            chargesGst: true,
          }),
          orderId: order.id,
          productId: line.product.id,
          listingId: line.listing.id,
          storeId: line.store.id,
          sellerId: line.product.sellerId,
          productName: line.product.name,
          hsnCode: line.product.hsnCode,
          gstRateBps: line.product.gstRateBps,
          quantity: line.quantity,
          basePricePaise: line.product.pricePaise,
          markupPaise: line.listing.markupPaise,
          ref: line.store.handle,
          utmSource: random.pick(VISIT_SOURCES) || null,
          status,
          courier: shipped ? courier : null,
          trackingNumber: shipped ? `${courier.slice(0, 2).toUpperCase()}${random.int(10_000_000, 99_999_999)}` : null,
          returnDays: line.product.returnPolicyDays,
          deliveredAt,
          placedAt,
          updatedAt: fate.end ? endAt : placedAt,
        })
        .returning();
      if (!row) throw new Error('demo order line not inserted');
      lineIds.push(row.id);
      await db.insert(orderLineEvents).values([
        ...fate.reached.map((step) => ({
          lineId: row.id,
          status: step,
          note: step === 'shipped' ? `${row.courier} · ${row.trackingNumber}` : null,
          at: stepAt(placedAt, step),
        })),
        ...(fate.end ? [{ lineId: row.id, status: fate.end, note: END_NOTES[fate.end] ?? null, at: endAt }] : []),
      ]);
      const payableAt = returnWindowEnd(row);
      const ledgerStatus: LedgerStatus = fate.end
        ? 'reversed'
        : !payableAt
          ? 'awaiting'
          : payableAt <= now
            ? 'payable'
            : 'pending';
      const reason =
        fate.end === 'returned'
          ? storedSentence(STORED_SENTENCES.returned, 'Wrong size')
          : fate.end === 'cancelled'
            ? storedSentence(STORED_SENTENCES.orderCancelledByBuyer)
            : fate.end === 'delivery_failed'
              ? storedSentence(STORED_SENTENCES.deliveryFailed, END_NOTES.delivery_failed)
              : null;
      const entry = {
        lineId: row.id,
        status: ledgerStatus,
        payableAt,
        reason,
        createdAt: placedAt,
        updatedAt: fate.end ? endAt : (deliveredAt ?? placedAt),
      };
      const shares = lineShares(row);
      await db
        .insert(ledgerEntries)
        .values([
          ...(row.markupPaise > 0
            ? [{ ...entry, party: 'creator' as const, storeId: line.store.id, amountPaise: shares.creator }]
            : []),
          { ...entry, party: 'seller' as const, sellerId: row.sellerId, amountPaise: shares.seller },
          ...(shares.platform > 0 ? [{ ...entry, party: 'platform' as const, amountPaise: shares.platform }] : []),
          ...(shares.platformGst > 0
            ? [{ ...entry, party: 'platform_gst' as const, amountPaise: shares.platformGst }]
            : []),
        ]);
      if (status === 'placed') {
        await notify(db, placedAt, [
          {
            userId: input.sellerUsers.get(row.sellerId) ?? null,
            kind: 'order_placed',
            app: 'Orders',
            message: phrase(/*i18n*/ 'New order {number}: {items}. Confirm it to start shipping.', {
              number: order.number,
              items: `${row.quantity} × ${row.productName}`,
            }),
            link: '/dashboard',
          },
          {
            userId: input.storeUsers.get(line.store.id) ?? null,
            kind: 'order_placed',
            app: 'Sales',
            message: phrase(
              /*i18n*/ 'You made a sale: {items} (order {number}). You earn {earning} once it is delivered.',
              {
                items: `${row.quantity} × ${row.productName}`,
                number: order.number,
                // What the creator's ledger credits: the markup less Haat's fee, as checkout's notification says.
                earning: formatRupees(shares.creator),
              },
            ),
            link: '/dashboard',
          },
        ]);
      }
    }
    // The GST documents the shipment and a later return or failed delivery issued, each at its time.
    if (fate.reached.includes('shipped')) {
      for (const sellerId of new Set(lines.map((line) => line.product.sellerId))) {
        await invoiceOnShipment(db, order.id, sellerId, stepAt(placedAt, 'shipped'));
      }
      if (fate.end === 'returned' || fate.end === 'delivery_failed') {
        const reason =
          fate.end === 'returned'
            ? storedSentence(STORED_SENTENCES.returned, 'Wrong size')
            : storedSentence(STORED_SENTENCES.deliveryFailed, END_NOTES.delivery_failed);
        // Every line of the order ends alike: no parcel goes on, so each one's delivery is credited too.
        const deliveryOf = [...new Set(lines.map((line) => line.product.sellerId))].map((sellerId) => ({
          orderId: order.id,
          sellerId,
        }));
        await issueCreditNotes(db, { lineIds, deliveryOf }, reason, endAt);
      }
    }
    if (status === 'delivered' || status === 'returned')
      await db.update(orders).set({ paymentStatus: 'paid' }).where(eq(orders.id, order.id));
    if (status === 'cancelled' || status === 'delivery_failed')
      await db.update(orders).set({ paymentStatus: 'void' }).where(eq(orders.id, order.id));
  }
  await seedVisits(db, random, now, [...new Set(listings.map((entry) => entry.store.id))], input.featuredStoreId);
  return ORDER_COUNT;
}
