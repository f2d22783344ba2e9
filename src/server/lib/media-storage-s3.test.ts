import { existsSync } from 'node:fs';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { callEndpoint, dataOf } from '../testing/call-endpoint.ts';
import { S3RVER_CREDENTIALS, startTestS3Server, type TestS3Server } from '../testing/s3-server.ts';
import { createdListing, sellerWithProduct, signedInCreator } from '../testing/shop-setup.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import { AppError } from './errors.ts';
import { createS3MediaStorage, MEDIA_UNAVAILABLE } from './media-storage-s3.ts';

// The app with MEDIA_URL on a local S3-compatible server (s3rver), reached through a TCP proxy so the store can
// go away. Credentials come from the AWS SDK's chain: here AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.

let s3: TestS3Server;
let proxy: TcpProxy;
let server: TestServer;
let bucket: S3Client;
let seller: string;
let productId: string;
const savedCredentials = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };

const photo = (color: string) =>
  sharp({ create: { width: 900, height: 900, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

function upload(bytes: Buffer) {
  const form = new FormData();
  form.set('photo', new File([new Uint8Array(bytes)], 'photo.jpg', { type: 'image/jpeg' }));
  return callEndpoint(server, catalogEndpoints.addPhoto, { params: { id: productId }, body: form }, seller);
}

async function keysInBucket(): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '').toSorted();
}

beforeAll(async () => {
  process.env.AWS_ACCESS_KEY_ID = S3RVER_CREDENTIALS.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = S3RVER_CREDENTIALS.secretAccessKey;
  s3 = await startTestS3Server();
  proxy = await startTcpProxy({ host: s3.host, port: s3.port });
  bucket = new S3Client({
    endpoint: s3.endpoint,
    region: 'ap-south-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
  });
  server = await startTestServer({
    env: { MEDIA_URL: `s3://${s3.bucket}/shop?endpoint=http://127.0.0.1:${proxy.port}` },
  });
  const made = await sellerWithProduct(
    server,
    { businessName: 'Cloud Pots', slug: 'cloud-pots', pickupPincode: '560001' },
    { name: 'Terracotta planter', category: 'home', pricePaise: 89_900, stock: 5 },
  );
  seller = made.cookie;
  productId = made.product.id;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await proxy?.close();
  bucket?.destroy();
  await s3?.close();
  process.env.AWS_ACCESS_KEY_ID = savedCredentials.id;
  process.env.AWS_SECRET_ACCESS_KEY = savedCredentials.secret;
  if (savedCredentials.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
  if (savedCredentials.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
});

describe('media in an S3-compatible bucket (MEDIA_URL=s3://…)', () => {
  it('puts a seller’s photo in the bucket and serves it to a store’s visitors at /media, cached for a year', async () => {
    const uploaded = dataOf(await upload(await photo('#c2410c')));
    const [image] = uploaded.images;
    expect(image?.url).toMatch(new RegExp(`^/media/products/${productId}/[0-9a-f]+-640\\.webp$`));
    const key = image?.url.slice('/media/'.length).replace(/-640\.webp$/, '') ?? '';

    // Every width is in the bucket, under the URL's prefix; nothing went to the data directory.
    expect(await keysInBucket()).toEqual([1080, 320, 640].map((width) => `shop/${key}-${width}.webp`));
    expect(existsSync(path.join(server.deps.env.dataDir, 'media'))).toBe(false);

    // A creator lists it; an anonymous visitor of the store reads the same URL and gets the bucket's bytes.
    const { cookie: creator } = await signedInCreator(server, { handle: 'pot.picks' });
    await createdListing(server, creator, productId, 10_000);
    const store = dataOf(await callEndpoint(server, storeEndpoints.products, { params: { handle: 'pot.picks' } }));
    const shown = store.items[0]?.product.images[0];
    expect(shown?.url).toBe(image?.url);
    expect(shown?.srcset).toContain(`/media/${key}-1080.webp 1080w`);

    const served = await server.fetch(shown?.url ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-length')).toBe(String(bytes.length));
    const stored = await bucket.send(new GetObjectCommand({ Bucket: s3.bucket, Key: `shop/${key}-640.webp` }));
    expect(bytes.equals(Buffer.from((await stored.Body?.transformToByteArray()) ?? []))).toBe(true);
    expect((await sharp(bytes).metadata()).width).toBe(640);

    // HEAD: the same headers, no body.
    const head = await server.fetch(shown?.url ?? '', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(bytes.length));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers 404 for a key the bucket does not hold, and for a key that is not one', async () => {
    const missing = await server.fetch(`/media/products/${productId}/0123456789ab-640.webp`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Not found');
    expect((await server.fetch('/media/products/%2e%2e/secret')).status).toBe(404);
    expect((await server.fetch('/media/')).status).toBe(404);
  });

  it('answers 503 in the envelope while the bucket cannot be reached, records no photo, and recovers', async () => {
    const before = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller)).items;
    const imagesBefore = before.find((product) => product.id === productId)?.images ?? [];
    const keysBefore = await keysInBucket();

    await proxy.down();
    try {
      const refused = await upload(await photo('#0f766e'));
      expect(refused).toMatchObject({ status: 503, error: { code: 'unavailable', message: MEDIA_UNAVAILABLE } });
      const shown = await server.fetch(imagesBefore[0]?.url ?? '');
      expect(shown.status).toBe(503);
      expect(shown.headers.get('retry-after')).toBe('5');
      expect(await shown.json()).toEqual({ error: { code: 'unavailable', message: MEDIA_UNAVAILABLE } });
    } finally {
      await proxy.up();
    }

    const after = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller)).items;
    expect(after.find((product) => product.id === productId)?.images).toEqual(imagesBefore);
    expect(await keysInBucket()).toEqual(keysBefore);

    // Back: the next upload goes in.
    expect(dataOf(await upload(await photo('#0f766e'))).images).toHaveLength(imagesBefore.length + 1);
  });

  it('treats a bucket that does not exist as a misconfiguration (a logged 500), not as a missing photo', async () => {
    const storage = createS3MediaStorage({
      kind: 's3',
      bucket: 'no-such-bucket',
      prefix: '',
      region: 'ap-south-1',
      endpoint: s3.endpoint,
    });
    const read = storage.get('products/x/0123456789ab-640.webp');
    await expect(read).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(read).rejects.not.toBeInstanceOf(AppError);
    await expect(storage.put('products/x/0123456789ab-640.webp', Buffer.from('webp'))).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});
