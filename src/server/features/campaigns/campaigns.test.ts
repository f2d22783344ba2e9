import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Campaign,
  indianToday,
  type MyCampaigns,
  type Participant,
  type ParticipationResult,
  type ReviewResult,
  type SellerCampaign,
} from '#shared/contracts/campaigns.ts';
import type { Product } from '#shared/contracts/catalog.ts';
import type { SellerOrderLine } from '#shared/contracts/fulfilment.ts';
import type { Ledger } from '#shared/contracts/ledger.ts';
import type { Notification } from '#shared/contracts/notifications.ts';
import type { Order } from '#shared/contracts/orders.ts';
import { createdProduct, sellersAndCreator, signedInCreator } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let otherSeller: string;
let creator: string;
let secondCreator: string;
let buyer: string;

const dayMs = 86_400_000;
const inDays = (days: number) => indianToday(new Date(server.deps.clock.now().getTime() + days * dayMs));
const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T;
type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const shipTo = {
  contact: { name: 'Meera Iyer', phone: '98765 43210' },
  address: { line1: '12 Lake View Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
};

const cashInput = (extra: Record<string, unknown> = {}) => ({
  brand: 'Kaveri Silks',
  title: 'Silk stories for Pongal',
  desc: 'Wear one of our silk sarees for Pongal and post a reel.',
  hashtags: ['#KaveriSilks', '#Pongal'],
  payout: '₹3,000 per reel',
  payoutType: 'cash',
  payoutAmountPaise: 300_000,
  deadline: inDays(10),
  badges: ['Festive'],
  status: 'open',
  ...extra,
});

async function created(input: Record<string, unknown>, cookie = seller): Promise<SellerCampaign> {
  const response = await server.send('POST', '/api/seller/campaigns', cookie, input);
  if (response.status !== 201)
    throw new Error(`creating the campaign answered ${response.status}: ${await response.text()}`);
  return json<SellerCampaign>(response);
}

const ownCampaigns = async (cookie = seller) =>
  (await json<{ campaigns: SellerCampaign[] }>(server.send('GET', '/api/seller/campaigns', cookie))).campaigns;
const publicCampaigns = async (query = '') =>
  (await json<{ campaigns: Campaign[] }>(server.fetch(`/api/campaigns${query}`))).campaigns;
const notifications = async (cookie: string) =>
  (await json<{ notifications: Notification[] }>(server.send('GET', '/api/me/notifications', cookie))).notifications;
const join = (id: number, cookie = creator, body: Record<string, unknown> = {}) =>
  server.send('POST', `/api/campaigns/${id}/join`, cookie, body);
const submit = (id: number, postUrl: string, cookie = creator) =>
  server.send('POST', `/api/campaigns/${id}/submission`, cookie, { postUrl });
const participants = async (id: number, cookie = seller) =>
  (await json<{ participants: Participant[] }>(server.send('GET', `/api/seller/campaigns/${id}/participants`, cookie)))
    .participants;
const review = (participantId: string, body: Record<string, unknown>, cookie = seller) =>
  server.send('POST', `/api/seller/campaign-participants/${participantId}/review`, cookie, body);

const product = (name: string, stock: number): Promise<Product> =>
  createdProduct(server, seller, { name, category: 'fashion', pricePaise: 150_000, stock });

beforeAll(async () => {
  server = await startTestServer();
  ({ seller, otherSeller, creator } = await sellersAndCreator(server));
  secondCreator = (await signedInCreator(server, { handle: 'arjun.styles', displayName: 'Arjun' })).cookie;
  buyer = (await signedInAccount(server, { roleIntent: 'buyer' })).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('posting campaigns', () => {
  it('refuses a hashtag without #, a past deadline, a missing payout and another seller’s gift, storing nothing', async () => {
    const strangersGift = await createdProduct(server, otherSeller, {
      name: 'Not yours',
      category: 'fashion',
      pricePaise: 10_000,
      stock: 5,
    });
    const cases: [Record<string, unknown>, string | null][] = [
      [cashInput({ hashtags: ['#Fine', 'NoHash'] }), 'hashtags.1'],
      [cashInput({ deadline: inDays(-1) }), 'deadline'],
      [cashInput({ deadline: '2026-02-30' }), 'deadline'],
      [cashInput({ payoutAmountPaise: null }), 'payoutAmountPaise'],
      [cashInput({ payoutType: 'gift', payoutAmountPaise: null, giftProductId: strangersGift.id }), 'giftProductId'],
      [cashInput({ payoutType: 'barter' }), 'payoutType'],
      [cashInput({ joined: 500 }), null],
    ];
    for (const [input, field] of cases) {
      const response = await server.send('POST', '/api/seller/campaigns', seller, input);
      const body = await json<Failure>(response);
      expect([response.status, field === null || Object.hasOwn(body.error.fields ?? {}, field)]).toEqual([422, true]);
    }
    expect(await ownCampaigns()).toEqual([]);
    expect((await server.send('POST', '/api/seller/campaigns', creator, cashInput())).status).toBe(403);
    expect((await server.send('POST', '/api/seller/campaigns', undefined, cashInput())).status).toBe(401);
  });

  it('creates a draft, uploads its 3:1 banner, publishes it; drafts stay private', async () => {
    const draft = await created(cashInput({ title: 'Draft for later', status: 'draft' }));
    expect(draft).toMatchObject({
      status: 'draft',
      joined: 0,
      payoutValuePaise: 300_000,
      participants: 0,
      submissions: 0,
      seller: { slug: 'kaveri-silks' },
    });
    expect(typeof draft.id).toBe('number');
    expect((await publicCampaigns()).map((campaign) => campaign.id)).not.toContain(draft.id);
    expect((await server.fetch(`/api/campaigns/${draft.id}`)).status).toBe(404);
    expect((await server.send('GET', `/api/campaigns/${draft.id}`, seller)).status).toBe(200);

    const form = new FormData();
    form.set(
      'banner',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f97316' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'banner.png',
    );
    const withBanner = await json<SellerCampaign>(
      server.fetch(`/api/seller/campaigns/${draft.id}/banner`, {
        method: 'POST',
        headers: { cookie: seller },
        body: form,
      }),
    );
    expect(withBanner.banner).toMatch(/\/media\/campaigns\/\d+\/[0-9a-f]+-1280\.webp$/);
    const image = await server.fetch(new URL(withBanner.banner ?? '', server.url).pathname);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 427]);

    const notImage = new FormData();
    notImage.set('banner', new Blob(['plain text'], { type: 'image/png' }), 'x.png');
    expect(
      (
        await server.fetch(`/api/seller/campaigns/${draft.id}/banner`, {
          method: 'POST',
          headers: { cookie: seller },
          body: notImage,
        })
      ).status,
    ).toBe(422);

    const published = await json<SellerCampaign>(
      server.send('PATCH', `/api/seller/campaigns/${draft.id}`, seller, {
        status: 'open',
        title: 'Pongal silk stories',
      }),
    );
    expect(published).toMatchObject({ status: 'open', title: 'Pongal silk stories', banner: withBanner.banner });
    expect((await publicCampaigns()).map((campaign) => campaign.id)).toContain(draft.id);
  });

  it('keeps a seller’s campaign theirs: another seller gets 404 on every call (as for an id that does not exist) and nothing changes', async () => {
    const campaign = await created(cashInput({ title: 'Only mine' }));
    expect((await server.send('GET', `/api/seller/campaigns/${campaign.id}`, otherSeller)).status).toBe(404);
    expect(
      (await server.send('PATCH', `/api/seller/campaigns/${campaign.id}`, otherSeller, { title: 'Hijacked' })).status,
    ).toBe(404);
    expect((await server.send('POST', `/api/seller/campaigns/${campaign.id}/close`, otherSeller)).status).toBe(404);
    expect((await server.send('DELETE', `/api/seller/campaigns/${campaign.id}`, otherSeller)).status).toBe(404);
    expect((await server.send('GET', `/api/seller/campaigns/${campaign.id}/participants`, otherSeller)).status).toBe(
      404,
    );
    expect((await server.send('GET', '/api/seller/campaigns/999999', seller)).status).toBe(404);
    expect((await server.send('GET', '/api/seller/campaigns/not-a-number', seller)).status).toBe(422);
    const after = await json<SellerCampaign>(server.send('GET', `/api/seller/campaigns/${campaign.id}`, seller));
    expect(after).toMatchObject({ title: 'Only mine', status: 'open' });
    expect(await ownCampaigns(otherSeller)).toEqual([]);

    // Bad edits by the owner are refused whole.
    expect(
      (
        await server.send('PATCH', `/api/seller/campaigns/${campaign.id}`, seller, {
          title: 'New title',
          hashtags: ['nohash'],
        })
      ).status,
    ).toBe(422);
    expect(
      (
        await server.send('PATCH', `/api/seller/campaigns/${campaign.id}`, seller, {
          title: 'New title',
          deadline: inDays(-3),
        })
      ).status,
    ).toBe(422);
    expect((await json<SellerCampaign>(server.send('GET', `/api/seller/campaigns/${campaign.id}`, seller))).title).toBe(
      'Only mine',
    );
  });

  it('lists open campaigns by payout type and words, sorted by deadline or payout', async () => {
    const soon = await created(
      cashInput({ title: 'Chai reels', hashtags: ['#ChaiTime'], deadline: inDays(2), payoutAmountPaise: 100_000 }),
    );
    const gift = await product('Handloom stole', 3);
    const later = await created(
      cashInput({
        title: 'Stole styling',
        payoutType: 'gift',
        payoutAmountPaise: null,
        giftProductId: gift.id,
        payout: 'Free stole',
        deadline: inDays(20),
      }),
    );
    const byDeadline = await publicCampaigns('?sort=deadline');
    expect(byDeadline.findIndex((campaign) => campaign.id === soon.id)).toBeLessThan(
      byDeadline.findIndex((campaign) => campaign.id === later.id),
    );
    const gifts = await publicCampaigns('?payoutType=gift');
    expect(gifts.map((campaign) => campaign.id)).toEqual([later.id]);
    expect(gifts[0]).toMatchObject({
      payoutType: 'gift',
      payoutAmountPaise: null,
      payoutValuePaise: 150_000,
      giftProduct: { id: gift.id, name: 'Handloom stole' },
    });
    expect((await publicCampaigns('?q=chaitime')).map((campaign) => campaign.id)).toEqual([soon.id]);
    const byPayout = (await publicCampaigns('?sort=payout')).map((campaign) => campaign.payoutValuePaise);
    expect(byPayout).toEqual(byPayout.toSorted((a, b) => b - a));
    expect((await server.fetch('/api/campaigns?sort=random')).status).toBe(422);
  });
});

describe('taking part', () => {
  it('a creator joins once (joined rises by one), submits an https link, and an approval pays cash into the ledger', async () => {
    const campaign = await created(cashInput({ title: 'Cash for reels' }));
    expect((await join(campaign.id, buyer)).status).toBe(403);
    const first = await join(campaign.id);
    expect(first.status).toBe(201);
    const joined = await json<ParticipationResult>(first);
    expect(joined.campaign.joined).toBe(1);
    expect(joined.participation).toMatchObject({ status: 'joined', postUrl: null });
    const again = await join(campaign.id);
    expect(again.status).toBe(200);
    expect((await json<ParticipationResult>(again)).campaign.joined).toBe(1);
    expect((await publicCampaigns()).find((entry) => entry.id === campaign.id)?.joined).toBe(1);
    expect((await notifications(seller)).find((entry) => entry.kind === 'campaign_joined')?.message).toContain(
      'Meera (@meera.wears) joined “Cash for reels”',
    );

    for (const bad of ['http://instagram.com/p/abc', 'javascript:alert(1)', 'not a link', 'https://localhost/x']) {
      const refused = await submit(campaign.id, bad);
      expect([bad, refused.status, (await json<Failure>(refused)).error.fields]).toEqual([
        bad,
        422,
        { postUrl: [expect.any(String)] },
      ]);
    }
    expect((await participants(campaign.id))[0]).toMatchObject({ status: 'joined', postUrl: null });
    expect((await submit(campaign.id, 'https://instagram.com/p/abc', secondCreator)).status).toBe(409);

    const submitted = await json<ParticipationResult>(submit(campaign.id, 'https://www.instagram.com/reel/C0ffee/'));
    expect(submitted.participation).toMatchObject({
      status: 'submitted',
      postUrl: 'https://www.instagram.com/reel/C0ffee/',
    });
    const [participant] = await participants(campaign.id);
    expect(participant).toMatchObject({
      status: 'submitted',
      creator: { handle: 'meera.wears', displayName: 'Meera' },
      shipsTo: null,
    });

    expect((await review(participant?.id ?? '', { decision: 'approve' }, otherSeller)).status).toBe(404);
    const approved = await json<ReviewResult>(review(participant?.id ?? '', { decision: 'approve' }));
    expect(approved.participant).toMatchObject({ status: 'approved', payoutPaise: 300_000 });
    expect(approved.campaign).toMatchObject({ participants: 1, submissions: 1, approved: 1, paidOutPaise: 300_000 });
    expect((await review(participant?.id ?? '', { decision: 'approve' })).status).toBe(409);

    const ledger = await json<Ledger>(server.send('GET', '/api/me/earnings?as=creator', creator));
    expect(ledger.entries[0]).toMatchObject({
      orderNumber: `COLLAB-${campaign.id}`,
      productName: 'Cash for reels',
      quantity: 1,
      amountPaise: 300_000,
      status: 'payable',
    });
    expect(ledger.totals.payable).toBe(300_000);
    expect((await notifications(creator)).find((entry) => entry.kind === 'campaign_approved')?.message).toContain(
      '₹3,000.00 is in your earnings',
    );
    expect((await submit(campaign.id, 'https://instagram.com/p/another')).status).toBe(409);

    // Paid out: it stays on record.
    const deleting = await server.send('DELETE', `/api/seller/campaigns/${campaign.id}`, seller);
    expect(deleting.status).toBe(409);
    expect((await json<Failure>(deleting)).error.message).toContain('Close it instead');
    const mine = await json<MyCampaigns>(server.send('GET', '/api/me/campaigns', creator));
    expect(mine.items.find((item) => item.campaign.id === campaign.id)?.participation).toMatchObject({
      status: 'approved',
      payoutPaise: 300_000,
    });
  });

  it('a rejection carries the seller’s note and the creator may submit again', async () => {
    const campaign = await created(cashInput({ title: 'Needs a retake' }));
    await join(campaign.id, secondCreator);
    await submit(campaign.id, 'https://instagram.com/p/first', secondCreator);
    const [participant] = await participants(campaign.id);
    expect((await review(participant?.id ?? '', { decision: 'reject' })).status).toBe(422);
    const rejected = await json<ReviewResult>(
      review(participant?.id ?? '', { decision: 'reject', note: 'Please tag @kaveri.silks in the caption.' }),
    );
    expect(rejected.participant).toMatchObject({
      status: 'rejected',
      note: 'Please tag @kaveri.silks in the caption.',
    });
    expect((await notifications(secondCreator)).find((entry) => entry.kind === 'campaign_rejected')?.message).toContain(
      'Please tag @kaveri.silks',
    );
    const again = await json<ParticipationResult>(submit(campaign.id, 'https://instagram.com/p/second', secondCreator));
    expect(again.participation).toMatchObject({
      status: 'submitted',
      note: null,
      postUrl: 'https://instagram.com/p/second',
    });
    // Not paid: the seller may delete it, participants and all.
    expect((await server.send('DELETE', `/api/seller/campaigns/${campaign.id}`, seller)).status).toBe(204);
    expect((await server.fetch(`/api/campaigns/${campaign.id}`)).status).toBe(404);
  });

  it('a gift campaign asks for the address and its approval places a ₹0 order shipped through fulfilment', async () => {
    const gift = await product('Silk potli bag', 2);
    const campaign = await created(
      cashInput({
        title: 'Potli unboxing',
        payoutType: 'gift',
        payoutAmountPaise: null,
        giftProductId: gift.id,
        payout: 'Free silk potli bag',
      }),
    );
    const noAddress = await join(campaign.id);
    expect(noAddress.status).toBe(422);
    expect((await json<Failure>(noAddress)).error.fields).toHaveProperty(['shipTo']);
    expect(
      (await join(campaign.id, creator, { shipTo: { ...shipTo, address: { ...shipTo.address, pincode: '12' } } }))
        .status,
    ).toBe(422);
    expect((await json<ParticipationResult>(join(campaign.id, creator, { shipTo }))).campaign.joined).toBe(1);
    await submit(campaign.id, 'https://youtube.com/shorts/potli');
    const [participant] = await participants(campaign.id);
    expect(participant?.shipsTo).toBe('Chennai, Tamil Nadu');

    const approved = await json<ReviewResult>(review(participant?.id ?? '', { decision: 'approve' }));
    const giftOrder = approved.participant.giftOrder;
    expect(giftOrder?.number).toMatch(/^HT-/);
    const orders = (await json<{ orders: Order[] }>(server.send('GET', '/api/me/orders', creator))).orders;
    const order = orders.find((entry) => entry.id === giftOrder?.id);
    expect(order).toMatchObject({
      summary: { itemsPaise: 0, deliveryPaise: 0, totalPaise: 0 },
      contact: { name: 'Meera Iyer', phone: '+919876543210' },
      address: { city: 'Chennai' },
    });
    expect(order?.lines.map((line) => [line.name, line.quantity, line.unitPricePaise])).toEqual([
      ['Silk potli bag', 1, 0],
    ]);
    const stock = (await json<{ items: Product[] }>(server.send('GET', '/api/seller/products', seller))).items.find(
      (entry) => entry.id === gift.id,
    )?.stock;
    expect(stock).toBe(1);

    // The seller fulfils it like any order; no earnings are booked for it.
    const line = (
      await json<{ lines: SellerOrderLine[] }>(server.send('GET', '/api/seller/orders', seller))
    ).lines.find((entry) => entry.orderId === giftOrder?.id);
    expect(line?.actions).toContain('confirm');
    expect(
      (await server.send('POST', `/api/seller/order-lines/${line?.id}`, seller, { action: 'confirm' })).status,
    ).toBe(200);
    const sellerLedger = await json<Ledger>(server.send('GET', '/api/me/earnings?as=seller', seller));
    expect(sellerLedger.entries.some((entry) => entry.orderNumber === giftOrder?.number)).toBe(false);
  });

  it('an out-of-stock gift refuses the approval and changes nothing', async () => {
    const gift = await product('Last scarf', 1);
    const campaign = await created(
      cashInput({
        title: 'Scarf styling',
        payoutType: 'gift',
        payoutAmountPaise: null,
        giftProductId: gift.id,
        payout: 'Free scarf',
      }),
    );
    await server.send('PATCH', `/api/seller/products/${gift.id}`, seller, { stock: 0 });
    await join(campaign.id, secondCreator, { shipTo });
    await submit(campaign.id, 'https://instagram.com/p/scarf', secondCreator);
    const [participant] = await participants(campaign.id);
    const refused = await review(participant?.id ?? '', { decision: 'approve' });
    expect(refused.status).toBe(409);
    expect((await json<Failure>(refused)).error.code).toBe('out_of_stock');
    expect((await participants(campaign.id))[0]).toMatchObject({ status: 'submitted', giftOrder: null });
  });

  it('closing, or the deadline passing, stops joining; closed campaigns are listed apart', async () => {
    const closing = await created(cashInput({ title: 'Closing soon' }));
    const closed = await json<SellerCampaign>(server.send('POST', `/api/seller/campaigns/${closing.id}/close`, seller));
    expect(closed.status).toBe('closed');
    expect((await join(closing.id)).status).toBe(409);
    expect(
      (await server.send('PATCH', `/api/seller/campaigns/${closing.id}`, seller, { title: 'Changed' })).status,
    ).toBe(409);

    const today = await created(cashInput({ title: 'Ends today', deadline: inDays(0) }));
    expect((await join(today.id)).status).toBe(201);
    server.deps.clock.advance(2 * dayMs);
    expect((await json<Campaign>(server.fetch(`/api/campaigns/${today.id}`))).status).toBe('closed');
    expect((await join(today.id, secondCreator)).status).toBe(409);
    expect((await publicCampaigns()).map((campaign) => campaign.id)).not.toContain(today.id);
    expect((await publicCampaigns('?status=closed')).map((campaign) => campaign.id)).toEqual(
      expect.arrayContaining([closing.id, today.id]),
    );
  });
});
