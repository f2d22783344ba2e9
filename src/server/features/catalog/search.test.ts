// Product search (decision 041) through every endpoint that searches products: /shop, the creator's catalog to
// resell from, a store's own search and the AI Manager; words nearly as typed match, the best match comes first.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatChunk } from '#shared/contracts/ai-manager.ts';
import type { Listing, ProductInput } from '#shared/contracts/catalog.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { readServerSentData } from '#shared/sse.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { createdListing, createdProduct, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let creator: string;
const listings = new Map<string, Listing>();

// Names and descriptions as the demo catalog has them (demo/demo-catalog.ts), and a few that must not match.
const PRODUCTS: [string, ProductInput['category'], string][] = [
  [
    'Oxidised Silver Jhumki Earrings',
    'jewellery',
    'Small oxidised jhumkis on a peacock stud, in nickel-free German silver.',
  ],
  ['Indigo Handblock Cotton Kurta', 'fashion', 'Straight-cut kurta in soft mul cotton, hand block-printed.'],
  ['Jhola Cotton Bag', 'fashion', 'A roomy shoulder bag for the market.'],
  ['The Hindi Novel Reader', 'books', 'Twelve short stories in simple Hindi.'],
  ['Silk Dupatta', 'fashion', 'A light silk stole with a zari border.'],
  // Newer than the dupatta, so only the rank can put the dupatta first: "dupatta" is in its description alone.
  ['Festive Gift Box', 'home', 'Sweets, a brass diya and a silk dupatta, wrapped for Diwali.'],
];

const JHUMKI = 'Oxidised Silver Jhumki Earrings';
const KURTA = 'Indigo Handblock Cotton Kurta';

/** Typed text that is all punctuation, quotes or PostgreSQL's text-search operators. */
const PUNCTUATION = ['&|!:*', `'`, `"`, `''`, '!', ':*', '(', ')', '<->', '\\', '%_', `"jhumka`, `jhumka:*'&`, '& | !'];

beforeAll(async () => {
  server = await startTestServer({ env: { AI_WORD_DELAY_MS: '0', AI_CHAT_LIMIT_PER_IP: '1000' } });
  const seller = await signedInSeller(server, {
    businessName: 'Rangmahal',
    slug: 'rangmahal',
    pickupPincode: '302003',
  });
  creator = (await signedInCreator(server, { handle: 'jhumka.house', displayName: 'Jhumka House' })).cookie;
  for (const [name, category, description] of PRODUCTS) {
    const product = await createdProduct(server, seller.cookie, {
      name,
      category,
      description,
      pricePaise: 49_900,
      stock: 10,
      resellable: true,
    });
    listings.set(name, await createdListing(server, creator, product.id, 5_000));
  }
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** `count` catalog CSV rows of products named `name 0`, `name 1`…, SKUs from the name. */
const csvRows = (name: string, description: string, count: number) =>
  Array.from(
    { length: count },
    (_, index) => `${name.replace(' ', '-')}-${index},${name} ${index},${description},fashion,999,,5,6211,5,7,yes,`,
  );

/** A catalog CSV upload of these lines. */
function csvFile(lines: string[]): FormData {
  const body = new FormData();
  body.set('file', new File([lines.join('\n')], 'catalog.csv', { type: 'text/csv' }));
  return body;
}

const shop = async (q: string) =>
  dataOf(await callEndpoint(server, storeEndpoints.discover, { query: { q } })).products.map(
    (item) => item.product.name,
  );
const resellable = async (q: string) =>
  dataOf(await callEndpoint(server, storeEndpoints.resellable, { query: { q } }, creator)).items.map(
    (item) => item.name,
  );
const inStore = async (q: string) => {
  const { listingIds } = dataOf(
    await callEndpoint(server, storeEndpoints.searchProducts, { params: { handle: 'Jhumka.House' }, query: { q } }),
  );
  const names = new Map([...listings].map(([name, listing]) => [listing.id, name]));
  return listingIds.map((id) => names.get(id));
};

/** The product names the AI Manager's answer links to. */
async function aiManagerFinds(question: string): Promise<string[]> {
  const response = await server.send('POST', '/api/ai-chat', undefined, {
    messages: [{ role: 'user', content: question }],
  });
  expect(response.status).toBe(200);
  let text = '';
  for await (const data of readServerSentData(response.body as ReadableStream<Uint8Array>)) {
    if (data !== '[DONE]') text += (JSON.parse(data) as ChatChunk).choices[0]?.delta.content ?? '';
  }
  return [...text.matchAll(/\[([^\]]+)\]\(\/@[^)]*\?product=[^)]+\)/g)].map(([, name]) => name ?? '');
}

