import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorOnboarding, ResaleTerms, SellerOnboarding } from '#shared/contracts/onboarding.ts';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { sellerEndpoints } from '#shared/endpoints/catalog-sellers.ts';
import { profileEndpoints } from '#shared/endpoints/profiles.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import type { AccountOverrides } from '../../demo/factories.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';
import { eq } from 'drizzle-orm';
import { SELLER_UNDERTAKING } from '#shared/contracts/onboarding.ts';
import { sellers } from '../catalog/catalog.schema.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const signedIn = (overrides: AccountOverrides = {}) => signedInAccount(server, overrides);
const me = (cookie: string) => callEndpoint(server, profileEndpoints.me, {}, cookie);
const storeByHandle = (handle: string) => callEndpoint(server, storeEndpoints.byHandle, { params: { handle } });
const openStore = (body: CreatorOnboarding, cookie?: string) =>
  callEndpoint(server, onboardingEndpoints.creator, { body }, cookie);
/** Customer care and the undertaking, as every seller gives them, unless the test says otherwise. */
const setUpSeller = (
  body: Omit<SellerOnboarding, 'supportPhone' | 'acceptsUndertaking'> & Partial<SellerOnboarding>,
  cookie: string,
) =>
  callEndpoint(
    server,
    onboardingEndpoints.seller,
    { body: { supportPhone: '98765 01234', acceptsUndertaking: true, ...body } },
    cookie,
  );
const saveTerms = (body: ResaleTerms, cookie: string) =>
  callEndpoint(server, onboardingEndpoints.terms, { body }, cookie);
const sellerBySlug = (slug: string) => callEndpoint(server, sellerEndpoints.sellerBySlug, { params: { slug } });

