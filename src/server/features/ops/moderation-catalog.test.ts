// Moderation of catalog's subjects through /api/ops/moderation: a product hidden, a seller suspended, a review
// hidden. Each is checked through the public endpoints, the owner's notice and notification, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Listing, Product } from '#shared/contracts/catalog.ts';
import { readServerSentData } from '#shared/sse.ts';
import { campaignEndpoints, sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { fulfilmentEndpoints } from '#shared/endpoints/orders-fulfilment.ts';
import { sellerEndpoints } from '#shared/endpoints/catalog-sellers.ts';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { indianToday } from '#shared/contracts/campaigns.ts';
import { productReviews } from '../catalog/catalog.schema.ts';
import { storeLinkPreview } from '../stores/link-preview.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import {
  auditRowsAbout,
  moderation,
  noticesOf,
  notificationMessages,
  signedInOperator,
} from '../../testing/ops-setup.ts';
import {
  chennaiBuyer,
  createdListing,
  createdProduct,
  kaveriSilks,
  meeraWears,
  otherHouse,
  placedOrder,
  postOrder,
  signedInCreator,
  signedInSeller,
} from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let operator: { id: string; email: string; cookie: string };
let seller: { cookie: string; id: string };
let otherSeller: string;
let creator: string;
let buyer: string;
let saree: Product;
let dupatta: Product;
let lamp: Product;
let sareeListing: Listing;

const publicProducts = async (q?: string) =>
  dataOf(await callEndpoint(server, storeEndpoints.discover, { query: { q } })).products.map(
    (item) => item.product.name,
  );
const storeProducts = async () =>
  dataOf(await callEndpoint(server, storeEndpoints.products, { params: { handle: meeraWears.handle } })).items.map(
    (item) => item.product.name,
  );
const sellerPage = (slug = kaveriSilks.slug) =>
  callEndpoint(server, catalogEndpoints.sellerProducts, { params: { slug } });
const feedback = (id: string) => callEndpoint(server, catalogEndpoints.feedback, { params: { id } });
const order = (listingId: string) =>
  postOrder(server, { ...chennaiBuyer, payment: { method: 'cod' }, lines: [{ listingId, quantity: 1 }] });

/** The offline concierge's whole answer to a question. */
async function conciergeSays(question: string): Promise<string> {
  const response = await server.send('POST', '/api/ai-chat', undefined, {
    messages: [{ role: 'user', content: question }],
  });
  let text = '';
  if (response.body)
    for await (const data of readServerSentData(response.body))
      if (data !== '[DONE]')
        text += (JSON.parse(data) as { choices: { delta: { content?: string } }[] }).choices[0]?.delta.content ?? '';
  return text;
}

beforeAll(async () => {
  server = await startTestServer({ env: { AI_WORD_DELAY_MS: '0' } });
  const ops = await signedInOperator(server);
  operator = { id: ops.account.id, email: ops.account.email, cookie: ops.cookie };
  const kaveri = await signedInSeller(server, kaveriSilks);
  seller = { cookie: kaveri.cookie, id: kaveri.seller.id };
  otherSeller = (await signedInSeller(server, otherHouse)).cookie;
  creator = (await signedInCreator(server, meeraWears)).cookie;
  buyer = (await signedInAccount(server, { roleIntent: 'buyer' })).cookie;
  const product = (cookie: string, name: string, pricePaise: number) =>
    createdProduct(server, cookie, { name, category: 'fashion', pricePaise, stock: 10, resellable: true });
  saree = await product(seller.cookie, 'Banarasi Silk Saree', 450_000);
  dupatta = await product(seller.cookie, 'Kanjeevaram Silk Dupatta', 180_000);
  lamp = await product(otherSeller, 'Brass Silk Lamp', 90_000);
  sareeListing = await createdListing(server, creator, saree.id, 20_000);
  await createdListing(server, creator, dupatta.id, 10_000);
  await createdListing(server, creator, lamp.id, 5_000);
}, 90_000);

afterAll(async () => {
  await server?.close();
});

