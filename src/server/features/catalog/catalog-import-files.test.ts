import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES } from '#shared/contracts/catalog-csv.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInSeller } from '../../testing/shop-setup.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

/*
 * Catalog files that are not what the import expects (issue 34): a picture or a workbook chosen by mistake, a broken
 * quote, a wrong file's many columns, and files far past the row limit. Each is refused whole, in words a seller can
 * act on, and the large ones are not read past the limit (catalog-import-process.test.ts watches the process).
 */

let server: TestServer;
let seller: string;

const HEADER = 'sku,name,description,category,price,mrp,stock,hsn,gst_rate,return_days,resellable,markup_cap';
const row = (sku: string) => `${sku},Kurta ${sku},"Cotton, hand block printed",fashion,799.50,999,12,6211,5,15,yes,`;

function importFile(file: string | Uint8Array<ArrayBuffer>, name = 'catalog.csv') {
  const body = new FormData();
  body.set('file', new File([file], name, { type: 'text/csv' }));
  return callEndpoint(server, catalogEndpoints.importProducts, { body }, seller);
}

const mine = async () => dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, seller)).items;

beforeAll(async () => {
  server = await startTestServer();
  seller = (await signedInSeller(server, { businessName: 'Wrong Files', slug: 'wrong-files', pickupPincode: '302001' }))
    .cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('a catalog file that is not what the import expects', () => {
  it('says what to do with a file that is not CSV: a picture, a workbook, a broken quote', async () => {
    const before = await mine();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const xlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0]);
    for (const [bytes, name] of [
      [png, 'photo.png'],
      [xlsx, 'catalog.xlsx'],
    ] as const) {
      const answer = await importFile(bytes, name);
      expect(answer.status).toBe(422);
      expect(answer.error?.message).toMatch(/^This file is not a CSV: .* Save your sheet as CSV UTF-8/);
    }
    const quote = await importFile(`${HEADER}\n${row('Q-1')}\nQ-2,"Kurta" blue,,fashion,100,,1,6211,5,,,\n`);
    expect(quote.status).toBe(422);
    expect(quote.error?.message).toBe(
      'The file could not be read from row 3: a quote mark (") there does not open or close a cell the way CSV needs. Save your sheet as CSV UTF-8 from the spreadsheet and choose that file again.',
    );
    expect(await mine()).toEqual(before);
  });

  it('names ten of a wrong file’s columns and counts the rest', async () => {
    const header = ['sku', ...Array.from({ length: 30 }, (_, index) => `field ${index}`)].join(',');
    const answer = await importFile(`${header}\nA-1\n`);
    expect(answer.status).toBe(422);
    expect(answer.error?.fields?.file).toHaveLength(11);
    expect(answer.error?.fields?.file?.[10]).toBe('20 more columns have a problem too.');
  });

  it('refuses 8 MB of one-cell rows and 100,000 rows at the row limit, reading no further, writing nothing', async () => {
    const before = await mine();
    const tooMany = 'The file has more than 10,000 product rows; import at most 10,000 at a time.';
    const oneCellRows = `sku\n${'x\n'.repeat((MAX_IMPORT_BYTES - 4) / 2)}`;
    const wideRows = [
      HEADER,
      ...Array.from({ length: 100_000 }, (_, index) => `W${index},Saree,,fashion,100,,1,6211,5,,,`),
    ];
    for (const csv of [oneCellRows, wideRows.join('\n')]) {
      const answer = await importFile(csv);
      expect(answer.status).toBe(422);
      expect(answer.error?.message).toBe(tooMany);
    }
    // Exactly 10,000 product rows (blank lines do not count) are read and checked.
    const atLimit = [HEADER, ...wideRows.slice(1, 10_001), '', ',,,,,,,,,,,'].join('\n');
    expect(dataOf(await importFile(atLimit))).toEqual({ created: 10_000, updated: 0, unchanged: 0 });
    expect(await mine()).toHaveLength(before.length + 10_000);
  }, 120_000);
});
