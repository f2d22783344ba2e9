import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product } from '#shared/contracts/catalog.ts';
import type { PlaceOrder } from '#shared/contracts/orders-checkout.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { OrderLine, PlacedOrder } from '#shared/contracts/orders.ts';
import type { ReturnDecision } from '#shared/contracts/orders-returns.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { orderEndpoints, returnEndpoints } from '#shared/endpoints/orders.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import {
  createdListing,
  createdProduct,
  kaveriSilks,
  otherHouse,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let otherSeller: string;
let creator: string;

const DAY_MS = 86_400_000;
const contact = { name: 'Meera Iyer', phone: '+91 98765 43210' };
const address = {
  line1: '12 Lake View Road',
  line2: '',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pincode: '600017',
} satisfies PlaceOrder['address'];

const product = (name: string, returnPolicyDays: number, stock = 5): Promise<Product> =>
  createdProduct(server, seller, { name, category: 'fashion', pricePaise: 120_000, stock, returnPolicyDays });
const listed = (item: Product, markupPaise = 30_000): Promise<Listing> =>
  createdListing(server, creator, item.id, markupPaise);
const place = (listing: Listing, quantity: number, cookie?: string): Promise<PlacedOrder> =>
  placedOrder(server, { contact, address, lines: [{ listingId: listing.id, quantity }] }, { cookie });

const act = (lineId: string, body: SellerAction, cookie = seller) =>
  callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, cookie);

async function deliver(lineId: string): Promise<void> {
  const steps: SellerAction[] = [
    { action: 'confirm' },
    { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' },
    { action: 'deliver' },
  ];
  for (const step of steps) {
    expect((await act(lineId, step)).status).toBe(200);
  }
}

/** A delivered order of `quantity` of a new product with the given return policy, bought by `cookie` or a guest. */
async function delivered(name: string, returnPolicyDays: number, options: { quantity?: number; cookie?: string } = {}) {
  const item = await product(name, returnPolicyDays);
  const placed = await place(await listed(item), options.quantity ?? 1, options.cookie);
  const line = placed.order.lines[0] as OrderLine;
  await deliver(line.id);
  return { item, placed, order: placed.order, line };
}

const photo = (color: string, width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

interface ReturnForm {
  reason?: string;
  details?: string;
  photos?: { bytes: Uint8Array; name?: string; type?: string }[];
}

function askReturn(orderId: string, lineId: string, form: ReturnForm, auth: { cookie?: string; token?: string } = {}) {
  const body = new FormData();
  if (form.reason !== undefined) body.set('reason', form.reason);
  if (form.details !== undefined) body.set('details', form.details);
  for (const [index, file] of (form.photos ?? []).entries()) {
    body.append(
      'photos',
      new File([new Uint8Array(file.bytes)], file.name ?? `photo-${index}.jpg`, { type: file.type ?? 'image/jpeg' }),
    );
  }
  return callEndpoint(
    server,
    returnEndpoints.request,
    { params: { id: orderId, lineId }, headers: { 'x-order-token': auth.token || undefined }, body },
    auth.cookie,
  );
}

const decide = (returnId: string, body: ReturnDecision, cookie = seller) =>
  callEndpoint(server, returnEndpoints.decide, { params: { returnId }, body }, cookie);
const orderOf = async (orderId: string, cookie: string) =>
  dataOf(await callEndpoint(server, orderEndpoints.get, { params: { id: orderId } }, cookie));
const sellerLine = async (lineId: string) =>
  dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller)).items.find(
    (line) => line.id === lineId,
  );
const ledgerEntry = async (cookie: string, as: 'creator' | 'seller', orderNumber: string) =>
  dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as } }, cookie)).entries.find(
    (entry) => entry.orderNumber === orderNumber,
  );
const stockOf = async (productId: string) =>
  dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller)).items.find(
    (item) => item.id === productId,
  )?.stock;
const notices = async (cookie: string) =>
  dataOf(await callEndpoint(server, notificationEndpoints.list, {}, cookie)).items;

const sizeOrFit = { reason: 'size_or_fit', details: 'Too tight at the shoulders; I need one size up.' };

