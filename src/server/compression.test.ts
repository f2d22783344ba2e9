import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.ts';
import { etagMatches, negotiateEncoding } from './lib/compression.ts';
import { createdProduct, signedInCreator, signedInSeller } from './testing/shop-setup.ts';
import { startTestServer, type TestServer } from './testing/test-server.ts';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes as they crossed the wire. */
  bytes: Buffer;
}

/** A GET over node:http, which (unlike fetch) shows the body as sent, still compressed. */
function get(server: TestServer, pathname: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${pathname}`, { headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

const decoded = (answer: Answer) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString();
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString();
  return answer.bytes.toString();
};

describe('choosing a content coding', () => {
  it('takes the highest q the client gives, brotli on a tie, nothing for identity', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('identity')).toBeNull();
    expect(negotiateEncoding('*;q=0')).toBeNull();
    expect(negotiateEncoding('')).toBeNull();
    expect(negotiateEncoding(undefined)).toBeNull();
  });

  it('compares entity tags weakly, as If-None-Match does', () => {
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});

describe('compressed answers', () => {
  let server: TestServer;
  let webRoot: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, index) => `word-${index % 37}`))};\n`;

  beforeAll(async () => {
    webRoot = await mkdtemp(path.join(os.tmpdir(), 'haat-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(
      path.join(webRoot, 'index.html'),
      `<!doctype html><title>Haat</title><div id="root"></div>${'<!-- shell -->'.repeat(100)}`,
    );
    await writeFile(path.join(webRoot, 'assets', 'app-AbCd1234.js'), script);
    await writeFile(path.join(webRoot, 'assets', 'tiny-AbCd1234.js'), 'console.log(1)');
    await writeFile(path.join(webRoot, 'assets', 'photo-AbCd1234.webp'), Buffer.alloc(4096, 7));
    await precompressDir(webRoot);
    server = await startTestServer({ webRoot });
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('sends built scripts precompressed in the coding the browser prefers, and as they are to a client without one', async () => {
    const brotli = await get(server, '/assets/app-AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('Accept-Encoding');
    expect(Number(brotli.headers['content-length'])).toBe(brotli.bytes.length);
    expect(brotli.bytes.length).toBeLessThan(script.length / 4);
    expect(brotli.headers['content-type']).toMatch(/^text\/javascript/);
    expect(decoded(brotli)).toBe(script);

    const gzip = await get(server, '/assets/app-AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip)).toBe(script);

    const plain = await get(server, '/assets/app-AbCd1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.bytes.toString()).toBe(script);
  });

  it('leaves tiny files and images as they are', async () => {
    const tiny = await get(server, '/assets/tiny-AbCd1234.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.bytes.toString()).toBe('console.log(1)');
    const photo = await get(server, '/assets/photo-AbCd1234.webp', { 'accept-encoding': 'br' });
    expect(photo.headers['content-encoding']).toBeUndefined();
    expect(photo.headers.vary).toBeUndefined();
    expect(photo.bytes.length).toBe(4096);
  });

  it('compresses the app shell and API JSON of 1 KiB or more, and not smaller answers', async () => {
    const shell = await get(server, '/shop', { 'accept-encoding': 'br' });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(decoded(shell)).toContain('<div id="root">');

    const identity = await get(server, '/api/openapi.json');
    expect(identity.headers['content-encoding']).toBeUndefined();
    const document = await get(server, '/api/openapi.json', { 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(document.headers['content-encoding']).toBe('gzip');
    expect(document.headers.vary).toMatch(/Accept-Encoding/);
    expect(Number(document.headers['content-length'])).toBe(document.bytes.length);
    expect(document.bytes.length).toBeLessThan(identity.bytes.length / 3);
    expect(JSON.parse(decoded(document))).toEqual(JSON.parse(identity.bytes.toString()));

    const health = await get(server, '/api/health', { 'accept-encoding': 'br' });
    expect(health.bytes.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.headers.vary).toMatch(/Accept-Encoding/);
  });

  it("answers a store's cached data compressed on a miss and on a hit, and revalidates either copy", async () => {
    const { cookie: seller } = await signedInSeller(
      server,
      { businessName: 'Chai Co', slug: 'chai-co', pickupPincode: '682001' },
      { resaleByDefault: true, maxMarkupPercent: 50 },
    );
    const { cookie: creator } = await signedInCreator(server, { handle: 'chai.lover', displayName: 'Chai Lover' });
    for (let index = 0; index < 6; index += 1) {
      const product = await createdProduct(server, seller, {
        name: `Masala chai tin ${index}`,
        description: 'Strong Assam leaf with cardamom and ginger, packed fresh in Kochi.',
        category: 'food',
        pricePaise: 40_000 + index,
        stock: 20,
      });
      expect(
        (await server.send('POST', '/api/me/store/listings', creator, { productId: product.id, markupPaise: 5_000 }))
          .status,
      ).toBe(201);
    }
    const store = '/api/stores/by-handle/chai.lover/products';
    const identity = await get(server, store);
    expect(identity.bytes.length).toBeGreaterThan(1024);
    const strong = identity.headers.etag as string;
    expect(strong).toMatch(/^"/);

    // The first compressed answer comes from the app (a miss), the second from the micro-cache's fast path.
    server.deps.publicCache.clear();
    for (const attempt of [1, 2]) {
      const answer = await get(server, store, { 'accept-encoding': 'gzip, br' });
      expect({ attempt, encoding: answer.headers['content-encoding'] }).toEqual({ attempt, encoding: 'br' });
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(answer.headers.etag).toBe(`W/${strong}`);
      expect(Number(answer.headers['content-length'])).toBe(answer.bytes.length);
      expect(decoded(answer)).toBe(identity.bytes.toString());
    }
    const revalidated = await get(server, store, { 'accept-encoding': 'br', 'if-none-match': `W/${strong}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    expect((await get(server, store, { 'if-none-match': `W/${strong}` })).status).toBe(304);
    // A malformed escape in a cached route's path is the app's to refuse; the server stays up.
    expect((await get(server, '/api/stores/by-handle/%E0/products')).status).toBe(404);
    expect((await get(server, store)).status).toBe(200);
  });
});
