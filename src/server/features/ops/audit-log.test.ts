// The operator console's audit log and moderation search as an operator reads them: each row names who acted (name and
// email) and what it was about as its owner names it now (a product and its seller, a store's handle, a seller's
// business, a campaign's title, an account's email, a payout's payee, a run's day), and the search counts every
// match of each kind, not the page it lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indianToday } from '#shared/contracts/campaigns.ts';
import type { AuditEntry } from '#shared/contracts/ops.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { sellerCampaignEndpoints } from '#shared/endpoints/campaigns.ts';
import { opsMoneyEndpoints } from '#shared/endpoints/payouts-ops.ts';
import { opsEndpoints } from '#shared/endpoints/ops.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { moderation, signedInOperator } from '../../testing/ops-setup.ts';
import { payeesWithPayables, registeredBusiness } from '../../testing/payout-setup.ts';
import { createdProduct, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let operator: Awaited<ReturnType<typeof signedInOperator>>;

beforeAll(async () => {
  server = await startTestServer();
  operator = await signedInOperator(server, 'Asha Rao');
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const audit = async () => dataOf(await callEndpoint(server, opsEndpoints.audit, { query: {} }, operator.cookie)).items;
const about = (items: AuditEntry[], action: string, subjectId: string) =>
  items.find((item) => item.action === action && item.subjectId === subjectId);

describe('the audit log', () => {
  it('names who acted and what each row is about, through the feature that owns it, as it is called now', async () => {
    const seller = await signedInSeller(server, {
      businessName: 'Kaveri Silks',
      slug: 'kaveri-audit',
      pickupPincode: '600001',
    });
    const creator = await signedInCreator(server, { handle: 'meera.audit', displayName: 'Meera Wears' });
    const saree = await createdProduct(server, seller.cookie, {
      name: 'Kanjivaram saree',
      category: 'fashion',
      pricePaise: 900_000,
      stock: 3,
    });
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
    const act = async (body: Parameters<typeof moderation>[2]) =>
      expect((await moderation(server, operator.cookie, body)).status).toBe(200);
    await act({ subject: 'product', id: saree.id, action: 'hide', reason: 'Counterfeit brand label' });
    await act({ subject: 'seller', id: seller.seller.id, action: 'suspend', reason: 'Unpaid GST' });
    await act({ subject: 'store', id: creator.store.id, action: 'hide', reason: 'Spam links' });
    await act({ subject: 'campaign', id: String(campaign.id), action: 'hide', reason: 'Asks for fake reviews' });

    // A payout run and a payout paid by a typed UTR.
    const payees = await payeesWithPayables(server, {
      business: registeredBusiness('Loom House', 'loom-audit'),
      handle: 'loom.audit',
      sellerMethod: null,
    });
    const run = dataOf(
      await callEndpoint(server, opsMoneyEndpoints.startRun, { body: { provider: 'manual' } }, operator.cookie),
    );
    const payout = run.items[0];
    const recorded = await callEndpoint(
      server,
      opsMoneyEndpoints.recordResult,
      { params: { id: payout?.id ?? '' }, body: { utr: 'AXISN12345678901' } },
      operator.cookie,
    );
    expect(recorded.status).toBe(200);

    // The seller renames the product afterwards: the log names it as it is called now.
    const renamed = await callEndpoint(
      server,
      catalogEndpoints.updateProduct,
      { params: { id: saree.id }, body: { name: 'Kanjivaram silk saree' } },
      seller.cookie,
    );
    expect(renamed.status).toBe(200);

    const items = await audit();
    expect(about(items, 'product.hide', saree.id)).toMatchObject({
      operatorName: 'Asha Rao',
      operatorEmail: operator.account.email,
      subject: { name: 'Kanjivaram silk saree', detail: 'Kaveri Silks', at: null },
      reason: 'Counterfeit brand label',
    });
    expect(about(items, 'seller.suspend', seller.seller.id)?.subject).toEqual({
      name: 'Kaveri Silks',
      detail: '/seller/kaveri-audit',
      at: null,
    });
    expect(about(items, 'store.hide', creator.store.id)?.subject).toEqual({
      name: '@meera.audit',
      detail: 'Meera Wears',
      at: null,
    });
    expect(about(items, 'campaign.hide', String(campaign.id))?.subject).toEqual({
      name: 'Silk stories',
      detail: `#${campaign.id} · Kaveri Silks`,
      at: null,
    });
    expect(about(items, 'payout_run.start', run.id)?.subject).toEqual({
      name: null,
      detail: 'manual',
      at: run.createdAt,
    });
    expect(about(items, 'payout.paid', payout?.id ?? '')?.subject).toEqual({
      name: payees.creator.account.name,
      // The ₹300 markup less the 5% GST in it, which the registered seller remits.
      detail: `₹285.71 · ${payees.creator.account.email}`,
      at: null,
    });
    // The operator's own grant (from the command line) is about their account.
    expect(about(items, 'operator.grant', operator.account.id)?.subject).toEqual({
      name: operator.account.email,
      detail: 'Asha Rao',
      at: null,
    });
  });
});

describe('the moderation search', () => {
  it('counts every match of each kind, beyond the 20 it lists', async () => {
    const { cookie } = await signedInSeller(server, {
      businessName: 'Chanderi Looms',
      slug: 'chanderi-looms',
      pickupPincode: '600001',
    });
    for (let index = 1; index <= 25; index += 1)
      await createdProduct(server, cookie, {
        name: `Chanderi dupatta ${index}`,
        category: 'fashion',
        pricePaise: 90_000,
        stock: 2,
      });
    const found = dataOf(
      await callEndpoint(server, opsEndpoints.search, { query: { q: 'Chanderi dupatta' } }, operator.cookie),
    );
    expect(found.products).toHaveLength(20);
    expect(found.totals).toMatchObject({ products: 25, sellers: 0, stores: 0, creators: 0, campaigns: 0 });
    const sellers = dataOf(
      await callEndpoint(server, opsEndpoints.search, { query: { q: 'Chanderi' } }, operator.cookie),
    );
    expect(sellers.totals.sellers).toBe(1);
    expect(sellers.sellers.map((item) => item.title)).toEqual(['Chanderi Looms']);
    // Without words: everything, counted whole.
    const all = dataOf(await callEndpoint(server, opsEndpoints.search, { query: {} }, operator.cookie));
    expect(all.products).toHaveLength(20);
    expect(all.totals.products).toBeGreaterThanOrEqual(26);
  });
});
