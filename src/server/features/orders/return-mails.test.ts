import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product } from '#shared/contracts/catalog.ts';
import type { SellerAction } from '#shared/contracts/orders-fulfilment.ts';
import type { OrderLine } from '#shared/contracts/orders.ts';
import type { ReturnDecision } from '#shared/contracts/orders-returns.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { orderEndpoints, returnEndpoints } from '#shared/endpoints/orders.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  placedOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { linkIn, startTestSmtp } from '../../testing/test-smtp.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * A return's mail, received by a real SMTP server: the seller hears of a request (the reason, the buyer's words,
 * the photos' count), the buyer of the seller's answer (a guest at the order's email, with the link that opens the
 * order, in the language they ordered in). Each is sent once, however often the decision is tried.
 */

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let seller: { cookie: string; email: string };
let creator: string;

const DAY_MS = 86_400_000;
const { contact, address } = chennaiBuyer;

const act = (lineId: string, body: SellerAction) =>
  callEndpoint(server, fulfilmentEndpoints.act, { params: { lineId }, body }, seller.cookie);
const decide = (returnId: string, body: ReturnDecision) =>
  callEndpoint(server, returnEndpoints.decide, { params: { returnId }, body }, seller.cookie);

/** A delivered line of a new product taking 7-day returns, ordered with `email` (and a cookie: a signed-in buyer). */
async function delivered(name: string, email: string | null, cookie?: string) {
  const product: Product = await createdProduct(server, seller.cookie, {
    name,
    category: 'fashion',
    pricePaise: 120_000,
    stock: 5,
    returnPolicyDays: 7,
  });
  const listing: Listing = await createdListing(server, creator, product.id, 30_000);
  const placed = await placedOrder(
    server,
    { contact: { ...contact, ...(email ? { email } : {}) }, address, lines: [{ listingId: listing.id, quantity: 1 }] },
    { cookie },
  );
  const line = placed.order.lines[0] as OrderLine;
  for (const step of [
    { action: 'confirm' },
    { action: 'ship', courier: 'Delhivery', trackingNumber: 'DL445566' },
    { action: 'deliver' },
  ] satisfies SellerAction[])
    expect((await act(line.id, step)).status).toBe(200);
  return { order: placed.order, line, token: placed.accessToken };
}

async function askReturn(
  orderId: string,
  lineId: string,
  form: { reason: string; details: string; photos?: number },
  auth: { cookie?: string; token?: string },
) {
  const body = new FormData();
  body.set('reason', form.reason);
  body.set('details', form.details);
  for (let index = 0; index < (form.photos ?? 0); index += 1) {
    const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b04a2f' } })
      .jpeg()
      .toBuffer();
    body.append('photos', new File([new Uint8Array(bytes)], `photo-${index}.jpg`, { type: 'image/jpeg' }));
  }
  const answer = await callEndpoint(
    server,
    returnEndpoints.request,
    { params: { id: orderId, lineId }, headers: { 'x-order-token': auth.token }, body },
    auth.cookie,
  );
  expect(answer.status).toBe(201);
  return (
    dataOf(answer)
      .lines.find((line) => line.id === lineId)
      ?.returns.at(-1)?.id ?? ''
  );
}

