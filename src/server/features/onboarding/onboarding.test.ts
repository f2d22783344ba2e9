import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountOverrides } from '../../demo/factories.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const signedIn = (overrides: AccountOverrides = {}) => signedInAccount(server, overrides);

describe('creator onboarding', () => {
  it('opens the store at the handle and records it on the profile', async () => {
    const { cookie } = await signedIn({ roleIntent: 'creator' });
    const free = await server.fetch('/api/handles/Nisha.Makes', { headers: { cookie } });
    expect(await free.json()).toEqual({ handle: 'nisha.makes', available: true });

    const response = await server.send('POST', '/api/onboarding/creator', cookie, {
      handle: 'Nisha.Makes',
      displayName: 'Nisha',
      bio: 'Handmade things',
    });
    expect(response.status).toBe(201);
    const store = (await response.json()) as { id: string; handle: string };
    expect(store.handle).toBe('nisha.makes');

    const byHandle = await server.fetch('/api/stores/by-handle/NISHA.makes');
    expect(await byHandle.json()).toMatchObject({
      id: store.id,
      handle: 'nisha.makes',
      displayName: 'Nisha',
      bio: 'Handmade things',
    });
    expect((await server.fetch(`/api/stores/${store.id}`)).status).toBe(200);

    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({
      haatHandle: 'nisha.makes',
      roleIntent: 'creator',
      store: { id: store.id },
    });

    const again = await server.send('POST', '/api/onboarding/creator', cookie, {
      handle: 'nisha.two',
      displayName: 'Nisha',
    });
    expect(again.status).toBe(409);
  });

  it('refuses taken, reserved and malformed handles, and stores nothing', async () => {
    const { cookie } = await signedIn();
    const taken = await server.send('POST', '/api/onboarding/creator', cookie, {
      handle: 'Nisha.Makes',
      displayName: 'X',
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { fields: Record<string, string[]> } }).error.fields.handle).toBeDefined();

    for (const handle of ['admin', 'ab', 'has space', 'a'.repeat(31), 'Shop']) {
      const response = await server.send('POST', '/api/onboarding/creator', cookie, { handle, displayName: 'X' });
      expect(response.status).toBe(422);
    }
    const me = await server.fetch('/api/me', { headers: { cookie } });
    expect(await me.json()).toMatchObject({ haatHandle: null, store: null });
  });

  it('needs a signed-in user', async () => {
    const response = await server.fetch('/api/onboarding/creator', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ handle: 'nobody.here', displayName: 'X' }),
    });
    expect(response.status).toBe(401);
    expect((await server.fetch('/api/stores/by-handle/nobody.here')).status).toBe(404);
  });
});

describe('seller onboarding', () => {
  it('creates the seller page at the slug, then saves resale terms', async () => {
    const { cookie } = await signedIn({ roleIntent: 'merchant' });
    expect(await (await server.fetch('/api/sellers/slugs/loom-and-weft')).json()).toEqual({
      slug: 'loom-and-weft',
      available: true,
    });

    const response = await server.send('POST', '/api/onboarding/seller', cookie, {
      businessName: 'Loom & Weft',
      slug: 'loom-and-weft',
      pickupPincode: '560001',
      gstin: '27AAPFU0939F1ZV',
    });
    expect(response.status).toBe(201);
    const seller = (await response.json()) as { id: string; slug: string };
    const page = await server.fetch('/api/sellers/by-slug/Loom-And-Weft');
    expect(await page.json()).toMatchObject({ id: seller.id, businessName: 'Loom & Weft', resaleByDefault: true });
    expect((await server.fetch(`/api/sellers/${seller.id}`)).status).toBe(200);

    const terms = await server.send('PUT', '/api/onboarding/seller/terms', cookie, {
      resaleByDefault: false,
      maxMarkupPercent: 40,
    });
    expect(terms.status).toBe(204);
    expect(await (await server.fetch('/api/sellers/by-slug/loom-and-weft')).json()).toMatchObject({
      resaleByDefault: false,
    });
    expect(await (await server.fetch('/api/me', { headers: { cookie } })).json()).toMatchObject({
      roleIntent: 'merchant',
      seller: { slug: 'loom-and-weft' },
    });
  });

  it('checks the PIN code and the GSTIN, and refuses a taken address', async () => {
    const { cookie } = await signedIn();
    const bad = await server.send('POST', '/api/onboarding/seller', cookie, {
      businessName: 'B',
      slug: 'Bad Slug!',
      pickupPincode: '012345',
      gstin: '27AAPFU0939F1ZX',
    });
    expect(bad.status).toBe(422);
    const fields = ((await bad.json()) as { error: { fields: Record<string, string[]> } }).error.fields;
    expect(Object.keys(fields)).toEqual(expect.arrayContaining(['businessName', 'slug', 'pickupPincode', 'gstin']));

    const taken = await server.send('POST', '/api/onboarding/seller', cookie, {
      businessName: 'Other',
      slug: 'loom-and-weft',
      pickupPincode: '110001',
    });
    expect(taken.status).toBe(409);
    expect(await (await server.fetch('/api/me', { headers: { cookie } })).json()).toMatchObject({ seller: null });

    const noSeller = await server.send('PUT', '/api/onboarding/seller/terms', cookie, {
      resaleByDefault: true,
      maxMarkupPercent: null,
    });
    expect(noSeller.status).toBe(403);
  });
});
