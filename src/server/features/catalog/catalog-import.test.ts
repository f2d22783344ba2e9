import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { meeraWears, signedInCreator, signedInSeller } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { testDatabaseKind } from '../../testing/test-database.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;
let seller: string;
let otherSeller: string;

const HEADER = 'sku,name,description,category,price,mrp,stock,hsn,gst_rate,return_days,resellable,markup_cap';
/** The export's columns: the import's, with the product's Hindi name and description and its declarations. */
const EXPORT_HEADER =
  'sku,name,description,name_hi,description_hi,category,price,mrp,delivery_fee,stock,hsn,gst_rate,return_days,resellable,markup_cap,' +
  'maker_role,maker_name,maker_address,country_of_origin,generic_name,net_quantity,net_quantity_unit,best_before';
const row = (sku: string, name = `Kurta ${sku}`, price = '799.50') =>
  `${sku},${name},"Cotton, hand block printed",fashion,${price},999,12,6211,5,15,yes,`;

function importFile(csv: string, cookie = seller) {
  const body = new FormData();
  body.set('file', new File([csv], 'catalog.csv', { type: 'text/csv' }));
  return callEndpoint(server, catalogEndpoints.importProducts, { body }, cookie);
}

async function exported(
  cookie = seller,
): Promise<{ text: string; rows: Record<string, string>[]; response: Response }> {
  const response = await server.fetch('/api/seller/products/export.csv', { headers: { cookie } });
  // As written, byte-order mark included (Response.text() would take it off).
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  return { text, rows: parse(text, { bom: true, columns: true }), response };
}

const mine = async (cookie = seller) =>
  dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, cookie)).items;

/** A row of tea, a packaged food, with its declaration cells. */
const tea = (sku: string, declarations: string) =>
  `${sku},Masala chai,Assam CTC,food,349,399,20,0902,5,7,yes,,${declarations}`;

/** A file of `count` good rows, built in memory. */
const bigFile = (count: number, prefix: string) =>
  [HEADER, ...Array.from({ length: count }, (_, index) => row(`${prefix}-${index}`, `Saree ${index}`))].join('\n');

beforeAll(async () => {
  server = await startTestServer();
  seller = (
    await signedInSeller(server, { businessName: 'Block Prints', slug: 'block-prints', pickupPincode: '302001' })
  ).cookie;
  otherSeller = (
    await signedInSeller(server, { businessName: 'Other Prints', slug: 'other-prints', pickupPincode: '110001' })
  ).cookie;
}, 60_000);

afterAll(async () => {
  await server?.close();
});

