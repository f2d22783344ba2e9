// All time comes from the app's clock (AppDeps.clock), never the database's: moved 400 days ahead, every row a
// request writes carries the app's time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { DAY_MS } from './lib/clock.ts';
import { callEndpoint } from './testing/call-endpoint.ts';
import { users } from './features/auth/auth.schema.ts';
import { productQuestions, products, sellers } from './features/catalog/catalog.schema.ts';
import { profiles } from './features/profiles/profiles.schema.ts';
import { creatorStores, storeFollows, storeListings } from './features/stores/stores.schema.ts';
import { createdListing, sellerWithProduct, signedInCreator } from './testing/shop-setup.ts';
import { signedInAccount } from './testing/sign-in.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
  server.deps.clock.advance(400 * DAY_MS);
});

afterAll(async () => {
  await server?.close();
});

/** Within a minute of the app's clock, which is 400 days ahead of the database's. */
function expectAppTime(at: Date | undefined) {
  expect(Math.abs((at?.getTime() ?? 0) - server.deps.now().getTime())).toBeLessThan(60_000);
}

describe("the app's clock", () => {
  it('stamps profiles, stores and sellers made and changed through the API', async () => {
    const { cookie, account } = await signedInAccount(server, { roleIntent: 'creator' });
    const created = await server.send('POST', '/api/onboarding/creator', cookie, {
      handle: 'clock.watcher',
      displayName: 'Clock Watcher',
    });
    expect(created.status).toBe(201);
    const seller = await server.send('POST', '/api/onboarding/seller', cookie, {
      businessName: 'Clock House',
      slug: 'clock-house',
      pickupPincode: '302001',
      supportPhone: '9876501234',
      acceptsUndertaking: true,
    });
    expect(seller.status).toBe(201);
    expect((await server.send('PATCH', '/api/me/profile', cookie, { displayName: 'Watcher' })).status).toBe(200);

    const { db } = server.database;
    const [profile] = await db.select().from(profiles).where(eq(profiles.userId, account.id));
    const [store] = await db.select().from(creatorStores).where(eq(creatorStores.userId, account.id));
    const [business] = await db.select().from(sellers).where(eq(sellers.userId, account.id));
    expectAppTime(profile?.updatedAt);
    expectAppTime(store?.createdAt);
    expectAppTime(business?.createdAt);
  });

  it('stamps products, listings, questions and follows', async () => {
    const { product } = await sellerWithProduct(
      server,
      { businessName: 'Clock Crafts', slug: 'clock-crafts', pickupPincode: '302001' },
      { name: 'Brass clock', category: 'home', pricePaise: 150_000, stock: 4 },
    );
    const creator = await signedInCreator(server, { handle: 'clock.keeper', displayName: 'Keeper' });
    const listing = await createdListing(server, creator.cookie, product.id, 20_000);
    const buyer = await signedInAccount(server);
    const asked = await callEndpoint(
      server,
      catalogEndpoints.askQuestion,
      { params: { id: product.id }, body: { question: 'Does it chime?' } },
      buyer.cookie,
    );
    expect(asked.status).toBe(201);
    const followed = await callEndpoint(
      server,
      storeEndpoints.follow,
      { params: { id: creator.store.id } },
      buyer.cookie,
    );
    expect(followed.data).toEqual({ following: true, followers: 1 });

    const { db } = server.database;
    const [productRow] = await db.select().from(products).where(eq(products.id, product.id));
    const [listingRow] = await db.select().from(storeListings).where(eq(storeListings.id, listing.id));
    const [question] = await db.select().from(productQuestions).where(eq(productQuestions.productId, product.id));
    const [follow] = await db.select().from(storeFollows).where(eq(storeFollows.storeId, creator.store.id));
    expectAppTime(productRow?.createdAt);
    expectAppTime(productRow?.updatedAt);
    expectAppTime(listingRow?.createdAt);
    expectAppTime(question?.createdAt);
    expectAppTime(follow?.createdAt);
  });

  it('stamps the profile a sign-up makes', async () => {
    const email = 'clock.signup@example.in';
    const signUp = await server.send('POST', '/api/auth/sign-up/email', undefined, {
      name: 'Clock Sign-up',
      email,
      password: 'a-clock-password-2026',
    });
    expect(signUp.status).toBe(200);
    const [row] = await server.database.db
      .select({ createdAt: profiles.createdAt })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(users.email, email));
    expectAppTime(row?.createdAt);
  });
});
