import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import type { SellerOrderLine } from '#shared/contracts/orders-fulfilment.ts';
import type { Ledger } from '#shared/contracts/ledger.ts';
import type { Notification } from '#shared/contracts/notifications.ts';
import type { Order, PlacedOrder } from '#shared/contracts/orders.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  meeraWears,
  placedOrder,
  postOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { listOutbox } from '../mail/mail.repository.ts';
import { linkIn, type ReceivedMail, startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * The mail an order sends, received by a real SMTP server: the buyer's
 * confirmation, shipping (with the courier's tracking link), delivery and
 * cancellation; each seller's new-order mail with only their lines. A mail the
 * SMTP server refuses is logged and changes nothing about the order.
 */

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
const logLines: { msg?: string; subject?: string }[] = [];
let seller: { cookie: string; email: string };
let otherSeller: { cookie: string; email: string };
let creator: string;

const { contact, address } = chennaiBuyer;

const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
const act = (lineId: string, body: Record<string, unknown>, cookie = seller.cookie) =>
  server.send('POST', `/api/seller/order-lines/${lineId}`, cookie, body);

async function listed(name: string, pricePaise: number, markupPaise: number, owner = seller.cookie, stock = 10) {
  const product = await createdProduct(server, owner, {
    name,
    category: 'jewellery',
    pricePaise,
    stock,
    returnPolicyDays: 7,
  });
  return { product, listing: await createdListing(server, creator, product.id, markupPaise) };
}

const place = (lines: { listingId: string; quantity: number }[], email: string | null, cookie?: string) =>
  placedOrder(server, { contact: { ...contact, ...(email ? { email } : {}) }, address, lines }, { cookie });

const stockOf = async (productId: string) => {
  const { items } = await json<{ items: Product[] }>(server.send('GET', '/api/seller/products', seller.cookie));
  return items.find((product) => product.id === productId)?.stock;
};

/** Every link in a mail's text, in order. */
const linksIn = (mail: ReceivedMail) => mail.text.match(/https?:\/\/\S+/g) ?? [];

async function sellerAccount(businessName: string, slug: string) {
  const { account, cookie } = await signedInSeller(server, { businessName, slug, pickupPincode: '600001' });
  return { cookie, email: account.email };
}

beforeAll(async () => {
  smtp = await startTestSmtp(0, { refuse: (recipient) => recipient.startsWith('bounce') });
  // The app's error log, read by the test of a refused mail.
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(JSON.parse(chunk.toString()) as { msg?: string; subject?: string });
      done();
    },
  });
  server = await startTestServer({ env: { SMTP_URL: smtp.url }, logger: pino({ level: 'error' }, sink) });
  seller = await sellerAccount('Kaveri Silks', 'kaveri-silks');
  otherSeller = await sellerAccount('Other House', 'other-house');
  creator = (await signedInCreator(server, meeraWears)).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('when an order is placed', () => {
  it('mails the buyer the order number, lines, total, cash due and address, with a link that opens a guest order without signing in', async () => {
    const saree = await listed('Kanjivaram saree', 900_000, 150_000);
    const stole = await listed('Silk stole', 120_000, 0, otherSeller.cookie);
    const { order, accessToken } = await place(
      [
        { listingId: saree.listing.id, quantity: 2 },
        { listingId: stole.listing.id, quantity: 1 },
      ],
      'meera@example.in',
    );

    const mail = await smtp.waitFor('meera@example.in', new RegExp(`^Order ${order.number} is placed$`));
    expect(mail.text).toContain(`Hi Meera Iyer, your order ${order.number} is placed.`);
    expect(mail.text).toContain('2 × Kanjivaram saree: ₹21,000.00');
    expect(mail.text).toContain('1 × Silk stole: ₹1,200.00');
    expect(mail.text).toContain('Delivery: Free');
    expect(mail.text).toContain('Total: ₹22,200.00');
    expect(mail.text).toContain('Pay on delivery, cash or UPI: ₹22,200.00');
    expect(mail.text).toContain(
      'Delivery to\nMeera Iyer\n12 Lake View Road\nNear the post office\nChennai, Tamil Nadu 600017\n+919876543210',
    );

    // The link is the web's order page with the order's token: it opens the order with no session.
    const link = new URL(linkIn(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/order`);
    expect(link.searchParams.get('id')).toBe(order.id);
    expect(link.searchParams.get('token')).toBe(accessToken);
    const opened = await server.fetch(`/api/orders/${order.id}`, {
      headers: { 'x-order-token': link.searchParams.get('token') ?? '' },
    });
    expect(opened.status).toBe(200);
    expect((await json<Order>(opened)).number).toBe(order.number);
  });

  it("writes each mail in its reader's language: a guest's as they ordered, a seller's as their profile says", async () => {
    const lampSeller = await sellerAccount('Diya House', 'diya-house');
    const lamp = await listed('Brass lamp', 150_000, 10_000, lampSeller.cookie);
    const { order } = await place([{ listingId: lamp.listing.id, quantity: 1 }], 'sunita@example.in', 'haat_lang=hi');
    const toBuyer = await smtp.waitFor('sunita@example.in', new RegExp(`^ऑर्डर ${order.number} हो गया है$`));
    expect(toBuyer.text).toContain(`नमस्ते Meera Iyer, आपका ऑर्डर ${order.number} हो गया है।`);
    expect(toBuyer.text).toContain('1 × Brass lamp: ₹1,600.00');
    expect(toBuyer.text).toContain('कुल: ₹1,600.00');
    const toSeller = await smtp.waitFor(lampSeller.email, new RegExp(`^New order ${order.number}`));
    expect(toSeller.text).toContain('You get: ₹1,500.00');

    const chose = await server.send('PATCH', '/api/me/profile', lampSeller.cookie, { locale: 'hi' });
    expect(chose.status).toBe(200);
    const next = await place([{ listingId: lamp.listing.id, quantity: 1 }], 'ravi.k@example.in');
    const inHindi = await smtp.waitFor(lampSeller.email, new RegExp(`^नया ऑर्डर ${next.order.number}`));
    expect(inHindi.text).toContain('आपको मिलेंगे: ₹1,500.00');
    await smtp.waitFor('ravi.k@example.in', new RegExp(`^Order ${next.order.number} is placed$`));
  });

  it('mails each seller of orders placed together their own order in their language (one batch, decision 085)', async () => {
    const hindiSeller = await sellerAccount('Ganga Weaves', 'ganga-weaves');
    expect((await server.send('PATCH', '/api/me/profile', hindiSeller.cookie, { locale: 'hi' })).status).toBe(200);
    const stole = await listed('Silk stole', 120_000, 10_000, hindiSeller.cookie);
    const bangles = await listed('Glass bangles', 40_000, 5_000);
    const [first, second, third] = await Promise.all([
      place([{ listingId: stole.listing.id, quantity: 1 }], 'asha.r@example.in'),
      place([{ listingId: bangles.listing.id, quantity: 2 }], 'kiran.s@example.in'),
      place(
        [
          { listingId: stole.listing.id, quantity: 1 },
          { listingId: bangles.listing.id, quantity: 1 },
        ],
        'lata.m@example.in',
      ),
    ]);
    for (const { order } of [first, third]) {
      const mail = await smtp.waitFor(hindiSeller.email, new RegExp(`^नया ऑर्डर ${order.number}`));
      expect(mail.text).toContain('Silk stole');
      expect(mail.text).not.toContain('Glass bangles');
    }
    for (const { order } of [second, third]) {
      const mail = await smtp.waitFor(seller.email, new RegExp(`^New order ${order.number}`));
      expect(mail.text).toContain('Glass bangles');
      expect(mail.text).not.toContain('Silk stole');
    }
    // Each found mail left the inbox: none more came for the Hindi seller (the bangles' order is not theirs).
    expect(smtp.inbox.filter((mail) => mail.to.includes(hindiSeller.email))).toEqual([]);
  });

  it('links a signed-in buyer’s order without a token, and mails nobody when no email was given', async () => {
    const { listing } = await listed('Temple earrings', 80_000, 20_000);
    const buyer = await signedInAccount(server);
    const { order } = await place([{ listingId: listing.id, quantity: 1 }], buyer.account.email, buyer.cookie);
    const link = new URL(linkIn(await smtp.waitFor(buyer.account.email, /is placed/)));
    expect(link.searchParams.get('id')).toBe(order.id);
    expect(link.searchParams.has('token')).toBe(false);

    const silent = await place([{ listingId: listing.id, quantity: 1 }], null);
    await smtp.waitFor(seller.email, new RegExp(silent.order.number));
    expect(smtp.inbox.filter((mail) => mail.subject.includes(silent.order.number))).toEqual([]);
  });

  it('mails each seller only their own lines, at their price, and only the buyer’s name, phone and address', async () => {
    const jhumka = await listed('Jhumka set', 30_000, 5_000);
    const anklet = await listed('Anklet pair', 20_000, 4_000, otherSeller.cookie);
    const { order } = await place(
      [
        { listingId: jhumka.listing.id, quantity: 3 },
        { listingId: anklet.listing.id, quantity: 1 },
      ],
      'private.buyer@example.in',
    );

    const mine = await smtp.waitFor(seller.email, new RegExp(`^New order ${order.number}`));
    expect(mine.subject).toBe(`New order ${order.number}: 3 × Jhumka set`);
    expect(mine.text).toContain('Hi Kaveri Silks');
    expect(mine.text).toContain('3 × Jhumka set: ₹900.00');
    expect(mine.text).toContain('You get: ₹900.00');
    expect(mine.text).toContain(
      'Ship to\nMeera Iyer\n12 Lake View Road\nNear the post office\nChennai, Tamil Nadu 600017\n+919876543210',
    );
    expect(linkIn(mine)).toBe(`${server.url}/dashboard`);
    // Not the other seller's line, the buyer's email, the order's total, the creator's markup or the guest link.
    for (const secret of ['Anklet', 'private.buyer@example.in', '₹1,290.00', '₹1,050.00', 'token='])
      expect(mine.text).not.toContain(secret);

    const theirs = await smtp.waitFor(otherSeller.email, new RegExp(`^New order ${order.number}`));
    expect(theirs.text).toContain('1 × Anklet pair: ₹200.00');
    expect(theirs.text).not.toContain('Jhumka');
  });
});

describe('as the order moves', () => {
  it('mails the buyer when a line ships, with the courier’s tracking link, and when it is delivered', async () => {
    const { listing } = await listed('Silver toe rings', 60_000, 15_000);
    const { order, accessToken } = await place([{ listingId: listing.id, quantity: 2 }], 'asha@example.in');
    const lineId = order.lines[0]?.id ?? '';
    expect((await act(lineId, { action: 'confirm' })).status).toBe(200);
    expect((await act(lineId, { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL123456' })).status).toBe(200);

    const shipped = await smtp.waitFor('asha@example.in', /^Shipped: Silver toe rings/);
    expect(shipped.subject).toBe(`Shipped: Silver toe rings (order ${order.number})`);
    expect(shipped.text).toContain(`2 × Silver toe rings from order ${order.number} has shipped with Delhivery.`);
    expect(shipped.text).toContain('Tracking number DL123456');
    // The seller (no GSTIN: a bill of supply) sends its document with the mail.
    expect(shipped.attachments).toEqual([expect.stringMatching(/^BS-\d\d-\d\d-000001\.pdf$/)]);
    expect(shipped.text).toMatch(/invoice BS\/\d\d-\d\d\/000001 is attached as a PDF/);
    const [tracking, orderLink] = linksIn(shipped);
    expect(tracking).toBe('https://www.delhivery.com/track/package/DL123456');
    expect(orderLink).toBe(`${server.url}/order?id=${order.id}&token=${accessToken}`);

    expect((await act(lineId, { action: 'deliver' })).status).toBe(200);
    const delivered = await smtp.waitFor('asha@example.in', /^Delivered: Silver toe rings/);
    expect(delivered.text).toContain(`2 × Silver toe rings from order ${order.number} was delivered.`);
    expect(delivered.text).toMatch(/Returns are accepted until \d{1,2} \w{3} \d{4}\./);
    expect(linkIn(delivered)).toBe(`${server.url}/order?id=${order.id}&token=${accessToken}`);
  });

  it('gives only the tracking number for a courier it does not know, never a made-up link', async () => {
    const { listing } = await listed('Brass diya', 25_000, 0);
    const { order } = await place([{ listingId: listing.id, quantity: 1 }], 'ravi@example.in');
    const lineId = order.lines[0]?.id ?? '';
    await act(lineId, { action: 'confirm' });
    expect(
      (await act(lineId, { action: 'ship', courier: 'Speedy Local Couriers', trackingNumber: 'SLC-9988' })).status,
    ).toBe(200);
    const shipped = await smtp.waitFor('ravi@example.in', /^Shipped: Brass diya/);
    expect(shipped.text).toContain('has shipped with Speedy Local Couriers.');
    expect(shipped.text).toContain('Tracking number SLC-9988');
    expect(linksIn(shipped)).toEqual([
      expect.stringMatching(new RegExp(`^${server.url}/order\\?id=${order.id}&token=`)),
    ]);
  });

  it('mails the buyer and the seller when the buyer cancels', async () => {
    const { listing } = await listed('Pearl drops', 50_000, 10_000);
    const { order, accessToken } = await place([{ listingId: listing.id, quantity: 1 }], 'kiran@example.in');
    expect(
      (
        await server.fetch(`/api/orders/${order.id}/cancel`, {
          method: 'POST',
          headers: { 'x-order-token': accessToken },
        })
      ).status,
    ).toBe(200);

    const toBuyer = await smtp.waitFor('kiran@example.in', /^Cancelled: 1 × Pearl drops/);
    expect(toBuyer.text).toContain(
      `you cancelled 1 × Pearl drops from order ${order.number}. Nothing is charged for it.`,
    );
    const toSeller = await smtp.waitFor(seller.email, new RegExp(`^Do not ship: order ${order.number} was cancelled`));
    expect(toSeller.text).toContain('the buyer cancelled 1 × Pearl drops');
    expect(toSeller.text).not.toContain('kiran@example.in');
  });
});

describe('a seller who cannot fulfil a line', () => {
  it('cancels it with a reason: stock back, earnings reversed, payment void, the buyer notified and mailed', async () => {
    const { product, listing } = await listed('Kolhapuri chappals', 70_000, 10_000, seller.cookie, 5);
    const buyer = await signedInAccount(server);
    const { order } = await place([{ listingId: listing.id, quantity: 2 }], buyer.account.email, buyer.cookie);
    const lineId = order.lines[0]?.id ?? '';
    expect(await stockOf(product.id)).toBe(3);

    expect((await act(lineId, { action: 'cancel', reason: 'Out of stock' }, otherSeller.cookie)).status).toBe(404);
    const tooShort = await act(lineId, { action: 'cancel', reason: 'no' });
    expect(tooShort.status).toBe(422);
    expect((await json<{ error: { fields: Record<string, string[]> } }>(tooShort)).error.fields.reason).toEqual([
      'Say why you cannot fulfil it.',
    ]);
    expect((await act(lineId, { action: 'cancel', reason: 'x'.repeat(201) })).status).toBe(422);
    expect((await act(lineId, { action: 'confirm' })).status).toBe(200);

    const cancelled = await json<SellerOrderLine>(
      act(lineId, { action: 'cancel', reason: 'The last pair was damaged in the workshop' }),
    );
    expect(cancelled).toMatchObject({ status: 'cancelled', actions: [] });
    expect(cancelled.events.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Cancelled by the seller: The last pair was damaged in the workshop',
    });
    expect((await act(lineId, { action: 'cancel', reason: 'Again, twice' })).status).toBe(409);
    expect(await stockOf(product.id)).toBe(5);

    const buyerView = await json<Order>(server.send('GET', `/api/orders/${order.id}`, buyer.cookie));
    expect(buyerView).toMatchObject({ status: 'cancelled', cancellable: false, payment: { status: 'void' } });
    const ledger = await json<Ledger>(server.send('GET', '/api/me/earnings?as=seller', seller.cookie));
    expect(ledger.entries.find((entry) => entry.orderNumber === order.number)).toMatchObject({
      status: 'reversed',
      amountPaise: 140_000,
      reason: 'Cancelled by the seller: The last pair was damaged in the workshop',
    });
    const creatorLedger = await json<Ledger>(server.send('GET', '/api/me/earnings', creator));
    expect(creatorLedger.entries.find((entry) => entry.orderNumber === order.number)).toMatchObject({
      status: 'reversed',
      amountPaise: 20_000,
    });

    const notices = await json<{ items: Notification[] }>(server.send('GET', '/api/me/notifications', buyer.cookie));
    expect(notices.items[0]).toMatchObject({
      kind: 'order_cancelled',
      message: `Kaveri Silks cannot fulfil Kolhapuri chappals (order ${order.number}) and cancelled it: The last pair was damaged in the workshop. Nothing is charged for it.`,
    });
    const mail = await smtp.waitFor(buyer.account.email, /^Cancelled: 2 × Kolhapuri chappals/);
    expect(mail.text).toContain(
      `Kaveri Silks cannot fulfil 2 × Kolhapuri chappals from order ${order.number} and has cancelled it.`,
    );
    expect(mail.text).toContain('Reason\nThe last pair was damaged in the workshop');
    expect(linkIn(mail)).toBe(`${server.url}/order?id=${order.id}`);
  });

  it('cannot cancel what has shipped', async () => {
    const { listing } = await listed('Bangles', 25_000, 5_000);
    const { order } = await place([{ listingId: listing.id, quantity: 1 }], null);
    const lineId = order.lines[0]?.id ?? '';
    await act(lineId, { action: 'confirm' });
    const shipped = await json<SellerOrderLine>(
      act(lineId, { action: 'ship', courier: 'Blue Dart', trackingNumber: 'BD998877' }),
    );
    expect(shipped.actions).not.toContain('cancel');
    const refused = await act(lineId, { action: 'cancel', reason: 'Changed my mind' });
    expect(refused.status).toBe(409);
    expect((await json<{ error: { message: string } }>(refused)).error.message).toBe(
      'Only an order that has not shipped can be cancelled.',
    );
  });
});

describe('a mail that cannot be sent', () => {
  it('is logged and changes nothing: the order is placed, and the seller still gets theirs', async () => {
    const { product, listing } = await listed('Chikankari kurta', 150_000, 0);
    const response = await postOrder(server, {
      contact: { ...contact, email: 'bounce@example.in' },
      address,
      payment: { method: 'cod' },
      lines: [{ listingId: listing.id, quantity: 1 }],
    });
    expect(response.status).toBe(201);
    const { order, accessToken } = (await response.json()) as PlacedOrder;
    await smtp.waitFor(seller.email, new RegExp(`^New order ${order.number}`));
    await expect.poll(() => smtp.refused).toContain('bounce@example.in');
    await expect
      .poll(() => logLines.find((line) => line.subject === `Order ${order.number} is placed`))
      .toMatchObject({ msg: 'a mail was refused: it is not sent again' });
    // The outbox keeps it as refused, not as sent.
    const outbox = await listOutbox(server.database.db);
    expect(outbox.find((mail) => mail.to === 'bounce@example.in')?.status).toBe('failed');

    expect((await server.fetch(`/api/orders/${order.id}`, { headers: { 'x-order-token': accessToken } })).status).toBe(
      200,
    );
    expect(await stockOf(product.id)).toBe(9);
  });
});