beforeAll(async () => {
  server = await startTestServer();
  seller = (await signedInSeller(server, { ...kaveriSilks, slug: 'kaveri-returns' })).cookie;
  otherSeller = (await signedInSeller(server, { ...otherHouse, slug: 'other-returns' })).cookie;
  creator = (await signedInCreator(server, { handle: 'meera.returns', displayName: 'Meera' })).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('asking for a return', () => {
  it('takes a signed-in buyer’s request inside the window with photos, once, and shows it to the seller', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const { order, line } = await delivered('Linen kurta', 7, { cookie: buyer });
    expect(line.returns).toEqual([]);
    const before = await orderOf(order.id, buyer);
    expect(before.lines[0]).toMatchObject({ returnDays: 7, returnWindowOpen: true, returns: [] });

    const response = await askReturn(
      order.id,
      line.id,
      {
        ...sizeOrFit,
        photos: [{ bytes: await photo('#b04a2f') }, { bytes: await photo('#2f6db0'), name: 'back.png' }],
      },
      { cookie: buyer },
    );
    expect(response.status).toBe(201);
    const after = dataOf(response);
    const request = after.lines[0]?.returns[0];
    expect(after.lines[0]?.status).toBe('delivered');
    expect(request).toMatchObject({
      reason: 'size_or_fit',
      details: sizeOrFit.details,
      status: 'requested',
      sellerNote: null,
      decidedAt: null,
    });
    expect(request?.photos).toHaveLength(2);

    // Each photo is stored as WebP at the thumbnail and the full width, like every upload.
    const thumb = await server.fetch(request?.photos[0]?.url ?? '');
    expect(thumb.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).width).toBe(320);
    const full = await server.fetch(request?.photos[0]?.fullUrl ?? '');
    expect((await sharp(Buffer.from(await full.arrayBuffer())).metadata()).width).toBe(1080);

    // One open request per line.
    const again = await askReturn(order.id, line.id, sizeOrFit, { cookie: buyer });
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(
      'You have already asked to return this item. The seller will answer your request.',
    );

    // The seller sees the request with its reason and photos, and answers it instead of marking the line returned.
    const forSeller = await sellerLine(line.id);
    expect(forSeller?.returns[0]).toMatchObject({
      reason: 'size_or_fit',
      details: sizeOrFit.details,
      status: 'requested',
    });
    expect(forSeller?.returns[0]?.photos).toHaveLength(2);
    expect(forSeller?.actions).toEqual([]);
    const direct = await act(line.id, { action: 'return', reason: 'Came back' });
    expect(direct.status).toBe(409);
    expect(direct.error?.message).toBe(
      'The buyer has asked to return this item: accept or reject their request instead.',
    );
    expect((await notices(seller)).map((notice) => notice.message)).toContain(
      `Meera Iyer asked to return Linen kurta (order ${order.number}): Size or fit. Accept or reject it under Orders.`,
    );

    // While the seller decides, the earnings are held: pending, without a payable date.
    expect(await ledgerEntry(creator, 'creator', order.number)).toMatchObject({ status: 'pending', payableAt: null });
  });

  it('takes one of two requests sent at once, and one of two decisions, with the seller’s "returned" unable to cross them', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const { item, order, line } = await delivered('Mul cotton saree', 7, { cookie: buyer });
    const [first, second, direct] = await Promise.all([
      askReturn(order.id, line.id, sizeOrFit, { cookie: buyer }),
      askReturn(order.id, line.id, { reason: 'damaged', details: 'A hole near the pallu.' }, { cookie: buyer }),
      act(line.id, { action: 'return', reason: 'Came back by courier' }),
    ]);
    // Either the seller marked it returned first (both requests refused), or one request won (and the seller was told to answer it).
    expect(['409 409 200', '201 409 409', '409 201 409']).toContain(
      [first.status, second.status, direct.status].join(' '),
    );
    const view = await orderOf(order.id, buyer);
    expect(view.lines[0]?.returns.filter((request) => request.status === 'requested').length).toBe(
      direct.status === 200 ? 0 : 1,
    );
    if (direct.status === 200) return;

    const requestId = view.lines[0]?.returns[0]?.id ?? '';
    const decisions = await Promise.all([
      decide(requestId, { decision: 'accept' }),
      decide(requestId, { decision: 'reject', note: 'Worn already.' }),
    ]);
    expect(decisions.map((response) => response.status).toSorted()).toEqual([200, 409]);
    expect(await stockOf(item.id)).toBe(decisions[0]?.status === 200 ? 5 : 4);
  });

  it('lets a guest ask through the order’s token, and nobody else', async () => {
    const { order, placed, line } = await delivered('Cotton dupatta', 10);
    const stranger = (await signedInAccount(server)).cookie;
    expect((await askReturn(order.id, line.id, sizeOrFit)).status).toBe(404);
    expect((await askReturn(order.id, line.id, sizeOrFit, { token: 'forged-token-forged-token-forged!' })).status).toBe(
      404,
    );
    const other = await askReturn(order.id, line.id, sizeOrFit, { cookie: stranger });
    expect(other.error).toMatchObject({ code: 'not_found', message: 'Order not found.' });
    // A line of another order, with this order's token.
    const { line: elsewhere } = await delivered('Silk stole', 10);
    expect((await askReturn(order.id, elsewhere.id, sizeOrFit, { token: placed.accessToken })).status).toBe(404);

    const response = await askReturn(
      order.id,
      line.id,
      { reason: 'damaged', details: 'Torn along the border.' },
      { token: placed.accessToken },
    );
    expect(response.status).toBe(201);
    expect(
      dataOf(response).lines[0]?.returns.map((request) => [request.reason, request.status, request.photos.length]),
    ).toEqual([['damaged', 'requested', 0]]);
  });

  it('refuses a line not delivered, a product without returns and a closed window with a clear 409', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const onTheWay = await place(await listed(await product('Block-print saree', 7)), 1, buyer);
    const early = await askReturn(onTheWay.order.id, onTheWay.order.lines[0]?.id ?? '', sizeOrFit, { cookie: buyer });
    expect(early.status).toBe(409);
    expect(early.error?.message).toBe('Only a delivered item can be returned.');

    const noReturns = await delivered('Custom nameplate', 0, { cookie: buyer });
    const noReturnsView = await orderOf(noReturns.order.id, buyer);
    expect(noReturnsView.lines[0]).toMatchObject({ returnDays: 0, returnWindowOpen: false });
    const refused = await askReturn(noReturns.order.id, noReturns.line.id, sizeOrFit, { cookie: buyer });
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe('This item cannot be returned: its seller takes no returns on it.');

    const late = await delivered('Handloom towel', 2, { cookie: buyer });
    server.deps.clock.advance(3 * DAY_MS);
    const lateView = await orderOf(late.order.id, buyer);
    expect(lateView.lines[0]?.returnWindowOpen).toBe(false);
    const closed = await askReturn(late.order.id, late.line.id, sizeOrFit, { cookie: buyer });
    expect(closed.status).toBe(409);
    expect(closed.error?.message).toMatch(/^The return window for this item closed on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/);
    expect(lateView.lines[0]?.returns).toEqual([]);
  });

  it('checks the reason, the details and the photos by their bytes, recording no request when refused', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const { order, line } = await delivered('Embroidered jacket', 7, { cookie: buyer });
    const fields = async (form: ReturnForm) => {
      const response = await askReturn(order.id, line.id, form, { cookie: buyer });
      expect(response.status).toBe(422);
      return response.error?.fields;
    };
    expect(await fields({ reason: 'bored', details: 'Not what I want.' })).toEqual({ reason: ['Choose a reason.'] });
    expect(await fields({ reason: 'damaged', details: ' a ' })).toEqual({
      details: ['Tell the seller what is wrong, in a few words.'],
    });
    expect(await fields({ reason: 'damaged', details: 'x'.repeat(501) })).toEqual({
      details: ['At most 500 characters.'],
    });
    // A text file called .jpg, and a file that is no image at all, are refused by what their bytes are.
    expect(await fields({ ...sizeOrFit, photos: [{ bytes: new TextEncoder().encode('not really a photo') }] })).toEqual(
      { photos: ['Upload a JPEG, PNG or WebP image.'] },
    );
    const gif = Buffer.from('R0lGODlhAQABAAAAACwAAAAAAQABAAA=', 'base64');
    expect(
      await fields({
        ...sizeOrFit,
        photos: [{ bytes: await photo('#123456') }, { bytes: gif, name: 'x.gif', type: 'image/gif' }],
      }),
    ).toEqual({ photos: ['Upload a JPEG, PNG or WebP image.'] });
    const four = await Promise.all(
      ['#111111', '#222222', '#333333', '#444444'].map(async (color) => ({ bytes: await photo(color, 400, 400) })),
    );
    expect(await fields({ ...sizeOrFit, photos: four })).toEqual({ photos: ['Add at most 3 photos.'] });

    const huge = await askReturn(
      order.id,
      line.id,
      { ...sizeOrFit, photos: [{ bytes: new Uint8Array(10 * 1024 * 1024 + 1) }] },
      { cookie: buyer },
    );
    expect(huge.status).toBe(413);
    expect(huge.error?.message).toBe('The photo is larger than 10 MB.');

    const view = await orderOf(order.id, buyer);
    expect(view.lines[0]?.returns).toEqual([]);
    expect(
      (
        await askReturn(
          order.id,
          line.id,
          { ...sizeOrFit, photos: [{ bytes: await photo('#654321', 800, 600) }] },
          { cookie: buyer },
        )
      ).status,
    ).toBe(201);
  });
});