/** No further mail about a return reaches `to` within a moment (the ones expected were taken from the inbox). */
async function noReturnMailTo(to: string) {
  await new Promise((resolve) => setTimeout(resolve, 600));
  const aboutReturns = smtp.inbox.filter((mail) => mail.to.includes(to) && /return|वापसी/i.test(mail.subject));
  expect(aboutReturns.map((mail) => mail.subject)).toEqual([]);
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
  const { account, cookie } = await signedInSeller(server, {
    businessName: 'Kaveri Silks',
    slug: 'kaveri-return-mail',
    pickupPincode: '600001',
  });
  seller = { cookie, email: account.email };
  creator = (await signedInCreator(server, { handle: 'meera.return.mail', displayName: 'Meera' })).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('when a buyer asks to return an item', () => {
  it('mails the seller once: who asks, the reason, the buyer’s words, the photos and where to answer', async () => {
    const buyer = await signedInAccount(server);
    const { order, line } = await delivered('Linen kurta', buyer.account.email, buyer.cookie);
    await smtp.waitFor(seller.email, new RegExp(`^New order ${order.number}`));
    await askReturn(
      order.id,
      line.id,
      { reason: 'size_or_fit', details: 'Too tight at the shoulders; I need one size up.', photos: 2 },
      { cookie: buyer.cookie },
    );

    const mail = await smtp.waitFor(
      seller.email,
      new RegExp(`^Return requested: Linen kurta \\(order ${order.number}\\)$`),
    );
    expect(mail.text).toContain(
      `Hi Kaveri Silks, Meera Iyer asked to return 1 × Linen kurta from order ${order.number}. Its earnings are on hold until you accept or decline the request under Orders on your dashboard.`,
    );
    expect(mail.text).toContain('Reason: Size or fit');
    expect(mail.text).toContain('Photos: 2 photos, on your dashboard');
    expect(mail.text).toContain('The buyer says\nToo tight at the shoulders; I need one size up.');
    expect(linkIn(mail)).toBe(`${server.url}/dashboard`);
    // Once, and the buyer is not mailed about their own request.
    await noReturnMailTo(seller.email);
    await noReturnMailTo(buyer.account.email);
  });
});

describe('when the seller answers', () => {
  it('mails a guest the decline at the order’s email, with the note, how long they may ask again and the link that opens the order', async () => {
    const { order, line, token } = await delivered('Cotton dupatta', 'asha.guest@example.in');
    await smtp.waitFor('asha.guest@example.in', /is placed$/);
    const returnId = await askReturn(
      order.id,
      line.id,
      { reason: 'damaged', details: 'Torn along the border.' },
      { token },
    );
    await smtp.waitFor(seller.email, /^Return requested: Cotton dupatta/);

    expect(
      (await decide(returnId, { decision: 'reject', note: 'The tear is from use; send a photo of the tag.' })).status,
    ).toBe(200);
    const mail = await smtp.waitFor(
      'asha.guest@example.in',
      new RegExp(`^Return declined: Cotton dupatta \\(order ${order.number}\\)$`),
    );
    const view = dataOf(
      await callEndpoint(server, orderEndpoints.get, { params: { id: order.id }, headers: { 'x-order-token': token } }),
    );
    const lastDay = new Date(view.lines[0]?.returnWindowEndsAt ?? '');
    expect(lastDay.getTime()).toBeGreaterThan(Date.now() + 6 * DAY_MS);
    const day = new Intl.DateTimeFormat('en-IN', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    }).format(lastDay);
    expect(mail.text).toContain(
      `Hi Meera Iyer, the seller declined your return of 1 × Cotton dupatta from order ${order.number}. You can ask again until ${day}.`,
    );
    expect(mail.text).toContain('The seller says\nThe tear is from use; send a photo of the tag.');
    const link = new URL(linkIn(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${server.url}/order`);
    expect(link.searchParams.get('token')).toBe(token);

    // A second answer is refused, and mails nobody.
    expect((await decide(returnId, { decision: 'accept' })).status).toBe(409);
    await noReturnMailTo('asha.guest@example.in');
  });

  it('mails a signed-in buyer the acceptance with the seller’s note, and nobody when the order has no email', async () => {
    const buyer = await signedInAccount(server);
    const { order, line } = await delivered('Mul cotton saree', buyer.account.email, buyer.cookie);
    const returnId = await askReturn(
      order.id,
      line.id,
      { reason: 'not_as_described', details: 'The colour is far darker than the photos.' },
      { cookie: buyer.cookie },
    );
    expect((await decide(returnId, { decision: 'accept', note: 'Our courier collects it on Monday.' })).status).toBe(
      200,
    );
    const mail = await smtp.waitFor(buyer.account.email, /^Return accepted: Mul cotton saree/);
    expect(mail.text).toContain(
      `Hi Meera Iyer, the seller accepted your return of 1 × Mul cotton saree from order ${order.number}.`,
    );
    expect(mail.text).toContain('The seller says\nOur courier collects it on Monday.');
    // Paid in cash on delivery: the money comes back to a UPI ID the buyer gives on the order page (decision 071).
    expect(mail.text).toMatch(
      /Your refund\n₹[\d,]+\.\d\d is owed back to you\. Give the UPI ID to send it to on your order page\./,
    );
    expect(new URL(linkIn(mail)).searchParams.has('token')).toBe(false);

    // An order placed without an email: the seller still hears of the request, the buyer has no address to mail.
    const silent = await delivered('Silk stole', null, buyer.cookie);
    const silentReturn = await askReturn(
      silent.order.id,
      silent.line.id,
      { reason: 'changed_mind', details: 'Bought it twice by mistake.' },
      { cookie: buyer.cookie },
    );
    await smtp.waitFor(seller.email, /^Return requested: Silk stole/);
    expect((await decide(silentReturn, { decision: 'accept' })).status).toBe(200);
    await noReturnMailTo(buyer.account.email);
  });

  it('writes a guest’s mail in the language they ordered in', async () => {
    const { order, line, token } = await delivered('Brass lamp', 'sunita.hi@example.in', 'haat_lang=hi');
    const returnId = await askReturn(
      order.id,
      line.id,
      { reason: 'damaged', details: 'Dented at the base.' },
      { token },
    );
    await smtp.waitFor(seller.email, /^Return requested: Brass lamp/);
    expect((await decide(returnId, { decision: 'reject', note: 'The dent is from use.' })).status).toBe(200);
    const mail = await smtp.waitFor(
      'sunita.hi@example.in',
      new RegExp(`^वापसी नामंज़ूर: Brass lamp \\(ऑर्डर ${order.number}\\)$`),
    );
    expect(mail.text).toContain(
      `नमस्ते Meera Iyer, विक्रेता ने ऑर्डर ${order.number} के 1 × Brass lamp की वापसी नामंज़ूर कर दी है।`,
    );
    expect(mail.text).toContain('The dent is from use.');
  });
});