describe('creator onboarding', () => {
  it('opens the store at the handle and records it on the profile', async () => {
    const { cookie } = await signedIn({ roleIntent: 'creator' });
    const free = await callEndpoint(server, profileEndpoints.handle, { params: { handle: 'Nisha.Makes' } }, cookie);
    expect(free.data).toEqual({ handle: 'nisha.makes', available: true });

    const response = await openStore({ handle: 'Nisha.Makes', displayName: 'Nisha', bio: 'Handmade things' }, cookie);
    expect(response.status).toBe(201);
    const store = dataOf(response);
    expect(store.handle).toBe('nisha.makes');

    const byHandle = await storeByHandle('NISHA.makes');
    expect(byHandle.data).toMatchObject({
      id: store.id,
      handle: 'nisha.makes',
      displayName: 'Nisha',
      bio: 'Handmade things',
    });
    expect((await callEndpoint(server, storeEndpoints.byId, { params: { id: store.id } })).status).toBe(200);

    expect((await me(cookie)).data).toMatchObject({
      haatHandle: 'nisha.makes',
      roleIntent: 'creator',
      store: { id: store.id },
    });

    const again = await openStore({ handle: 'nisha.two', displayName: 'Nisha' }, cookie);
    expect(again.status).toBe(409);
  });

  it('refuses taken, reserved and malformed handles, and stores nothing', async () => {
    const { cookie } = await signedIn();
    const taken = await openStore({ handle: 'Nisha.Makes', displayName: 'X' }, cookie);
    expect(taken.status).toBe(409);
    expect(taken.error?.fields?.handle).toBeDefined();

    for (const handle of ['admin', 'ab', 'has space', 'a'.repeat(31), 'Shop']) {
      const response = await openStore({ handle, displayName: 'X' }, cookie);
      expect(response.status).toBe(422);
    }
    expect((await me(cookie)).data).toMatchObject({ haatHandle: null, store: null });
  });

  it('opens one store for a double tap on Continue, and answers the other tap 409, never a 500', async () => {
    const { cookie } = await signedIn({ roleIntent: 'creator' });
    const body = { handle: 'double.tap', displayName: 'Double Tap' };
    // On PostgreSQL both pass the checks and meet at the unique index; on PGlite they take turns.
    const answers = await Promise.all([openStore(body, cookie), openStore(body, cookie)]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([201, 409]);
    const refused = answers.find((answer) => !answer.ok);
    expect(refused?.error).toMatchObject({ code: 'conflict', message: 'You already have a store.' });
    const opened = answers.find((answer) => answer.ok);
    expect((await me(cookie)).data).toMatchObject({ haatHandle: 'double.tap', store: { id: opened?.data?.id } });
  });

  it('needs a signed-in user', async () => {
    const response = await openStore({ handle: 'nobody.here', displayName: 'X' });
    expect(response.status).toBe(401);
    expect((await storeByHandle('nobody.here')).status).toBe(404);
  });
});

describe('seller onboarding', () => {
  it('creates the seller page at the slug, then saves resale terms', async () => {
    const { cookie } = await signedIn({ roleIntent: 'merchant' });
    expect((await callEndpoint(server, onboardingEndpoints.slug, { params: { slug: 'loom-and-weft' } })).data).toEqual({
      slug: 'loom-and-weft',
      available: true,
    });

    const response = await setUpSeller(
      { businessName: 'Loom & Weft', slug: 'loom-and-weft', pickupPincode: '411001', gstin: '27AAPFU0939F1ZV' },
      cookie,
    );
    expect(response.status).toBe(201);
    const seller = dataOf(response);
    const page = await sellerBySlug('Loom-And-Weft');
    expect(page.data).toMatchObject({ id: seller.id, businessName: 'Loom & Weft', resaleByDefault: true });
    expect((await callEndpoint(server, sellerEndpoints.sellerById, { params: { id: seller.id } })).status).toBe(200);

    // Who the seller is in law and how buyers reach them: their Haat name and pickup place until they give their
    // GST details, their customer care, the account's email when they gave no other.
    expect(page.data?.details).toEqual({
      legalName: 'Loom & Weft',
      address: 'Pune 411001',
      supportPhone: '+919876501234',
      supportEmail: expect.stringMatching(/@/),
    });

    const terms = await saveTerms({ resaleByDefault: false, maxMarkupPercent: 40 }, cookie);
    expect(terms.status).toBe(204);
    expect((await sellerBySlug('loom-and-weft')).data).toMatchObject({
      resaleByDefault: false,
    });
    expect((await me(cookie)).data).toMatchObject({
      roleIntent: 'merchant',
      seller: { slug: 'loom-and-weft' },
    });
  });

  it('asks for the undertaking on accurate listings and customer care, and keeps the undertaking’s version and time', async () => {
    const { account, cookie } = await signedIn({ roleIntent: 'merchant' });
    const body = { businessName: 'Sutradhar Crafts', slug: 'sutradhar-crafts', pickupPincode: '302003' };
    const refused = await setUpSeller(
      { ...body, acceptsUndertaking: false as never, supportPhone: '12345', supportEmail: 'care@sutradhar.example' },
      cookie,
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.error?.fields ?? {}).toSorted()).toEqual(['acceptsUndertaking', 'supportPhone']);
    expect((await me(cookie)).data).toMatchObject({ seller: null });

    const opened = dataOf(await setUpSeller({ ...body, supportEmail: 'care@sutradhar.example' }, cookie));
    const [row] = await server.database.db.select().from(sellers).where(eq(sellers.id, opened.id));
    expect(row).toMatchObject({
      userId: account.id,
      undertakingVersion: SELLER_UNDERTAKING.version,
      supportPhone: '+919876501234',
      supportEmail: 'care@sutradhar.example',
    });
    expect(row?.undertakingAcceptedAt).toBeInstanceOf(Date);
  });

  it('lets a seller from before the undertaking accept it in their settings, and change customer care', async () => {
    const { cookie } = await signedIn({ roleIntent: 'merchant' });
    const opened = dataOf(
      await setUpSeller({ businessName: 'Old Loom', slug: 'old-loom', pickupPincode: '221001' }, cookie),
    );
    // As a seller who opened before customer care and the undertaking were asked.
    await server.database.db
      .update(sellers)
      .set({ undertakingVersion: null, undertakingAcceptedAt: null, supportPhone: null, supportEmail: null })
      .where(eq(sellers.id, opened.id));
    const before = dataOf(await callEndpoint(server, onboardingEndpoints.care, {}, cookie));
    expect(before).toEqual({
      supportPhone: null,
      supportEmail: null,
      undertaking: { version: null, acceptedAt: null, current: SELLER_UNDERTAKING.version },
    });
    const care = { supportPhone: '98390 11223', supportEmail: 'care@oldloom.example' };
    const refused = await callEndpoint(server, onboardingEndpoints.setCare, { body: care }, cookie);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.error?.fields ?? {})).toEqual(['acceptsUndertaking']);

    const saved = dataOf(
      await callEndpoint(server, onboardingEndpoints.setCare, { body: { ...care, acceptsUndertaking: true } }, cookie),
    );
    expect(saved).toMatchObject({
      supportPhone: '+919839011223',
      supportEmail: 'care@oldloom.example',
      undertaking: { version: SELLER_UNDERTAKING.version, current: SELLER_UNDERTAKING.version },
    });
    // Once accepted, care changes without it; the buyer-facing details follow.
    dataOf(await callEndpoint(server, onboardingEndpoints.setCare, { body: { supportPhone: '98390 44556' } }, cookie));
    expect(dataOf(await sellerBySlug('old-loom')).details).toMatchObject({ supportPhone: '+919839044556' });
    const stranger = (await signedIn()).cookie;
    expect((await callEndpoint(server, onboardingEndpoints.care, {}, stranger)).status).toBe(403);
  });

  it('makes one seller account for a double tap on Continue, and answers the other tap 409, never a 500', async () => {
    const { cookie } = await signedIn({ roleIntent: 'merchant' });
    const body = { businessName: 'Twice Crafts', slug: 'twice-crafts', pickupPincode: '560001' };
    const answers = await Promise.all([setUpSeller(body, cookie), setUpSeller(body, cookie)]);
    expect(answers.map((answer) => answer.status).toSorted()).toEqual([201, 409]);
    const refused = answers.find((answer) => !answer.ok);
    expect(refused?.error).toMatchObject({ code: 'conflict', message: 'You already have a seller account.' });
    expect((await me(cookie)).data).toMatchObject({ seller: { slug: 'twice-crafts' } });
  });

  it('checks the PIN code and the GSTIN, and refuses a taken address', async () => {
    const { cookie } = await signedIn();
    const bad = await setUpSeller(
      { businessName: 'B', slug: 'Bad Slug!', pickupPincode: '012345', gstin: '27AAPFU0939F1ZX' },
      cookie,
    );
    expect(bad.status).toBe(422);
    const fields = bad.error?.fields ?? {};
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['businessName', 'slug', 'pickupPincode', 'gstin']));

    const taken = await setUpSeller({ businessName: 'Other', slug: 'loom-and-weft', pickupPincode: '110001' }, cookie);
    expect(taken.status).toBe(409);
    expect((await me(cookie)).data).toMatchObject({ seller: null });

    const noSeller = await saveTerms({ resaleByDefault: true, maxMarkupPercent: null }, cookie);
    expect(noSeller.status).toBe(403);
  });
});