describe('product search', () => {
  it('/shop finds the Jhumki earrings from "jhumka", and neither the bag, the book nor the kurta', async () => {
    const found = await shop('jhumka');
    expect(found).toEqual([JHUMKI]);
    expect(await shop('JHUMKA earings')).toContain(JHUMKI);
    expect(await shop('silver jhumka')).toContain(JHUMKI);
    // A word as it is being typed finds what it begins.
    expect(await shop('jhum')).toContain(JHUMKI);
  });

  it('/shop finds the kurta from "kurtha", and no earrings', async () => {
    expect(await shop('kurtha')).toEqual([KURTA]);
    expect(await shop('cotton kurtha')).toContain(KURTA);
  });

  it('finds words anywhere in a product, with a name above a description', async () => {
    expect(await shop('zari')).toEqual(['Silk Dupatta']);
    expect(await shop('jewellery')).toEqual([JHUMKI]);
    expect(await shop('dupatta')).toEqual(['Silk Dupatta', 'Festive Gift Box']);
    expect(await resellable('dupatta')).toEqual(['Silk Dupatta', 'Festive Gift Box']);
    expect(await inStore('dupatta')).toEqual(['Silk Dupatta', 'Festive Gift Box']);
    // Without words, the newest come first as before.
    const browse = dataOf(await callEndpoint(server, storeEndpoints.discover, { query: {} })).products;
    expect(browse[0]?.product.name).toBe('Festive Gift Box');
  });

  it('answers punctuation, quotes and query operators with 200 and nothing found, everywhere', async () => {
    for (const q of PUNCTUATION) {
      const words = /[a-z]/i.test(q);
      expect({ q, shop: await shop(q) }).toEqual({ q, shop: words ? [JHUMKI] : [] });
      expect({ q, resellable: await resellable(q) }).toEqual({ q, resellable: words ? [JHUMKI] : [] });
      expect({ q, store: await inStore(q) }).toEqual({ q, store: words ? [JHUMKI] : [] });
      expect(
        (await server.send('POST', '/api/ai-chat', undefined, { messages: [{ role: 'user', content: q }] })).status,
      ).toBe(200);
    }
  });

  it("the creator's catalog to resell from finds them the same way", async () => {
    expect(await resellable('jhumka')).toEqual([JHUMKI]);
    expect(await resellable('kurtha')).toEqual([KURTA]);
    expect(await resellable('Rangmahal novel')).toEqual([]);
    expect(await resellable('hindi novel')).toEqual(['The Hindi Novel Reader']);
  });

  it("a store's own search finds them the same way, and only in a store the public may see", async () => {
    expect(await inStore('jhumka')).toEqual([JHUMKI]);
    expect(await inStore('kurtha')).toEqual([KURTA]);
    const unknown = await callEndpoint(server, storeEndpoints.searchProducts, {
      params: { handle: 'nobody.here' },
      query: { q: 'jhumka' },
    });
    expect(unknown.status).toBe(404);
    const blank = await callEndpoint(server, storeEndpoints.searchProducts, {
      params: { handle: 'jhumka.house' },
      query: { q: '  ' },
    });
    expect(dataOf(blank).listingIds).toEqual([]);
    const tooLong = await server.fetch(`/api/stores/by-handle/jhumka.house/products/search?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(422);
  });

  it('the AI Manager finds the Jhumki earrings when asked for jhumkas', async () => {
    expect(await aiManagerFinds('show me jhumka')).toEqual([JHUMKI]);
    expect(await aiManagerFinds('any kurthas under ₹1000?')).toEqual([KURTA]);
  });

  it("finds a product by its seller's Hindi name and description, as typed or nearly", async () => {
    const seller = await signedInSeller(server, {
      businessName: 'Kansa Ghar',
      slug: 'kansa-ghar',
      pickupPincode: '302004',
    });
    const product = await createdProduct(server, seller.cookie, {
      name: 'Bell Metal Thali',
      nameHi: 'कांसे की थाली',
      category: 'home',
      description: 'Hand-beaten.',
      descriptionHi: 'हाथ से पीटकर बनी, जयपुर की।',
      pricePaise: 99_900,
      stock: 4,
      resellable: true,
    });
    expect(product).toMatchObject({ nameHi: 'कांसे की थाली', descriptionHi: 'हाथ से पीटकर बनी, जयपुर की।' });
    const listing = await createdListing(server, creator, product.id, 5_000);
    listings.set('Bell Metal Thali', listing);
    expect(await shop('थाली')).toEqual(['Bell Metal Thali']);
    expect(await shop('जयपुर')).toEqual(['Bell Metal Thali']);
    // A vowel sign typed wrong, as on a phone's keyboard.
    expect(await shop('कांसा थालि')).toEqual(['Bell Metal Thali']);
    expect(await inStore('कांसे थाली')).toEqual(['Bell Metal Thali']);
    expect(await resellable('थाली')).toEqual(['Bell Metal Thali']);
    // The shop's answer carries the Hindi name for a Hindi page to show.
    const found = dataOf(await callEndpoint(server, storeEndpoints.discover, { query: { q: 'थाली' } })).products;
    expect(found[0]?.product).toMatchObject({ name: 'Bell Metal Thali', nameHi: 'कांसे की थाली' });
    // The AI Manager names it in the language asked.
    expect(await aiManagerFinds('कांसे की थाली दिखाओ')).toEqual(['कांसे की थाली']);
    expect(await aiManagerFinds('show me a bell metal thali')).toEqual(['Bell Metal Thali']);
  });

  it('/shop passes over better matches no open store shows, however many, and shows each product once', async () => {
    // A hundred "Bandhani" sarees in no store rank above every stole that has the word in its description alone.
    const importer = await signedInSeller(server, {
      businessName: 'Bandhej Ghar',
      slug: 'bandhej-ghar',
      pickupPincode: '302001',
    });
    const imported = await callEndpoint(
      server,
      catalogEndpoints.importProducts,
      {
        body: csvFile([
          'sku,name,description,category,price,mrp,stock,hsn,gst_rate,return_days,resellable,markup_cap',
          ...csvRows('Bandhani Saree', 'Tie-dyed in Jaipur', 100),
          ...csvRows('Ikat Stole', 'Bandhani ends', 26),
        ]),
      },
      importer.cookie,
    );
    expect(dataOf(imported).created).toBe(126);
    const stoles = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, importer.cookie)).items.filter(
      (product) => product.name.startsWith('Ikat Stole'),
    );
    const other = (await signedInCreator(server, { handle: 'ikat.corner', displayName: 'Ikat Corner' })).cookie;
    for (const stole of stoles) await createdListing(server, creator, stole.id, 1_000);
    // Some in a second store too: each still shows once.
    for (const stole of stoles.slice(0, 4)) await createdListing(server, other, stole.id, 2_000);
    const found = await shop('bandhani');
    expect(found).toHaveLength(24);
    expect(new Set(found).size).toBe(24);
    expect(found.every((name) => name.startsWith('Ikat Stole'))).toBe(true);
  });
});
