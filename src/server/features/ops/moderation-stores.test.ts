// Moderation of stores, creators and campaigns through /api/ops/moderation, checked through the public endpoints,
// the owner's own screens' data, notices and notifications, and the audit log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianToday, type SellerCampaign } from '#shared/contracts/campaigns.ts';
import type { Listing } from '#shared/contracts/catalog.ts';
import { campaignEndpoints, sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
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
  kaveriSilks,
  meeraWears,
  postOrder,
  sellerWithProduct,
  signedInCreator,
} from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let operator: { id: string; cookie: string };
let seller: string;
let meera: { cookie: string; storeId: string };
let ravi: string;
let meeraListing: Listing;
let campaign: SellerCampaign;

const handle = meeraWears.handle;
const byHandle = () => callEndpoint(server, storeEndpoints.byHandle, { params: { handle } });
const byId = () => callEndpoint(server, storeEndpoints.byId, { params: { id: meera.storeId } });
const storeProducts = () => callEndpoint(server, storeEndpoints.products, { params: { handle } });
const stats = () => callEndpoint(server, storeEndpoints.stats, { params: { id: meera.storeId } });
const discover = async () => dataOf(await callEndpoint(server, storeEndpoints.discover, { query: {} }));
const preview = () => storeLinkPreview(server.database.db, server.deps.media, server.url, `/@${handle}`);
const order = (listingId: string) =>
  postOrder(server, { ...chennaiBuyer, payment: { method: 'cod' }, lines: [{ listingId, quantity: 1 }] });

/** What the public sees of Meera's store, in one object. */
async function publicView() {
  const shop = await discover();
  return {
    byHandle: (await byHandle()).status,
    byId: (await byId()).status,
    products: (await storeProducts()).status,
    stats: (await stats()).status,
    preview: (await preview()) !== null,
    inShopStores: shop.stores.some((store) => store.handle === handle),
    inShopProducts: shop.products.some((item) => item.storeHandle === handle),
  };
}
const open = {
  byHandle: 200,
  byId: 200,
  products: 200,
  stats: 200,
  preview: true,
  inShopStores: true,
  inShopProducts: true,
};
const gone = {
  byHandle: 404,
  byId: 404,
  products: 404,
  stats: 404,
  preview: false,
  inShopStores: false,
  inShopProducts: false,
};

beforeAll(async () => {
  server = await startTestServer();
  const ops = await signedInOperator(server);
  operator = { id: ops.account.id, cookie: ops.cookie };
  const kaveri = await sellerWithProduct(server, kaveriSilks, {
    name: 'Mysore Silk Saree',
    category: 'fashion',
    pricePaise: 300_000,
    stock: 10,
    resellable: true,
  });
  seller = kaveri.cookie;
  const opened = await signedInCreator(server, meeraWears);
  meera = { cookie: opened.cookie, storeId: opened.store.id };
  ravi = (await signedInCreator(server, { handle: 'ravi.picks', displayName: 'Ravi' })).cookie;
  meeraListing = await createdListing(server, meera.cookie, kaveri.product.id, 10_000);
  campaign = dataOf(
    await callEndpoint(
      server,
      sellerCampaignEndpoints.create,
      {
        body: {
          brand: 'Kaveri Silks',
          title: 'Mysore silk reels',
          desc: 'Post a reel in our Mysore silk.',
          hashtags: ['#MysoreSilk'],
          payout: '₹1,500 per reel',
          payoutType: 'cash',
          payoutAmountPaise: 150_000,
          deadline: indianToday(new Date(server.deps.now().getTime() + 7 * 86_400_000)),
          badges: [],
          status: 'open',
        },
      },
      seller,
    ),
  );
}, 90_000);

afterAll(async () => {
  await server?.close();
});

describe('hiding a store', () => {
  it('answers its page, data and preview like an unknown store, stops its sales, and tells its creator why', async () => {
    expect(await publicView()).toEqual(open);
    const reason = 'Impersonates another creator';
    const hidden = await moderation(server, operator.cookie, {
      subject: 'store',
      id: meera.storeId,
      action: 'hide',
      reason,
    });
    expect(dataOf(hidden).item).toMatchObject({ subject: 'store', state: 'hidden', reason, link: `/@${handle}` });

    expect(await publicView()).toEqual(gone);
    expect((await order(meeraListing.id)).status).toBe(409);
    // The creator still runs their store, and sees why it is hidden.
    expect((await callEndpoint(server, storeEndpoints.own, {}, meera.cookie)).status).toBe(200);
    expect(await noticesOf(server, meera.cookie)).toEqual([
      expect.objectContaining({ subject: 'store', id: meera.storeId, state: 'hidden', reason }),
    ]);
    expect(await notificationMessages(server, meera.cookie)).toContain(
      'Haat hid your store “Meera”: Impersonates another creator.',
    );
    expect(await auditRowsAbout(server, meera.storeId)).toEqual([
      expect.objectContaining({ action: 'store.hide', subjectType: 'store', reason, operatorUserId: operator.id }),
    ]);

    await moderation(server, operator.cookie, {
      subject: 'store',
      id: meera.storeId,
      action: 'restore',
      reason: 'Verified',
    });
    expect(await publicView()).toEqual(open);
    expect(await noticesOf(server, meera.cookie)).toEqual([]);
  });
});