describe('catalog CSV import and export', () => {
  it('creates by SKU, updates the columns given, and a re-import of the export changes nothing', async () => {
    const created = dataOf(await importFile([HEADER, row('KUR-1'), row('KUR-2', 'Indigo kurta', '899')].join('\n')));
    expect(created).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const kurta = (await mine()).find((product) => product.sku === 'KUR-2');
    expect(kurta).toMatchObject({
      name: 'Indigo kurta',
      description: 'Cotton, hand block printed',
      category: 'fashion',
      pricePaise: 89_900,
      originalPricePaise: 99_900,
      stock: 12,
      hsnCode: '6211',
      gstRateBps: 500,
      returnPolicyDays: 15,
      resellable: true,
      maxMarkupPercent: null,
    });

    // Only the columns in the file change: here the stock and the category, by its display label.
    const updated = dataOf(await importFile('sku,stock,category\nKUR-1,3,Books & Stationery\n'));
    expect(updated).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await mine()).find((product) => product.sku === 'KUR-1')).toMatchObject({
      stock: 3,
      category: 'books',
      name: 'Kurta KUR-1',
      pricePaise: 79_950,
    });

    const { text, rows, response } = await exported();
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="haat-products-block-prints-/);
    // A byte-order mark first, so Excel reads the file as UTF-8.
    expect(text.split('\n')[0]).toBe(`\uFEFF${EXPORT_HEADER}`);
    expect(rows.map((item) => item.sku).toSorted()).toEqual(['KUR-1', 'KUR-2']);
    const before = await mine();
    expect(dataOf(await importFile(text))).toEqual({ created: 0, updated: 0, unchanged: 2 });
    expect(await mine()).toEqual(before);
  });

  it('exports text a spreadsheet would run as a formula with an apostrophe, and reads it back as written', async () => {
    const csv = `${HEADER}\nFX-1,"=HYPERLINK(""http://evil.example"",""Click"")","+91 helpline",fashion,500,,3,6211,5,7,yes,\n`;
    expect(dataOf(await importFile(csv))).toEqual({ created: 1, updated: 0, unchanged: 0 });
    const { text } = await exported();
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")",'+91 helpline`);
    expect(dataOf(await importFile(text))).toMatchObject({ created: 0, updated: 0 });
    expect((await mine()).find((product) => product.sku === 'FX-1')).toMatchObject({
      name: '=HYPERLINK("http://evil.example","Click")',
      description: '+91 helpline',
    });
  });

  it('reads Excel: a byte-order mark, quoted commas, quotes and line breaks, a ₹ sign and a % sign', async () => {
    const csv = `\uFEFF${HEADER}\r\nXL-1,"Saree, ""Kanjeevaram""","Silk.\r\nHand woven.",Fashion,₹2499,"2,999",4,5007,5%,0,No,25\r\n`;
    expect(dataOf(await importFile(csv))).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect((await mine()).find((product) => product.sku === 'XL-1')).toMatchObject({
      name: 'Saree, "Kanjeevaram"',
      description: 'Silk.\r\nHand woven.',
      pricePaise: 249_900,
      originalPricePaise: 299_900,
      gstRateBps: 500,
      returnPolicyDays: 0,
      resellable: false,
      maxMarkupPercent: 25,
    });
  });

  it('refuses a file with bad rows whole, naming each row, column and reason, with a report', async () => {
    const before = await mine();
    const csv = [
      HEADER,
      row('BAD-1'),
      row('BAD-2', 'X'),
      `BAD-3,Bangles,,jewellery,abc,,2,7117,3,,,`,
      `BAD-4,Bangles,,jewellery,100,50,2,7117,3,,,`,
      row('BAD-1'),
      `,Nameless,,fashion,100,,1,6211,5,,,`,
      `BAD-5,Ring,,jewellery,100,,1,7117,3,,maybe,`,
      'KUR-2,,,,,,,,,,,',
    ].join('\n');
    const answer = await importFile(csv);
    expect(answer.status).toBe(422);
    const problems = answer.error?.problems?.map((problem) => `${problem.row} ${problem.column}: ${problem.reason}`);
    expect(problems).toEqual([
      '3 name: Give the product a name.',
      '4 price: Write rupees as a number, e.g. 799 or 799.50.',
      '5 mrp: The MRP cannot be below the price.',
      '6 sku: The SKU is on row 2 too.',
      '7 sku: Every row needs a SKU: it is how a product is matched.',
      '8 resellable: Write yes or no.',
    ]);
    expect(answer.error?.message).toMatch(/^Nothing was imported: 6 problems in 6 rows/);
    const report = parse(answer.error?.report ?? '', { bom: true, columns: true }) as Record<string, string>[];
    expect(report[1]).toEqual({
      row: '4',
      column: 'price',
      value: 'abc',
      reason: 'Write rupees as a number, e.g. 799 or 799.50.',
    });
    expect(report).toHaveLength(6);
    expect(await mine()).toEqual(before);

    // A rate no longer in force (12% went in September 2025) is refused as the form refuses it.
    const rate = await importFile(`${HEADER}\nGST-1,Bangles,,jewellery,100,,2,7117,12,,,\n`);
    expect(rate.error?.problems?.[0]).toMatchObject({ row: 2, column: 'gst_rate', value: '12' });
    expect(rate.error?.problems?.[0]?.reason).toMatch(/is not a GST rate in force/);
    // A missing column a new product needs, an unknown column.
    const missing = await importFile('sku,name\nNEW-9,Bangles\n');
    expect(missing.error?.problems?.map((problem) => problem.column)).toEqual(
      expect.arrayContaining(['category', 'price', 'stock', 'hsn', 'gst_rate']),
    );
    expect(missing.error?.problems?.find((problem) => problem.column === 'hsn')?.reason).toBe(
      'Needed for a new product.',
    );
    // Every problem of a row at once: an unreadable cell, the contract's and the rate's.
    const many = await importFile(`${HEADER}\nMANY-1,,,jewellery,12O0,,4,711,12,7,maybe,\n`);
    expect(many.error?.problems?.map((problem) => problem.column)).toEqual([
      'price',
      'resellable',
      'name',
      'hsn',
      'gst_rate',
    ]);
    const unknown = await importFile('sku,colour\nKUR-1,red\n');
    expect(unknown.status).toBe(422);
    expect(unknown.error?.message).toMatch(/colour/);
  });

  it('says each reason, and the report of them, in the reader’s language', async () => {
    const csv = [
      HEADER,
      row('HI-1'),
      row('HI-1'),
      `HI-2,Ring,,jewellery,100,,1,7117,3,,maybe,`,
      `HI-3,Ring,,jewellery,100,,1,7117,12,,,`,
      `HI-4,X,,jewellery,100,,1,7117,3,,,`,
    ].join('\n');
    // The seller's session chose English at sign-in; this browser now reads Hindi.
    const answer = await importFile(csv, seller.replace('haat_lang=en', 'haat_lang=hi'));
    expect(answer.status).toBe(422);
    const reasons = answer.error?.problems?.map((problem) => `${problem.row} ${problem.column}: ${problem.reason}`);
    expect(reasons?.slice(0, 2)).toEqual(['3 sku: यह SKU पंक्ति 2 में भी है।', '4 resellable: yes या no लिखें।']);
    // The GST rate's reason and the contract's own message, in Hindi too, their values in place.
    expect(reasons?.[2]).toMatch(/^5 gst_rate: .*12%.*[\u0900-\u097F]/);
    expect(reasons?.[3]).toMatch(/^6 name: [\u0900-\u097F]/);
    const report = parse(answer.error?.report ?? '', { bom: true, columns: true }) as Record<string, string>[];
    expect(report.map((line) => line.reason)).toEqual(answer.error?.problems?.map((problem) => problem.reason));
    expect(answer.error?.message).toMatch(/^कुछ भी इंपोर्ट नहीं हुआ/);
  });

  it('exports and imports the Hindi name and description; an empty cell means none', async () => {
    const csv = `sku,name,name_hi,description_hi,category,price,stock,hsn,gst_rate\nHIN-1,Kurta,कुर्ता,"हाथ से छपा, सूती",fashion,500,3,6211,5\n`;
    expect(dataOf(await importFile(csv))).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect((await mine()).find((product) => product.sku === 'HIN-1')).toMatchObject({
      nameHi: 'कुर्ता',
      descriptionHi: 'हाथ से छपा, सूती',
    });
    const { rows } = await exported();
    expect(rows.find((item) => item.sku === 'HIN-1')).toMatchObject({
      name_hi: 'कुर्ता',
      description_hi: 'हाथ से छपा, सूती',
    });
    expect(dataOf(await importFile('sku,name_hi\nHIN-1,\n'))).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect((await mine()).find((product) => product.sku === 'HIN-1')).toMatchObject({
      nameHi: null,
      descriptionHi: 'हाथ से छपा, सूती',
    });
  });

  it('says the stock’s limit', async () => {
    const answer = await importFile(
      ['sku,stock', 'KUR-1,"99,999,999,999"', 'KUR-2,99999999999', 'XL-1,1000001', 'FX-1,"1,200"'].join('\n'),
    );
    expect(answer.error?.problems?.map((problem) => `${problem.row} ${problem.column}: ${problem.reason}`)).toEqual([
      '2 stock: A whole number from 0 to 10,00,000.',
      '3 stock: A whole number from 0 to 10,00,000.',
      '4 stock: At most 10,00,000.',
    ]);
  });

  it('keeps SKUs per seller: another seller’s same SKU is a product of their own', async () => {
    expect(dataOf(await importFile(`${HEADER}\n${row('KUR-1', 'Their kurta')}\n`, otherSeller))).toEqual({
      created: 1,
      updated: 0,
      unchanged: 0,
    });
    expect((await mine()).find((product) => product.sku === 'KUR-1')?.name).toBe('Kurta KUR-1');
    expect((await exported(otherSeller)).rows.map((item) => item.name)).toEqual(['Their kurta']);
  });

  it('answers 401 without a session and 403 to an account that is not a seller', async () => {
    const body = new FormData();
    body.set('file', new File([bigFile(1, 'A')], 'catalog.csv', { type: 'text/csv' }));
    expect((await callEndpoint(server, catalogEndpoints.importProducts, { body })).status).toBe(401);
    expect((await server.fetch('/api/seller/products/export.csv')).status).toBe(401);
    const buyer = (await signedInAccount(server)).cookie;
    const creator = (await signedInCreator(server, meeraWears)).cookie;
    for (const cookie of [buyer, creator]) {
      expect((await importFile(bigFile(1, 'A'), cookie)).status).toBe(403);
      expect((await server.fetch('/api/seller/products/export.csv', { headers: { cookie } })).status).toBe(403);
    }
    const empty = new FormData();
    expect((await callEndpoint(server, catalogEndpoints.importProducts, { body: empty }, seller)).status).toBe(422);
  });

  it('takes Legal Metrology columns, refuses a packaged row without them as that row’s error, and exports them', async () => {
    const header = `${HEADER},maker_role,maker_name,maker_address,country_of_origin,generic_name,net_quantity,net_quantity_unit,best_before`;
    const declared =
      'Packer,Malabar Naturals,"41/2012 Broadway, Kochi, Kerala 682002",India,Tea,250,G,12 months from packing';
    const refused = await importFile(
      [
        header,
        tea('LM-1', declared),
        tea('LM-2', ',,,,,,,'),
        tea('LM-3', 'Packer,Malabar Naturals,Kochi,India,Tea,lots,g,'),
        `LM-4,Brass bell,,fashion,99,,3,6211,5,,,,,,,,,,,`,
      ].join('\n'),
    );
    expect(refused.status).toBe(422);
    const problems = refused.error?.problems?.map((problem) => `${problem.row} ${problem.column}: ${problem.reason}`);
    expect(problems).toEqual([
      '3 maker_role: Choose manufacturer, packer or importer: packaged goods must say who.',
      '3 maker_name: Give the name of the manufacturer, packer or importer.',
      '3 maker_address: Give their complete address, with the PIN code.',
      '3 country_of_origin: Give the country of origin.',
      '3 generic_name: Give its common or generic name, e.g. tea or face oil.',
      '3 net_quantity: Give the net quantity.',
      '3 net_quantity_unit: Choose the unit of the net quantity.',
      '3 best_before: Say when it is best before, e.g. 9 months from packing.',
      '4 net_quantity: Write the net quantity as a number, e.g. 250 or 1.5.',
    ]);

    // Without the columns at all, a new packaged row is refused too, naming the columns to add.
    const bare = await importFile(`${HEADER}\n${tea('LM-5', '').replace(/,$/, '')}`);
    expect(bare.error?.problems?.map((problem) => problem.column)).toContain('maker_name');

    const made = await importFile(
      [header, tea('LM-1', declared), `LM-4,Brass bell,,fashion,99,,3,6211,5,,,,,,,,,,,`].join('\n'),
    );
    expect(dataOf(made)).toEqual({ created: 2, updated: 0, unchanged: 0 });
    const products = await mine();
    expect(products.find((product) => product.sku === 'LM-1')?.legalMetrology).toEqual({
      makerRole: 'packer',
      makerName: 'Malabar Naturals',
      makerAddress: '41/2012 Broadway, Kochi, Kerala 682002',
      countryOfOrigin: 'India',
      genericName: 'Tea',
      netQuantity: 250,
      netQuantityUnit: 'g',
      bestBefore: '12 months from packing',
    });
    expect(products.find((product) => product.sku === 'LM-4')?.legalMetrology).toBeNull();

    const { rows, text } = await exported();
    expect(rows.find((item) => item.sku === 'LM-1')).toMatchObject({
      maker_role: 'packer',
      net_quantity: '250',
      net_quantity_unit: 'g',
      best_before: '12 months from packing',
    });
    expect(dataOf(await importFile(text))).toMatchObject({ created: 0, updated: 0 });
    // An update that empties a declaration of a product on sale is that row's error.
    const emptied = await importFile('sku,maker_name\nLM-1,\n');
    expect(emptied.error?.problems).toEqual([
      { row: 2, column: 'maker_name', value: '', reason: 'Give the name of the manufacturer, packer or importer.' },
    ]);
  });

  it('imports 5,000 rows in one go, and none of them when one is bad', async () => {
    const count = (await mine()).length;
    const lines = bigFile(5000, 'BIG').split('\n');
    lines[3001] = row('BIG-3000', 'Saree 3000', '0');
    const refused = await importFile(lines.join('\n'));
    expect(refused.status).toBe(422);
    expect(refused.error?.problems).toEqual([{ row: 3002, column: 'price', value: '0', reason: 'At least ₹1.' }]);
    expect(await mine()).toHaveLength(count);

    const started = performance.now();
    const good = dataOf(await importFile(bigFile(5000, 'BIG')));
    const seconds = (performance.now() - started) / 1000;
    console.info(`catalog import: 5,000 rows in ${seconds.toFixed(2)} s on ${testDatabaseKind}`);
    expect(good).toEqual({ created: 5000, updated: 0, unchanged: 0 });
    const { rows } = await exported();
    expect(rows.filter((item) => item.sku?.startsWith('BIG-'))).toHaveLength(5000);
  }, 120_000);
});
