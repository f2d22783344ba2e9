import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENROLMENT_NEEDED, NO_PAN_FOR_UNREGISTERED, type SellerGstInput } from '#shared/contracts/tax.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { callEndpoint, dataOf } from '../../testing/call-endpoint.ts';
import { signedInCreator, signedInSeller, withTaxData } from '../../testing/shop-setup.ts';
import { signedInAccount } from '../../testing/sign-in.ts';
import { startTestServer, type TestServer } from '../../testing/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 60_000);

afterAll(async () => {
  await server?.close();
});

let opened = 0;
/** A new seller shipping from Bengaluru (560034, Karnataka), with a GSTIN when given (else not enrolled yet). */
async function seller(gstin?: string) {
  opened += 1;
  const business = {
    businessName: `Nandi Crafts ${opened}`,
    slug: `nandi-crafts-${opened}`,
    pickupPincode: '560034',
    enrols: false,
  };
  return (await signedInSeller(server, gstin ? { ...business, gstin } : business)).cookie;
}

const read = (cookie?: string) => callEndpoint(server, taxEndpoints.sellerGst, {}, cookie);
const save = (body: SellerGstInput, cookie?: string) =>
  callEndpoint(server, taxEndpoints.saveSellerGst, { body }, cookie);
const pan = { kind: 'upi', upiId: 'nandi@okaxis', pan: 'ABCPE1234F', panName: 'Asha Rao' } as const;
const addPan = async (cookie: string) =>
  dataOf(await callEndpoint(server, payoutEndpoints.saveMethod, { body: pan }, cookie));

const karnatakaGstin = '29ABCPE1234F1Z7';
const registered = {
  registered: true,
  gstin: karnatakaGstin.toLowerCase(),
  legalName: 'Asha Rao Crafts LLP',
  address: '14 80 Feet Road, Koramangala, Bengaluru 560034',
} satisfies SellerGstInput;
const unregistered = {
  registered: false,
  legalName: 'Asha Rao',
  address: '3 Temple Street, Mysuru 570001',
  state: 'Karnataka',
  enrolmentNumber: '29ABCPR1234F1Z2',
} satisfies SellerGstInput;

