import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CampaignInput,
  type CampaignQuery,
  type CampaignUpdate,
  indianToday,
  type JoinCampaign,
  type ReviewDecision,
  type SellerCampaign,
  type ShipTo,
} from '#shared/contracts/campaigns.ts';
import type { Product } from '#shared/contracts/catalog.ts';
import { campaignEndpoints, sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { ledgerEndpoints } from '#shared/endpoints/ledger.ts';
import { notificationEndpoints } from '#shared/endpoints/notifications.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
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
type Failure = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const shipTo = {
  contact: { name: 'Meera Iyer', phone: '98765 43210' },
  address: { line1: '12 Lake View Road', city: 'Chennai', state: 'Tamil Nadu', pincode: '600017' },
} satisfies ShipTo;

const cashInput = (extra: Partial<CampaignInput> = {}): CampaignInput => ({
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

const create = (input: CampaignInput, cookie?: string) =>
  callEndpoint(server, sellerCampaignEndpoints.create, { body: input }, cookie);

async function created(input: CampaignInput, cookie = seller): Promise<SellerCampaign> {
  const response = await create(input, cookie);
  if (response.status !== 201 || !response.ok)
    throw new Error(`creating the campaign answered ${response.status}: ${JSON.stringify(response.error)}`);
  return response.data;
}

const ownCampaigns = async (cookie = seller) =>
  dataOf(await callEndpoint(server, sellerCampaignEndpoints.list, {}, cookie)).items;
const publicCampaigns = async (query: CampaignQuery = {}) =>
  dataOf(await callEndpoint(server, campaignEndpoints.list, { query })).items;
const publicCampaign = (id: number) => callEndpoint(server, campaignEndpoints.get, { params: { id } });
const sellerCampaign = (id: number | string, cookie: string) =>
  callEndpoint(server, sellerCampaignEndpoints.get, { params: { id } }, cookie);
const edit = (id: number, body: CampaignUpdate, cookie: string) =>
  callEndpoint(server, sellerCampaignEndpoints.update, { params: { id }, body }, cookie);
const remove = (id: number, cookie: string) =>
  callEndpoint(server, sellerCampaignEndpoints.delete, { params: { id } }, cookie);
const close = (id: number, cookie: string) =>
  callEndpoint(server, sellerCampaignEndpoints.close, { params: { id } }, cookie);
const notifications = async (cookie: string) =>
  dataOf(await callEndpoint(server, notificationEndpoints.list, {}, cookie)).items;
const join = (id: number, cookie = creator, body: JoinCampaign = {}) =>
  callEndpoint(server, campaignEndpoints.join, { params: { id }, body }, cookie);
const submit = (id: number, postUrl: string, cookie = creator) =>
  callEndpoint(server, campaignEndpoints.submit, { params: { id }, body: { postUrl } }, cookie);
const participantsAnswer = (id: number, cookie: string) =>
  callEndpoint(server, sellerCampaignEndpoints.participants, { params: { id } }, cookie);
const participants = async (id: number, cookie = seller) => dataOf(await participantsAnswer(id, cookie)).items;
const review = (participantId: string, body: ReviewDecision, cookie = seller) =>
  callEndpoint(server, sellerCampaignEndpoints.review, { params: { participantId }, body }, cookie);
const earnings = async (as: 'creator' | 'seller', cookie: string) =>
  dataOf(await callEndpoint(server, ledgerEndpoints.earnings, { query: { as } }, cookie));

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
    // Sent raw: two of the cases are what the contract's types forbid.
    const cases: [Record<string, unknown>, string | null][] = [
      [cashInput({ hashtags: ['#Fine', 'NoHash'] }), 'hashtags.1'],
      [cashInput({ deadline: inDays(-1) }), 'deadline'],
      [cashInput({ deadline: '2026-02-30' }), 'deadline'],
      [cashInput({ payoutAmountPaise: null }), 'payoutAmountPaise'],
      [cashInput({ payoutType: 'gift', payoutAmountPaise: null, giftProductId: strangersGift.id }), 'giftProductId'],
      [{ ...cashInput(), payoutType: 'barter' }, 'payoutType'],
      [{ ...cashInput(), joined: 500 }, null],
    ];
    for (const [input, field] of cases) {
      const response = await server.send('POST', '/api/seller/campaigns', seller, input);
      const body = (await response.json()) as Failure;
      expect([response.status, field === null || Object.hasOwn(body.error.fields ?? {}, field)]).toEqual([422, true]);
    }
    expect(await ownCampaigns()).toEqual([]);
    expect((await create(cashInput(), creator)).status).toBe(403);
    expect((await create(cashInput())).status).toBe(401);
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
    expect((await publicCampaign(draft.id)).status).toBe(404);
    expect((await callEndpoint(server, campaignEndpoints.get, { params: { id: draft.id } }, seller)).status).toBe(200);

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
    const uploadBanner = (body: FormData) =>
      callEndpoint(server, sellerCampaignEndpoints.banner, { params: { id: draft.id }, body }, seller);
    const withBanner = dataOf(await uploadBanner(form));
    expect(withBanner.banner).toMatch(/\/media\/campaigns\/\d+\/[0-9a-f]+-1280\.webp$/);
    const image = await server.fetch(new URL(withBanner.banner ?? '', server.url).pathname);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1280, 427]);

    const notImage = new FormData();
    notImage.set('banner', new Blob(['plain text'], { type: 'image/png' }), 'x.png');
    expect((await uploadBanner(notImage)).status).toBe(422);

    const published = await edit(draft.id, { status: 'open', title: 'Pongal silk stories' }, seller);
    expect(published.data).toMatchObject({ status: 'open', title: 'Pongal silk stories', banner: withBanner.banner });
    expect((await publicCampaigns()).map((campaign) => campaign.id)).toContain(draft.id);
  });

  it('keeps a seller’s campaign theirs: another seller gets 404 on every call (as for an id that does not exist) and nothing changes', async () => {
    const campaign = await created(cashInput({ title: 'Only mine' }));
    expect((await sellerCampaign(campaign.id, otherSeller)).status).toBe(404);
    expect((await edit(campaign.id, { title: 'Hijacked' }, otherSeller)).status).toBe(404);
    expect((await close(campaign.id, otherSeller)).status).toBe(404);
    expect((await remove(campaign.id, otherSeller)).status).toBe(404);
    expect((await participantsAnswer(campaign.id, otherSeller)).status).toBe(404);
    expect((await sellerCampaign(999999, seller)).status).toBe(404);
    expect((await sellerCampaign('not-a-number', seller)).status).toBe(422);
    const after = await sellerCampaign(campaign.id, seller);
    expect(after.data).toMatchObject({ title: 'Only mine', status: 'open' });
    expect(await ownCampaigns(otherSeller)).toEqual([]);

    // Bad edits by the owner are refused whole.
    expect((await edit(campaign.id, { title: 'New title', hashtags: ['nohash'] }, seller)).status).toBe(422);
    expect((await edit(campaign.id, { title: 'New title', deadline: inDays(-3) }, seller)).status).toBe(422);
    expect((await sellerCampaign(campaign.id, seller)).data?.title).toBe('Only mine');
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
    const byDeadline = await publicCampaigns({ sort: 'deadline' });
    expect(byDeadline.findIndex((campaign) => campaign.id === soon.id)).toBeLessThan(
      byDeadline.findIndex((campaign) => campaign.id === later.id),
    );
    const gifts = await publicCampaigns({ payoutType: 'gift' });
    expect(gifts.map((campaign) => campaign.id)).toEqual([later.id]);
    expect(gifts[0]).toMatchObject({
      payoutType: 'gift',
      payoutAmountPaise: null,
      payoutValuePaise: 150_000,
      giftProduct: { id: gift.id, name: 'Handloom stole' },
    });
    expect((await publicCampaigns({ q: 'chaitime' })).map((campaign) => campaign.id)).toEqual([soon.id]);
    const byPayout = (await publicCampaigns({ sort: 'payout' })).map((campaign) => campaign.payoutValuePaise);
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
    const joined = dataOf(first);
    expect(joined.campaign.joined).toBe(1);
    expect(joined.participation).toMatchObject({ status: 'joined', postUrl: null });
    const again = await join(campaign.id);
    expect(again.status).toBe(200);
    expect(again.data?.campaign.joined).toBe(1);
    expect((await publicCampaigns()).find((entry) => entry.id === campaign.id)?.joined).toBe(1);
    expect((await notifications(seller)).find((entry) => entry.kind === 'campaign_joined')?.message).toContain(
      'Meera (@meera.wears) joined “Cash for reels”',
    );

    for (const bad of ['http://instagram.com/p/abc', 'javascript:alert(1)', 'not a link', 'https://localhost/x']) {
      const refused = await submit(campaign.id, bad);
      expect([bad, refused.status, refused.error?.fields]).toEqual([bad, 422, { postUrl: [expect.any(String)] }]);
    }
    expect((await participants(campaign.id))[0]).toMatchObject({ status: 'joined', postUrl: null });
    expect((await submit(campaign.id, 'https://instagram.com/p/abc', secondCreator)).status).toBe(409);

    const submitted = await submit(campaign.id, 'https://www.instagram.com/reel/C0ffee/');
    expect(submitted.data?.participation).toMatchObject({
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
    const approved = dataOf(await review(participant?.id ?? '', { decision: 'approve' }));
    expect(approved.participant).toMatchObject({ status: 'approved', payoutPaise: 300_000 });
    expect(approved.campaign).toMatchObject({ participants: 1, submissions: 1, approved: 1, paidOutPaise: 300_000 });
    expect((await review(participant?.id ?? '', { decision: 'approve' })).status).toBe(409);

    const ledger = await earnings('creator', creator);
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
    const deleting = await remove(campaign.id, seller);
    expect(deleting.status).toBe(409);
    expect(deleting.error?.message).toContain('Close it instead');
    const mine = dataOf(await callEndpoint(server, campaignEndpoints.mine, {}, creator));
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
    expect(
      (
        await server.send('POST', `/api/seller/campaign-participants/${participant?.id ?? ''}/review`, seller, {
          decision: 'reject',
        })
      ).status,
    ).toBe(422);
    const rejected = await review(participant?.id ?? '', {
      decision: 'reject',
      note: 'Please tag @kaveri.silks in the caption.',
    });
    expect(rejected.data?.participant).toMatchObject({
      status: 'rejected',
      note: 'Please tag @kaveri.silks in the caption.',
    });
    expect((await notifications(secondCreator)).find((entry) => entry.kind === 'campaign_rejected')?.message).toContain(
      'Please tag @kaveri.silks',
    );
    const again = await submit(campaign.id, 'https://instagram.com/p/second', secondCreator);
    expect(again.data?.participation).toMatchObject({
      status: 'submitted',
      note: null,
      postUrl: 'https://instagram.com/p/second',
    });
    // Not paid: the seller may delete it, participants and all.
    expect((await remove(campaign.id, seller)).status).toBe(204);
    expect((await publicCampaign(campaign.id)).status).toBe(404);
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
    expect(noAddress.error?.fields).toHaveProperty(['shipTo']);
    expect(
      (await join(campaign.id, creator, { shipTo: { ...shipTo, address: { ...shipTo.address, pincode: '12' } } }))
        .status,
    ).toBe(422);
    expect((await join(campaign.id, creator, { shipTo })).data?.campaign.joined).toBe(1);
    await submit(campaign.id, 'https://youtube.com/shorts/potli');
    const [participant] = await participants(campaign.id);
    expect(participant?.shipsTo).toBe('Chennai, Tamil Nadu');

    const approved = dataOf(await review(participant?.id ?? '', { decision: 'approve' }));
    const giftOrder = approved.participant.giftOrder;
    expect(giftOrder?.number).toMatch(/^HT-/);
    const { items: orders } = dataOf(await callEndpoint(server, orderEndpoints.mine, {}, creator));
    const order = orders.find((entry) => entry.id === giftOrder?.id);
    expect(order).toMatchObject({
      summary: { itemsPaise: 0, deliveryPaise: 0, codFeePaise: 0, totalPaise: 0 },
      contact: { name: 'Meera Iyer', phone: '+919876543210' },
      address: { city: 'Chennai' },
    });
    expect(order?.lines.map((line) => [line.name, line.quantity, line.unitPricePaise])).toEqual([
      ['Silk potli bag', 1, 0],
    ]);
    const stock = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller)).items.find(
      (entry) => entry.id === gift.id,
    )?.stock;
    expect(stock).toBe(1);

    // The seller fulfils it like any order; no earnings are booked for it.
    const line = dataOf(await callEndpoint(server, fulfilmentEndpoints.sellerLines, {}, seller)).items.find(
      (entry) => entry.orderId === giftOrder?.id,
    );
    expect(line?.actions).toContain('confirm');
    expect(
      (
        await callEndpoint(
          server,
          fulfilmentEndpoints.act,
          { params: { lineId: line?.id ?? '' }, body: { action: 'confirm' } },
          seller,
        )
      ).status,
    ).toBe(200);
    const sellerLedger = await earnings('seller', seller);
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
    await callEndpoint(server, catalogEndpoints.updateProduct, { params: { id: gift.id }, body: { stock: 0 } }, seller);
    await join(campaign.id, secondCreator, { shipTo });
    await submit(campaign.id, 'https://instagram.com/p/scarf', secondCreator);
    const [participant] = await participants(campaign.id);
    const refused = await review(participant?.id ?? '', { decision: 'approve' });
    expect(refused.status).toBe(409);
    expect(refused.error?.code).toBe('out_of_stock');
    expect((await participants(campaign.id))[0]).toMatchObject({ status: 'submitted', giftOrder: null });
  });

  it('closing, or the deadline passing, stops joining; closed campaigns are listed apart', async () => {
    const closing = await created(cashInput({ title: 'Closing soon' }));
    const closed = dataOf(await close(closing.id, seller));
    expect(closed.status).toBe('closed');
    expect((await join(closing.id)).status).toBe(409);
    expect((await edit(closing.id, { title: 'Changed' }, seller)).status).toBe(409);

    const today = await created(cashInput({ title: 'Ends today', deadline: inDays(0) }));
    expect((await join(today.id)).status).toBe(201);
    server.deps.clock.advance(2 * dayMs);
    expect((await publicCampaign(today.id)).data?.status).toBe('closed');
    expect((await join(today.id, secondCreator)).status).toBe(409);
    expect((await publicCampaigns()).map((campaign) => campaign.id)).not.toContain(today.id);
    expect((await publicCampaigns({ status: 'closed' })).map((campaign) => campaign.id)).toEqual(
      expect.arrayContaining([closing.id, today.id]),
    );
  });
});