describe('suspending a creator', () => {
  it('takes their store from public view; restoring the creator leaves a hidden store hidden', async () => {
    const reason = 'Fraudulent orders';
    const suspended = await moderation(server, operator.cookie, {
      subject: 'creator',
      id: meera.storeId,
      action: 'suspend',
      reason,
    });
    expect(dataOf(suspended).item).toMatchObject({ subject: 'creator', state: 'suspended', reason });
    expect(await publicView()).toEqual(gone);
    expect(await noticesOf(server, meera.cookie)).toEqual([
      expect.objectContaining({ subject: 'creator', state: 'suspended', reason }),
    ]);
    expect((await notificationMessages(server, meera.cookie))[0]).toBe(
      'Your creator account is suspended: Fraudulent orders. Your store is hidden from buyers; orders already placed go on.',
    );

    await moderation(server, operator.cookie, {
      subject: 'store',
      id: meera.storeId,
      action: 'hide',
      reason: 'Spam links',
    });
    await moderation(server, operator.cookie, {
      subject: 'creator',
      id: meera.storeId,
      action: 'restore',
      reason: 'Cleared',
    });
    expect(await publicView()).toEqual(gone);
    expect(await noticesOf(server, meera.cookie)).toEqual([
      expect.objectContaining({ subject: 'store', state: 'hidden', reason: 'Spam links' }),
    ]);
    await moderation(server, operator.cookie, {
      subject: 'store',
      id: meera.storeId,
      action: 'restore',
      reason: 'Cleared',
    });
    expect(await publicView()).toEqual(open);
    expect((await auditRowsAbout(server, meera.storeId)).map((row) => row.action)).toEqual([
      'store.hide',
      'store.restore',
      'creator.suspend',
      'store.hide',
      'creator.restore',
      'store.restore',
    ]);
  });
});

describe('hiding a campaign', () => {
  it('stops listing it and letting creators join; those who joined go on; its seller sees why', async () => {
    const titles = async () =>
      dataOf(await callEndpoint(server, campaignEndpoints.list, { query: {} })).items.map((item) => item.title);
    const join = (cookie: string) =>
      callEndpoint(server, campaignEndpoints.join, { params: { id: campaign.id }, body: {} }, cookie);
    expect(await titles()).toContain('Mysore silk reels');
    expect((await join(meera.cookie)).status).toBe(201);

    const reason = 'Asks creators for fake reviews';
    const hidden = await moderation(server, operator.cookie, {
      subject: 'campaign',
      id: String(campaign.id),
      action: 'hide',
      reason,
    });
    expect(dataOf(hidden).item).toMatchObject({ subject: 'campaign', id: String(campaign.id), state: 'hidden' });

    expect(await titles()).not.toContain('Mysore silk reels');
    expect((await callEndpoint(server, campaignEndpoints.get, { params: { id: campaign.id } })).status).toBe(404);
    expect((await join(ravi)).status).toBe(404);
    const joined = dataOf(await callEndpoint(server, campaignEndpoints.mine, {}, meera.cookie));
    expect(joined.items.map((item) => item.campaign.id)).toEqual([campaign.id]);
    const own = dataOf(await callEndpoint(server, sellerCampaignEndpoints.list, {}, seller));
    expect(own.items.map((item) => item.title)).toContain('Mysore silk reels');
    expect(await noticesOf(server, seller)).toEqual([
      expect.objectContaining({ subject: 'campaign', id: String(campaign.id), title: 'Mysore silk reels', reason }),
    ]);
    expect(await notificationMessages(server, seller)).toContain(
      'Haat hid your campaign “Mysore silk reels”: Asks creators for fake reviews.',
    );
    expect(await auditRowsAbout(server, String(campaign.id))).toEqual([
      expect.objectContaining({ action: 'campaign.hide', subjectType: 'campaign', reason }),
    ]);

    await moderation(server, operator.cookie, {
      subject: 'campaign',
      id: String(campaign.id),
      action: 'restore',
      reason: 'Brief rewritten',
    });
    expect(await titles()).toContain('Mysore silk reels');
    expect((await join(ravi)).status).toBe(201);
    expect(await noticesOf(server, seller)).toEqual([]);
  });
});
