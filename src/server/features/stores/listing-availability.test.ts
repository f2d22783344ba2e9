// What a creator is told of their listings buyers can no longer see: Haat hid the product or suspended its seller
// (without the operator's reason, which is written to the seller), or the seller archived it or stopped its resale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { moderation, noticesOf, signedInOperator } from '../../testing/ops-setup.ts';
import { createdListing, createdProduct, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let operator: string;
let seller: { cookie: string; id: string };
let creator: string;
const handle = 'meera.availability';

const product = (name: string): Promise<Product> =>
  createdProduct(server, seller.cookie, { name, category: 'fashion', pricePaise: 120_000, stock: 5 });

/** The creator's listings as /my-store reads them: each product's name and why buyers cannot see it. */
const mine = async () => {
  const answer = await callEndpoint(server, storeEndpoints.ownListings, {}, creator);
  return {
    raw: JSON.stringify(dataOf(answer)),
    byName: Object.fromEntries(dataOf(answer).items.map((item) => [item.product.name, item.unavailable])),
  };
};
const inStore = async () =>
  dataOf(await callEndpoint(server, storeEndpoints.products, { params: { handle } })).items.map(
    (item) => item.product.name,
  );

beforeAll(async () => {
  server = await startTestServer();
  operator = (await signedInOperator(server)).cookie;
  const signedIn = await signedInSeller(server, {
    businessName: 'Kaveri Silks',
    slug: 'kaveri-availability',
    pickupPincode: '600001',
  });
  seller = { cookie: signedIn.cookie, id: signedIn.seller.id };
  creator = (await signedInCreator(server, { handle, displayName: 'Meera' })).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe("a creator's listings buyers cannot see", () => {
  it('say why: hidden by Haat, its seller suspended, archived or no longer resellable; and come back when restored', async () => {
    const [saree, dupatta, stole, lamp] = await Promise.all(
      ['Kanjivaram saree', 'Cotton dupatta', 'Silk stole', 'Brass lamp'].map(product),
    );
    for (const item of [saree, dupatta, stole, lamp]) await createdListing(server, creator, item?.id ?? '', 20_000);
    expect((await mine()).byName).toEqual({
      'Kanjivaram saree': null,
      'Cotton dupatta': null,
      'Silk stole': null,
      'Brass lamp': null,
    });

    const reason = 'Counterfeit brand label on the pallu';
    const hid = await moderation(server, operator, { subject: 'product', id: saree?.id ?? '', action: 'hide', reason });
    expect(hid.status).toBe(200);
    expect(
      (
        await callEndpoint(
          server,
          catalogEndpoints.archiveProduct,
          { params: { id: dupatta?.id ?? '' } },
          seller.cookie,
        )
      ).status,
    ).toBe(200);
    const patched = await callEndpoint(
      server,
      catalogEndpoints.updateProduct,
      { params: { id: stole?.id ?? '' }, body: { resellable: false } },
      seller.cookie,
    );
    expect(patched.status).toBe(200);

    const after = await mine();
    expect(after.byName).toEqual({
      'Kanjivaram saree': 'hidden_by_haat',
      'Cotton dupatta': 'archived',
      'Silk stole': 'not_resellable',
      'Brass lamp': null,
    });
    // The operator's reason is the seller's to read (their notice), not every creator's.
    expect(after.raw).not.toContain(reason);
    expect((await noticesOf(server, seller.cookie)).map((notice) => notice.reason)).toContain(reason);
    expect(await inStore()).toEqual(['Brass lamp']);

    // Suspending the seller takes every product of theirs out of the store; that is Haat's reason first.
    expect(
      (
        await moderation(server, operator, {
          subject: 'seller',
          id: seller.id,
          action: 'suspend',
          reason: 'Unpaid GST',
        })
      ).status,
    ).toBe(200);
    expect((await mine()).byName).toEqual({
      'Kanjivaram saree': 'seller_suspended',
      'Cotton dupatta': 'seller_suspended',
      'Silk stole': 'seller_suspended',
      'Brass lamp': 'seller_suspended',
    });
    expect(await inStore()).toEqual([]);

    for (const body of [
      { subject: 'seller', id: seller.id, action: 'restore', reason: 'GST paid' },
      { subject: 'product', id: saree?.id ?? '', action: 'restore', reason: 'Label replaced' },
    ] as const)
      expect((await moderation(server, operator, body)).status).toBe(200);
    expect((await mine()).byName).toMatchObject({ 'Kanjivaram saree': null, 'Brass lamp': null });
    expect((await inStore()).toSorted()).toEqual(['Brass lamp', 'Kanjivaram saree']);
  });
});