describe('hiding a product', () => {
  it('takes it out of every public read and from sale, tells the seller why, and keeps one audit row', async () => {
    const placed = await placedOrder(
      server,
      { ...chennaiBuyer, lines: [{ listingId: sareeListing.id, quantity: 1 }] },
      { cookie: buyer },
    );
    expect(await publicProducts('silk')).toContain('Banarasi Silk Saree');
    expect(await conciergeSays('silk saree')).toContain('Banarasi Silk Saree');

    const reason = 'Counterfeit branding reported by the brand.';
    const hidden = await moderation(server, operator.cookie, {
      subject: 'product',
      id: saree.id,
      action: 'hide',
      reason,
    });
    expect(dataOf(hidden)).toMatchObject({
      changed: true,
      item: { subject: 'product', id: saree.id, state: 'hidden', reason, title: 'Banarasi Silk Saree' },
    });

    // Gone from /shop and its search, the store, the seller page, the AI Manager, the link preview, reviews.
    expect(await publicProducts('silk')).toEqual(expect.not.arrayContaining(['Banarasi Silk Saree']));
    expect(await publicProducts()).not.toContain('Banarasi Silk Saree');
    expect(await storeProducts()).toEqual(expect.arrayContaining(['Kanjeevaram Silk Dupatta', 'Brass Silk Lamp']));
    expect(await storeProducts()).not.toContain('Banarasi Silk Saree');
    expect(dataOf(await sellerPage()).items.map((item) => item.name)).toEqual(['Kanjeevaram Silk Dupatta']);
    expect(await conciergeSays('silk saree')).not.toContain('Banarasi Silk Saree');
    const preview = await storeLinkPreview(
      server.database.db,
      server.deps.media,
      server.url,
      `/@${meeraWears.handle}`,
      new URLSearchParams({ product: sareeListing.id }),
    );
    expect(preview).not.toContain('Banarasi');
    expect((await feedback(saree.id)).status).toBe(404);
    // Not for sale: checkout refuses it as a product no longer sold; creators cannot source it.
    const refused = await order(sareeListing.id);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: { message: expect.stringContaining('no longer sold') } });
    const sourcing = dataOf(await callEndpoint(server, storeEndpoints.resellable, { query: { q: 'silk' } }, creator));
    expect(sourcing.items.map((item) => item.name)).not.toContain('Banarasi Silk Saree');

    // The order placed before goes on: the seller confirms it, the buyer still has it.
    const line = placed.order.lines[0];
    if (!line) throw new Error('no line');
    const confirmed = await callEndpoint(
      server,
      fulfilmentEndpoints.act,
      { params: { lineId: line.id }, body: { action: 'confirm' } },
      seller.cookie,
    );
    expect(confirmed.status).toBe(200);
    expect(dataOf(await callEndpoint(server, orderEndpoints.mine, {}, buyer)).items[0]?.id).toBe(placed.order.id);

    // The seller sees why, on their own list and in a notification.
    expect(await noticesOf(server, seller.cookie)).toEqual([
      expect.objectContaining({ subject: 'product', id: saree.id, state: 'hidden', reason }),
    ]);
    expect(await notificationMessages(server, seller.cookie)).toContain(
      'Haat hid your product “Banarasi Silk Saree”: Counterfeit branding reported by the brand.',
    );
    const ownList = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller.cookie));
    expect(ownList.items.map((item) => item.name)).toContain('Banarasi Silk Saree');

    // Exactly one audit row: who, what, when, why. Hiding again changes nothing and writes none.
    const again = await moderation(server, operator.cookie, {
      subject: 'product',
      id: saree.id,
      action: 'hide',
      reason,
    });
    expect(dataOf(again).changed).toBe(false);
    expect(await auditRowsAbout(server, saree.id)).toEqual([
      expect.objectContaining({
        operatorUserId: operator.id,
        action: 'product.hide',
        subjectType: 'product',
        subjectId: saree.id,
        reason,
        at: expect.any(Date),
      }),
    ]);
  });

  it('restores it, with its own audit row and notification', async () => {
    const reason = 'The brand confirmed the seller is an authorised reseller.';
    const restored = await moderation(server, operator.cookie, {
      subject: 'product',
      id: saree.id,
      action: 'restore',
      reason,
    });
    expect(dataOf(restored)).toMatchObject({ changed: true, item: { state: 'visible', reason: null, since: null } });
    expect(await publicProducts('silk')).toContain('Banarasi Silk Saree');
    expect(await storeProducts()).toContain('Banarasi Silk Saree');
    expect((await feedback(saree.id)).status).toBe(200);
    expect(await noticesOf(server, seller.cookie)).toEqual([]);
    expect(await notificationMessages(server, seller.cookie)).toContain(
      'Haat restored your product “Banarasi Silk Saree”: The brand confirmed the seller is an authorised reseller.',
    );
    const rows = await auditRowsAbout(server, saree.id);
    expect(rows.map((row) => [row.action, row.reason, row.operatorUserId])).toEqual([
      ['product.hide', 'Counterfeit branding reported by the brand.', operator.id],
      ['product.restore', reason, operator.id],
    ]);
    const log = dataOf(await callEndpoint(server, opsEndpoints.audit, {}, operator.cookie));
    expect(log.items[0]).toMatchObject({ action: 'product.restore', operatorEmail: operator.email, reason });
  });
});

