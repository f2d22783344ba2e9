import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#shared/contracts/catalog.ts';
import { sellerWithProduct } from '../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../testing/test-server.ts';
import type { UploadOutcome } from '../testing/huge-upload-client.ts';

// Real HTTP from a node:http client in another process (fetch sends the whole body before it looks at the
// answer): the client is still sending when the 413 comes back.

const client = fileURLToPath(new URL('../testing/huge-upload-client.ts', import.meta.url));

let server: TestServer;
let seller: string;
let product: Product;

beforeAll(async () => {
  server = await startTestServer();
  ({ cookie: seller, product } = await sellerWithProduct(
    server,
    { businessName: 'Big Files', slug: 'big-files', pickupPincode: '400001' },
    { name: 'Brass lamp', category: 'home', pricePaise: 99_900, stock: 3 },
  ));
}, 60_000);

afterAll(async () => {
  await server?.close();
});

function uploadFromAnotherProcess(count: number, framing: 'length' | 'chunked'): Promise<UploadOutcome[]> {
  const target = `${server.url}/api/seller/products/${product.id}/photos`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [client, target, String(count), String(50 * 1024 * 1024), framing, seller],
      { timeout: 100_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`${error.message}\n${stderr}`));
        else
          resolve(
            stdout
              .trim()
              .split('\n')
              .map((line) => JSON.parse(line) as UploadOutcome),
          );
      },
    );
  });
}

function expectAllRefused(outcomes: UploadOutcome[], count: number) {
  expect(outcomes).toHaveLength(count);
  for (const outcome of outcomes) {
    expect(outcome.error).toBeUndefined();
    expect(outcome.status).toBe(413);
    expect(outcome.connection).toBe('close');
    expect(JSON.parse(outcome.body ?? '')).toEqual({
      error: { code: 'payload_too_large', message: 'The request body is larger than 10.0625 MB.' },
    });
  }
}

describe('a 413 to an upload that is still arriving', () => {
  it('reaches the client every time: 20 uploads of 50 MB refused by their Content-Length', async () => {
    expectAllRefused(await uploadFromAnotherProcess(20, 'length'), 20);
    // Nothing was stored, and the server still answers.
    const mine = (await (await server.send('GET', '/api/seller/products', seller)).json()) as { items: Product[] };
    expect(mine.items.find((item) => item.id === product.id)?.images).toEqual([]);
  }, 120_000);

  it('reaches the client when a chunked upload is refused after the limit was read', async () => {
    expectAllRefused(await uploadFromAnotherProcess(6, 'chunked'), 6);
  }, 120_000);
});