describe('a seller’s GST details', () => {
  it('answers 401 without a session and 403 to an account without a seller account', async () => {
    expect((await read()).status).toBe(401);
    expect((await save(registered)).status).toBe(401);
    const { cookie } = await signedInCreator(server, { handle: 'gst.curious' });
    expect((await read(cookie)).error).toMatchObject({ code: 'forbidden' });
    expect((await save(registered, cookie)).status).toBe(403);
  });

  it('shows the stand-ins until the seller gives details: the Haat name, pickup place and its state', async () => {
    const cookie = await seller();
    expect(dataOf(await read(cookie))).toEqual({
      registered: false,
      gstin: null,
      legalName: null,
      address: null,
      detailsGiven: false,
      state: 'Karnataka',
      stateCode: '29',
      invoiceName: `Nandi Crafts ${opened}`,
      invoiceAddress: 'Bengaluru 560034',
      panMasked: null,
      enrolmentNumber: null,
      turnoverBand: null,
      hsnDigits: 4,
      maySell: false,
    });
  });

  it('saves a GSTIN, its first two digits the state, and shows it back', async () => {
    const cookie = await seller();
    const saved = dataOf(await save(registered, cookie));
    expect(saved).toMatchObject({
      registered: true,
      gstin: karnatakaGstin,
      legalName: 'Asha Rao Crafts LLP',
      address: '14 80 Feet Road, Koramangala, Bengaluru 560034',
      detailsGiven: true,
      state: 'Karnataka',
      stateCode: '29',
      invoiceName: 'Asha Rao Crafts LLP',
    });
    expect(dataOf(await read(cookie))).toEqual(saved);
  });

  it('replaces the GSTIN given at onboarding: the seller has one GSTIN', async () => {
    const cookie = await seller('29AAGCV7310Q1ZN');
    expect(dataOf(await read(cookie))).toMatchObject({ gstin: '29AAGCV7310Q1ZN', state: 'Karnataka' });
    expect(dataOf(await save(registered, cookie))).toMatchObject({ gstin: karnatakaGstin, stateCode: '29' });
  });

  it('refuses a GSTIN of another state than the pickup PIN code, at onboarding and later, on the field', async () => {
    const says =
      'This GSTIN is registered in Maharashtra, but your pickup PIN code 560034 is in Karnataka. Give the GSTIN of the state you ship from.';
    const { cookie } = await signedInAccount(server, { roleIntent: 'merchant' });
    const onboarded = await callEndpoint(
      server,
      onboardingEndpoints.seller,
      {
        body: {
          supportPhone: '9876501234',
          acceptsUndertaking: true,
          businessName: 'Nandi Crafts Mumbai',
          slug: `nandi-mumbai-${Date.now() % 100_000}`,
          pickupPincode: '560034',
          gstin: '27ABCPE1234F1ZB',
        },
      },
      cookie,
    );
    expect(onboarded.status).toBe(422);
    expect(onboarded.error?.fields?.gstin).toEqual([says]);
    const later = await seller();
    const refused = await save({ ...registered, gstin: '27ABCPE1234F1ZB' }, later);
    expect(refused.error?.fields?.gstin).toEqual([says]);
    expect(dataOf(await read(later)).registered).toBe(false);
  });

  it('refuses a GSTIN that does not check out, or whose state Haat does not know, on the field', async () => {
    const cookie = await seller();
    const wrong = await save({ ...registered, gstin: '29ABCPE1234F1Z8' }, cookie);
    expect(wrong.status).toBe(422);
    expect(wrong.error?.fields?.gstin).toEqual(['Not a valid GSTIN (15 characters, e.g. 27AAPFU0939F1ZV).']);
    const abroad = await save({ ...registered, gstin: '28ABCPE1234F1Z9' }, cookie);
    expect(abroad.error?.fields?.gstin).toEqual(['This GSTIN’s first two digits are not a state Haat delivers to.']);
    const blank = await save({ ...unregistered, legalName: ' ', state: 'Atlantis' as 'Karnataka' }, cookie);
    expect(Object.keys(blank.error?.fields ?? {}).toSorted()).toEqual(['legalName', 'state']);
    expect(dataOf(await read(cookie)).detailsGiven).toBe(false);
  });

  it('refuses an unregistered seller without a PAN on file, saving nothing', async () => {
    const cookie = await seller();
    const answer = await save(unregistered, cookie);
    expect(answer.status).toBe(422);
    expect(answer.error).toEqual({
      code: 'validation_failed',
      message: NO_PAN_FOR_UNREGISTERED,
      fields: { registered: [NO_PAN_FOR_UNREGISTERED] },
    });
    expect(dataOf(await read(cookie)).detailsGiven).toBe(false);
  });

  it('saves an unregistered seller with their PAN on file, clearing a GSTIN they had, and masks the PAN', async () => {
    const cookie = await seller(karnatakaGstin);
    await addPan(cookie);
    const saved = dataOf(await save({ ...unregistered, state: 'Kerala', enrolmentNumber: '32ABCPR1234F1Z2' }, cookie));
    expect(saved).toEqual({
      registered: false,
      gstin: null,
      legalName: 'Asha Rao',
      address: '3 Temple Street, Mysuru 570001',
      detailsGiven: true,
      state: 'Kerala',
      stateCode: '32',
      invoiceName: 'Asha Rao',
      invoiceAddress: '3 Temple Street, Mysuru 570001',
      panMasked: expect.stringMatching(/234F$/),
      enrolmentNumber: '32ABCPR1234F1Z2',
      turnoverBand: null,
      hsnDigits: 4,
      maySell: true,
    });
    expect(saved.panMasked).not.toContain('ABCPE');
    // Registering again later sets the state from the GSTIN, and drops the enrolment.
    expect(dataOf(await save(registered, cookie))).toMatchObject({
      registered: true,
      state: 'Karnataka',
      enrolmentNumber: null,
      turnoverBand: 'up_to_5_crore',
    });
  });

  it('refuses an enrolment number that is not one, or is another state’s, on its field', async () => {
    const cookie = await seller();
    await addPan(cookie);
    const short = await save({ ...unregistered, enrolmentNumber: '29ABC' }, cookie);
    expect(short.error?.fields?.enrolmentNumber).toEqual([
      'Enter the 15-character enrolment number the GST portal gave you.',
    ]);
    const elsewhere = await save({ ...unregistered, enrolmentNumber: '27ABCPR1234F1Z2' }, cookie);
    expect(elsewhere.error?.fields?.enrolmentNumber).toEqual([
      'This enrolment number is for another state: its first two digits are its state’s code.',
    ]);
    expect(dataOf(await read(cookie))).toMatchObject({ detailsGiven: false, maySell: false });
  });
});