describe('suspending a seller', () => {
  it('takes their page, products and campaigns from public view until restored', async () => {
    const campaign = dataOf(
      await callEndpoint(
        server,
        sellerCampaignEndpoints.create,
        {
          body: {
            brand: 'Kaveri Silks',
            title: 'Silk stories',
            desc: 'Wear our silk and post a reel.',
            hashtags: ['#KaveriSilks'],
            payout: '₹2,000 per reel',
            payoutType: 'cash',
            payoutAmountPaise: 200_000,
            deadline: indianToday(new Date(server.deps.now().getTime() + 10 * 86_400_000)),
            badges: [],
            status: 'open',
          },
        },
        seller.cookie,
      ),
    );
    const campaignTitles = async () =>
      dataOf(await callEndpoint(server, campaignEndpoints.list, { query: {} })).items.map((item) => item.title);
    expect(await campaignTitles()).toContain('Silk stories');

    const reason = 'Repeated fake tracking numbers';
    const suspended = await moderation(server, operator.cookie, {
      subject: 'seller',
      id: seller.id,
      action: 'suspend',
      reason,
    });
    expect(dataOf(suspended).item).toMatchObject({ subject: 'seller', state: 'suspended', reason });

    expect(await publicProducts('silk')).toEqual(['Brass Silk Lamp']);
    expect(await storeProducts()).toEqual(['Brass Silk Lamp']);
    expect((await sellerPage()).status).toBe(404);
    const bySlug = callEndpoint(server, sellerEndpoints.sellerBySlug, { params: { slug: kaveriSilks.slug } });
    expect((await bySlug).status).toBe(404);
    const byId = await callEndpoint(server, sellerEndpoints.sellerById, { params: { id: seller.id } });
    expect(byId.status).toBe(404);
    expect(await campaignTitles()).not.toContain('Silk stories');
    expect((await callEndpoint(server, campaignEndpoints.get, { params: { id: campaign.id } })).status).toBe(404);
    expect((await order(sareeListing.id)).status).toBe(409);
    expect(dataOf(await sellerPage(otherHouse.slug)).items.map((item) => item.name)).toEqual(['Brass Silk Lamp']);

    expect(await noticesOf(server, seller.cookie)).toEqual([
      expect.objectContaining({ subject: 'seller', id: seller.id, state: 'suspended', reason }),
    ]);
    expect((await notificationMessages(server, seller.cookie))[0]).toBe(
      'Your seller account is suspended: Repeated fake tracking numbers. Your seller page and products are hidden from buyers; orders already placed go on.',
    );
    expect((await auditRowsAbout(server, seller.id)).map((row) => row.action)).toEqual(['seller.suspend']);

    await moderation(server, operator.cookie, {
      subject: 'seller',
      id: seller.id,
      action: 'restore',
      reason: 'Appeal upheld',
    });
    expect((await sellerPage()).status).toBe(200);
    expect(await publicProducts('silk')).toEqual(
      expect.arrayContaining(['Banarasi Silk Saree', 'Kanjeevaram Silk Dupatta', 'Brass Silk Lamp']),
    );
    expect(await campaignTitles()).toContain('Silk stories');
    expect(await noticesOf(server, seller.cookie)).toEqual([]);
    expect((await auditRowsAbout(server, seller.id)).map((row) => row.action)).toEqual([
      'seller.suspend',
      'seller.restore',
    ]);
  });
});

