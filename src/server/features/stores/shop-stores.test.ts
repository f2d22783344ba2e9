// The stores /shop shows before anything is typed, and for a word: the most followed first, then those showing the
// most products, each follow and unfollow counted at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverResult } from '#shared/contracts/stores.ts';
import { createdListing, createdProduct, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
/** Ten stores, 'rang.00' to 'rang.09', by handle. */
const stores = new Map<string, string>();
const fans: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const seller = await signedInSeller(server, {
    businessName: 'Rang Ghar',
    slug: 'rang-ghar',
    pickupPincode: '302001',
  });
  const product = await createdProduct(server, seller.cookie, {
    name: 'Leheriya Dupatta',
    category: 'fashion',
    description: 'Wave-dyed chiffon.',
    pricePaise: 79_900,
    stock: 10,
    resellable: true,
  });
  for (let index = 0; index < 10; index++) {
    const handle = `rang.0${index}`;
    const creator = await signedInCreator(server, { handle, displayName: `Rang ${index}` });
    stores.set(handle, creator.store.id);
    // The odd stores show a product; the even ones none.
    if (index % 2 === 1) await createdListing(server, creator.cookie, product.id, 1_000);
  }
  for (let index = 0; index < 3; index++) fans.push((await signedInAccount(server)).cookie);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

const follow = async (handle: string, fan: string, following = true) => {
  const response = await server.send(following ? 'PUT' : 'DELETE', `/api/stores/${stores.get(handle)}/follow`, fan);
  expect(response.status).toBe(200);
};
const shown = async (q?: string) =>
  ((await (await server.fetch(`/api/shop/discover${q ? `?q=${q}` : ''}`)).json()) as DiscoverResult).stores.map(
    (store) => `${store.handle} ${store.productCount}`,
  );

describe('/shop stores', () => {
  it('shows the eight most followed, then those showing more products, then by handle', async () => {
    expect(await shown()).toEqual([
      'rang.01 1',
      'rang.03 1',
      'rang.05 1',
      'rang.07 1',
      'rang.09 1',
      'rang.00 0',
      'rang.02 0',
      'rang.04 0',
    ]);
    for (const fan of fans) await follow('rang.08', fan);
    await follow('rang.06', fans[0] as string);
    await follow('rang.06', fans[0] as string);
    await follow('rang.02', fans[1] as string);
    expect(await shown()).toEqual([
      'rang.08 0',
      'rang.02 0',
      'rang.06 0',
      'rang.01 1',
      'rang.03 1',
      'rang.05 1',
      'rang.07 1',
      'rang.09 1',
    ]);
    expect(await shown('rang.0')).toEqual(await shown());
  });

  it('counts an unfollow at once', async () => {
    for (const fan of fans) await follow('rang.08', fan, false);
    await follow('rang.06', fans[2] as string);
    expect((await shown()).slice(0, 4)).toEqual(['rang.06 0', 'rang.02 0', 'rang.01 1', 'rang.03 1']);
    expect(await shown('Rang 8')).toEqual(['rang.08 0']);
  });
});