describe('the seller’s decision', () => {
  it('accepts: the line is returned, its stock comes back, both ledger entries are reversed with the reason, the buyer is told', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const { item, order, line } = await delivered('Chanderi kurta set', 7, { cookie: buyer, quantity: 2 });
    expect(await stockOf(item.id)).toBe(3);
    const asked = dataOf(
      await askReturn(
        order.id,
        line.id,
        {
          reason: 'damaged',
          details: 'The zip came off on the first wear.',
          photos: [{ bytes: await photo('#884422') }],
        },
        { cookie: buyer },
      ),
    );
    const requestId = asked.lines[0]?.returns[0]?.id ?? '';

    expect((await decide(requestId, { decision: 'accept' }, otherSeller)).status).toBe(404);
    expect((await decide(requestId, { decision: 'accept' }, creator)).status).toBe(403);
    expect((await decide(crypto.randomUUID(), { decision: 'accept' })).status).toBe(404);
    expect((await server.send('POST', `/api/seller/returns/${requestId}`, seller, { decision: 'maybe' })).status).toBe(
      422,
    );

    const accepted = await decide(requestId, {
      decision: 'accept',
      note: 'Sorry about that. Our courier picks it up on Monday.',
    });
    expect(accepted.status).toBe(200);
    const view = dataOf(accepted);
    expect(view).toMatchObject({ status: 'returned', actions: [], returnWindowOpen: false });
    expect(view.returns[0]).toMatchObject({
      status: 'accepted',
      sellerNote: 'Sorry about that. Our courier picks it up on Monday.',
    });
    expect(view.returns[0]?.decidedAt).not.toBeNull();
    expect(await stockOf(item.id)).toBe(5);

    // Both sides' earnings for the line are reversed, with the buyer's reason.
    expect(await ledgerEntry(creator, 'creator', order.number)).toMatchObject({
      status: 'reversed',
      reason: 'Returned: Damaged',
      amountPaise: 60_000,
    });
    expect(await ledgerEntry(seller, 'seller', order.number)).toMatchObject({
      status: 'reversed',
      reason: 'Returned: Damaged',
      amountPaise: 240_000,
    });

    const buyerView = await orderOf(order.id, buyer);
    expect(buyerView.lines[0]?.events.map((event) => event.status)).toEqual([
      'placed',
      'confirmed',
      'shipped',
      'delivered',
      'returned',
    ]);
    expect(buyerView.payment.status).toBe('paid');
    expect((await notices(buyer)).map((notice) => [notice.kind, notice.message])).toContainEqual([
      'return_accepted',
      `The seller accepted your return of Chanderi kurta set (order ${order.number}). The seller says: “Sorry about that. Our courier picks it up on Monday.”`,
    ]);

    const twice = await decide(requestId, { decision: 'reject', note: 'Changed our minds' });
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toBe('This return request has already been answered.');
    expect(await stockOf(item.id)).toBe(5);
  });

  it('rejects with a note: the line stays delivered, nothing is reversed, and the buyer may ask again', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const { item, order, line } = await delivered('Printed scarf', 5, { cookie: buyer });
    const pendingBefore = await ledgerEntry(creator, 'creator', order.number);
    const asked = dataOf(
      await askReturn(
        order.id,
        line.id,
        { reason: 'changed_mind', details: 'The colour is not for me.' },
        { cookie: buyer },
      ),
    );
    const requestId = asked.lines[0]?.returns[0]?.id ?? '';

    const noNote = await decide(requestId, { decision: 'reject', note: '  ' });
    expect(noNote.status).toBe(422);
    expect(noNote.error?.fields).toEqual({
      note: ['Tell the buyer why you are declining the return.'],
    });

    const rejected = dataOf(await decide(requestId, { decision: 'reject', note: 'The tags have been removed.' }));
    expect(rejected).toMatchObject({ status: 'delivered', actions: ['return'] });
    expect(rejected.returns[0]).toMatchObject({ status: 'rejected', sellerNote: 'The tags have been removed.' });
    expect(await stockOf(item.id)).toBe(4);
    // The earnings are as they were: pending until the window closes.
    expect(await ledgerEntry(creator, 'creator', order.number)).toMatchObject({
      status: 'pending',
      payableAt: pendingBefore?.payableAt,
      reason: null,
    });
    expect(await ledgerEntry(seller, 'seller', order.number)).toMatchObject({
      status: 'pending',
      payableAt: pendingBefore?.payableAt,
    });
    expect((await notices(buyer)).map((notice) => [notice.kind, notice.message])).toContainEqual([
      'return_rejected',
      `The seller declined your return of Printed scarf (order ${order.number}). The seller says: “The tags have been removed.”`,
    ]);
    expect((await decide(requestId, { decision: 'accept' })).status).toBe(409);

    // Within the window the buyer may ask again; the history stays on the line.
    const second = dataOf(
      await askReturn(
        order.id,
        line.id,
        { reason: 'not_as_described', details: 'The photos showed silk; this is polyester.' },
        { cookie: buyer },
      ),
    );
    expect(second.lines[0]?.returns.map((request) => request.status)).toEqual(['rejected', 'requested']);
  });

  it('holds the earnings past the window while a request is open, so a late acceptance still reverses them', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const { order, line } = await delivered('Kalamkari tote', 2, { cookie: buyer });
    const asked = dataOf(
      await askReturn(
        order.id,
        line.id,
        { reason: 'wrong_item', details: 'I ordered the blue one.' },
        { cookie: buyer },
      ),
    );
    const other = await delivered('Kalamkari pouch', 2, { cookie: buyer });
    server.deps.clock.advance(3 * DAY_MS);

    // The window has closed: an untouched line's earnings are payable, the held ones stay pending.
    expect(await ledgerEntry(creator, 'creator', other.order.number)).toMatchObject({ status: 'payable' });
    expect(await ledgerEntry(creator, 'creator', order.number)).toMatchObject({ status: 'pending', payableAt: null });
    const view = dataOf(await decide(asked.lines[0]?.returns[0]?.id ?? '', { decision: 'accept' }));
    expect(view.status).toBe('returned');
    expect(await ledgerEntry(creator, 'creator', order.number)).toMatchObject({
      status: 'reversed',
      reason: 'Returned: Wrong item',
    });
    expect(await ledgerEntry(seller, 'seller', order.number)).toMatchObject({
      status: 'reversed',
      reason: 'Returned: Wrong item',
    });
  });

  it('makes rejected earnings payable at once when the window closed while the seller decided', async () => {
    const buyer = (await signedInAccount(server)).cookie;
    const { order, line } = await delivered('Ikat cushion cover', 1, { cookie: buyer });
    const asked = dataOf(
      await askReturn(
        order.id,
        line.id,
        { reason: 'size_or_fit', details: 'Too small for my cushions.' },
        { cookie: buyer },
      ),
    );
    server.deps.clock.advance(2 * DAY_MS);
    await decide(asked.lines[0]?.returns[0]?.id ?? '', { decision: 'reject', note: 'The size is in the description.' });
    expect(await ledgerEntry(creator, 'creator', order.number)).toMatchObject({ status: 'payable' });
  });
});