describe('what a product on sale asks of its seller', () => {
  const kurta = { name: 'Ikat kurta', category: 'fashion', pricePaise: 99_900, stock: 4, returnPolicyDays: 7 } as const;
  const add = (cookie: string, hsnCode = '6211') =>
    callEndpoint(server, catalogEndpoints.createProduct, { body: withTaxData({ ...kurta, hsnCode }) }, cookie);

  it('keeps an unregistered seller’s products off sale until they give their enrolment number', async () => {
    const cookie = await seller();
    // Kept, but archived: not on their page, in no store, not for sale.
    const kept = dataOf(await add(cookie));
    expect(kept.status).toBe('archived');
    const refused = await callEndpoint(server, catalogEndpoints.restoreProduct, { params: { id: kept.id } }, cookie);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(ENROLMENT_NEEDED);
    // A catalog file's products would go on sale at once: refused whole.
    const body = new FormData();
    body.set('file', new File(['sku,name\nK1,Kurta\n'], 'catalog.csv', { type: 'text/csv' }));
    expect((await callEndpoint(server, catalogEndpoints.importProducts, { body }, cookie)).status).toBe(409);
    // One the seller archives themselves meanwhile stays archived; the others go on sale once they enrol.
    const shelved = dataOf(await add(cookie));
    const archive = { params: { id: shelved.id } };
    dataOf(await callEndpoint(server, catalogEndpoints.archiveProduct, archive, cookie));
    await addPan(cookie);
    dataOf(await save(unregistered, cookie));
    const statuses = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, cookie)).items.map(
      (product) => [product.id, product.status] as const,
    );
    expect(new Map(statuses)).toEqual(
      new Map([
        [kept.id, 'active'],
        [shelved.id, 'archived'],
      ]),
    );
    expect(dataOf(await add(cookie)).status).toBe('active');
  });

  it('needs 6-digit HSN codes above ₹5 crore of turnover, and will not raise the band over a shorter one on sale', async () => {
    const cookie = await seller(karnatakaGstin);
    expect((await add(cookie, '6211')).status).toBe(201);
    const raised = await save({ ...registered, turnoverBand: 'above_5_crore' }, cookie);
    expect(raised.status).toBe(422);
    expect(raised.error?.fields?.turnoverBand?.[0]).toContain('Give them first to 1 product on sale: Ikat kurta.');
    expect(dataOf(await read(cookie))).toMatchObject({ turnoverBand: 'up_to_5_crore', hsnDigits: 4 });
    const [product] = dataOf(await callEndpoint(server, catalogEndpoints.ownProducts, {}, cookie)).items;
    const longer = { params: { id: product?.id ?? '' }, body: { hsnCode: '621142' } };
    dataOf(await callEndpoint(server, catalogEndpoints.updateProduct, longer, cookie));
    expect(dataOf(await save({ ...registered, turnoverBand: 'above_5_crore' }, cookie))).toMatchObject({
      hsnDigits: 6,
    });
    const four = await add(cookie, '6211');
    expect(four.status).toBe(422);
    expect(four.error?.fields?.hsnCode).toEqual([
      'Your turnover is above ₹5 crore: give an HSN code of at least 6 digits.',
    ]);
    expect((await add(cookie, '62114290')).status).toBe(201);
  });
});
