import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInCreator } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

const creatorWithStore = async (handle: string) =>
  (await signedInCreator(server, { handle, displayName: 'Avatar Tester' })).cookie;

function upload(cookie: string, bytes: Uint8Array, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.set('avatar', new File([new Uint8Array(bytes)], name, { type }));
  return callEndpoint(server, storeEndpoints.uploadAvatar, { body: form }, cookie);
}

const storeByHandle = (handle: string) => callEndpoint(server, storeEndpoints.byHandle, { params: { handle } });

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#8b5cf6' } })
    .png()
    .toBuffer();

describe('store avatar', () => {
  it('stores an uploaded image as a square WebP served with long caching', async () => {
    const cookie = await creatorWithStore('avatar.tester');
    const response = await upload(cookie, await png(600));
    expect(response.status).toBe(200);
    const store = dataOf(response);
    expect(store.avatarUrl).toMatch(/^\/media\/avatars\/.+-256\.webp$/);

    const image = await server.fetch(store.avatarUrl ?? '');
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);

    const publicStore = await storeByHandle('avatar.tester');
    expect(publicStore.data).toMatchObject({ avatarUrl: store.avatarUrl });
  });

  it('refuses what is not an image, whatever its name says, and changes nothing', async () => {
    const cookie = await creatorWithStore('avatar.refused');
    const response = await upload(
      cookie,
      new TextEncoder().encode('<svg onload="alert(1)"></svg>'),
      'me.png',
      'image/png',
    );
    expect(response.status).toBe(422);
    expect(response.error?.fields?.avatar?.[0]).toBe('Upload a JPEG, PNG or WebP image.');
    expect((await storeByHandle('avatar.refused')).data).toMatchObject({
      avatarUrl: null,
    });
  });

  it('refuses images over 5 MB with a 413', async () => {
    const cookie = await creatorWithStore('avatar.large');
    const response = await upload(cookie, new Uint8Array(6 * 1024 * 1024));
    expect(response.status).toBe(413);
  });

  it('needs a store and a signed-in user', async () => {
    const { cookie } = await signedInAccount(server);
    expect((await upload(cookie, await png(64))).status).toBe(403);
    expect((await callEndpoint(server, storeEndpoints.uploadAvatar, { body: new FormData() })).status).toBe(401);
  });
});