describe('hiding a review', () => {
  it('drops it from the reviews and the rating, and tells its author', async () => {
    const kind = await signedInAccount(server, { name: 'Asha' });
    const rude = await signedInAccount(server, { name: 'Troll' });
    const [, review] = await server.database.db
      .insert(productReviews)
      .values([
        { productId: lamp.id, userId: kind.account.id, rating: 5, body: 'Lovely glow.' },
        { productId: lamp.id, userId: rude.account.id, rating: 1, body: 'Abusive words here.' },
      ])
      .returning({ id: productReviews.id });
    if (!review) throw new Error('no review');
    expect(dataOf(await feedback(lamp.id))).toMatchObject({ rating: 3, reviewCount: 2 });

    const reason = 'Abusive language';
    await moderation(server, operator.cookie, { subject: 'review', id: review.id, action: 'hide', reason });
    const after = dataOf(await feedback(lamp.id));
    expect(after).toMatchObject({ rating: 5, reviewCount: 1 });
    expect(after.reviews.map((item) => item.body)).toEqual(['Lovely glow.']);
    expect(await noticesOf(server, rude.cookie)).toEqual([
      expect.objectContaining({ subject: 'review', id: review.id, title: 'Review of Brass Silk Lamp', reason }),
    ]);
    expect(await notificationMessages(server, rude.cookie)).toEqual([
      'Haat hid your review of Brass Silk Lamp: Abusive language.',
    ]);
    expect(await auditRowsAbout(server, review.id)).toEqual([
      expect.objectContaining({ action: 'review.hide', reason, operatorUserId: operator.id }),
    ]);

    await moderation(server, operator.cookie, {
      subject: 'review',
      id: review.id,
      action: 'restore',
      reason: 'Edited',
    });
    expect(dataOf(await feedback(lamp.id))).toMatchObject({ rating: 3, reviewCount: 2 });
  });
});

describe('what an operator may send', () => {
  it('answers 404 for a subject that does not exist, 422 without a reason or with the wrong action', async () => {
    const missing = '5b0c6f8e-0000-4000-8000-000000000000';
    for (const subject of ['product', 'store', 'review'] as const) {
      const answer = await moderation(server, operator.cookie, {
        subject,
        id: missing,
        action: 'hide',
        reason: 'Spam',
      });
      expect({ subject, status: answer.status }).toEqual({ subject, status: 404 });
    }
    for (const subject of ['seller', 'creator'] as const) {
      const answer = await moderation(server, operator.cookie, {
        subject,
        id: 'not-an-id',
        action: 'suspend',
        reason: 'Spam',
      });
      expect(answer.status).toBe(404);
    }
    const campaign = await moderation(server, operator.cookie, {
      subject: 'campaign',
      id: '99999',
      action: 'hide',
      reason: 'Spam',
    });
    expect(campaign.status).toBe(404);
    const noReason = await moderation(server, operator.cookie, {
      subject: 'product',
      id: lamp.id,
      action: 'hide',
      reason: ' ',
    });
    expect(noReason.status).toBe(422);
    const wrong = await server.send('POST', '/api/ops/moderation', operator.cookie, {
      subject: 'product',
      id: lamp.id,
      action: 'suspend',
      reason: 'Spam',
    });
    expect(wrong.status).toBe(422);
    const unchanged = await moderation(server, operator.cookie, {
      subject: 'product',
      id: lamp.id,
      action: 'restore',
      reason: 'Spam',
    });
    expect(dataOf(unchanged)).toMatchObject({ changed: false, item: { state: 'visible' } });
    expect(await auditRowsAbout(server, lamp.id)).toEqual([]);
  });

  it('finds what it acts on, with its state', async () => {
    await moderation(server, operator.cookie, {
      subject: 'product',
      id: dupatta.id,
      action: 'hide',
      reason: 'Blurry photos',
    });
    const found = dataOf(await callEndpoint(server, opsEndpoints.search, { query: { q: 'silk' } }, operator.cookie));
    expect(found.products[0]).toMatchObject({ id: dupatta.id, state: 'hidden', reason: 'Blurry photos' });
    expect(found.products.map((item) => item.title)).toEqual(
      expect.arrayContaining(['Banarasi Silk Saree', 'Brass Silk Lamp']),
    );
    expect(found.sellers.map((item) => item.title)).toEqual(['Kaveri Silks']);
    // Reviews are found by their words or their product's name.
    expect(found.reviews.map((item) => item.title)).toEqual(['Review of Brass Silk Lamp', 'Review of Brass Silk Lamp']);
    const byId = dataOf(await callEndpoint(server, opsEndpoints.search, { query: { q: lamp.id } }, operator.cookie));
    expect(byId.products.map((item) => item.id)).toEqual([lamp.id]);
    const everything = dataOf(await callEndpoint(server, opsEndpoints.search, {}, operator.cookie));
    expect(everything.reviews.length).toBe(2);
    expect(everything.stores[0]).toMatchObject({ subject: 'store', link: `/@${meeraWears.handle}` });
  });
});
