import type { Listing, Product, ProductInput } from '#shared/contracts/catalog.ts';
import { CATEGORY_TAX_HINTS } from '#shared/gst.ts';
import type { PlaceOrder } from '#shared/contracts/orders-checkout.ts';
import type { ResaleTerms } from '#shared/contracts/onboarding.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import { catalogEndpoints } from '#shared/endpoints/catalog.ts';
import type { EndpointDefinition, EndpointOutput } from '#shared/endpoints/define.ts';
import { onboardingEndpoints } from '#shared/endpoints/onboarding.ts';
import { orderEndpoints } from '#shared/endpoints/orders.ts';
import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { type AccountOverrides, factoryDeclarations } from '../demo/factories.ts';
import type { PayoutMethodInput } from '#shared/contracts/payouts.ts';
import { payoutEndpoints } from '#shared/endpoints/payouts.ts';
import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { gstStateCode } from '#shared/gst.ts';
import { placeOfPincode } from '../features/geo/geo.service.ts';
import { callEndpoint, dataOf, type EndpointAnswer } from './call-endpoint.ts';
import { signedInAccount } from './sign-in.ts';
import type { TestServer } from './test-server.ts';

/*
 * Test data made through the HTTP API, as people make it: sellers and creators onboard, sellers add
 * products, creators list them, buyers order. A step the API refuses throws with its answer.
 */

export interface Business {
  businessName: string;
  slug: string;
  pickupPincode: string;
  gstin?: string;
  /** False: a seller not registered who has not enrolled on the GST portal yet, so cannot sell. */
  enrols?: boolean;
}

/** The PAN and bank account an unregistered test seller enrols with (payout details hold a seller's PAN). */
export const enrolmentBank = {
  kind: 'bank',
  accountHolderName: 'Kaveri Silks',
  accountNumber: '50100123456789',
  accountNumberConfirm: '50100123456789',
  ifsc: 'HDFC0000240',
  pan: 'AAKFK1234L',
  panName: 'Kaveri Silks',
} satisfies PayoutMethodInput;

/**
 * An unregistered seller enrols as the law asks before their first product goes on sale (CGST notification
 * 34/2023-Central Tax): their PAN in their payout details, then their legal name, address, state (their pickup PIN
 * code's) and the GST portal's enrolment number for it.
 */
async function enrolled(server: TestServer, cookie: string, business: Business): Promise<void> {
  const place = await placeOfPincode(business.pickupPincode);
  const code = place ? gstStateCode(place.state) : null;
  if (!place || !code) throw new Error(`no GST state for PIN code ${business.pickupPincode}`);
  dataOf(await callEndpoint(server, payoutEndpoints.saveMethod, { body: enrolmentBank }, cookie));
  const body = {
    registered: false as const,
    legalName: business.businessName,
    address: `1 Market Road, ${place.city} ${business.pickupPincode}`,
    state: place.state,
    enrolmentNumber: `${code}${enrolmentBank.pan}1Z5`,
  };
  dataOf(await callEndpoint(server, taxEndpoints.saveSellerGst, { body }, cookie));
}

export interface StoreOpening {
  handle: string;
  /** The handle when not given. */
  displayName?: string;
  bio?: string;
}

/** Two sellers and a creator's store the order and campaign tests share. */
export const kaveriSilks: Business = { businessName: 'Kaveri Silks', slug: 'kaveri-silks', pickupPincode: '600001' };
export const otherHouse: Business = { businessName: 'Other House', slug: 'other-house', pickupPincode: '110001' };
export const meeraWears: StoreOpening = { handle: 'meera.wears', displayName: 'Meera' };

/** The buyer and the delivery address the order tests share. */
export const chennaiBuyer = {
  contact: { name: 'Meera Iyer', phone: '+91 98765 43210' },
  address: {
    line1: '12 Lake View Road',
    line2: 'Near the post office',
    city: 'Chennai',
    state: 'Tamil Nadu',
    pincode: '600017',
  },
} satisfies Pick<PlaceOrder, 'contact' | 'address'>;

/** The data of an answer with the status the step needs; any other answer throws with it. */
function answered<E extends EndpointDefinition>(
  what: string,
  answer: EndpointAnswer<E>,
  status: number,
): EndpointOutput<E> {
  if (answer.status !== status || !answer.ok)
    throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.error ?? answer.data)}`);
  return answer.data;
}

/** A new account that set up a seller account (with resale terms when given): its cookie, account and the seller. */
export async function signedInSeller(server: TestServer, business: Business, terms?: ResaleTerms) {
  const { enrols = true, ...onboarding } = business;
  const { account, cookie } = await signedInAccount(server, { roleIntent: 'merchant' });
  const seller = answered(
    'seller onboarding',
    await callEndpoint(
      server,
      onboardingEndpoints.seller,
      { body: { supportPhone: '9876501234', acceptsUndertaking: true, ...onboarding } },
      cookie,
    ),
    201,
  );
  if (terms)
    answered('resale terms', await callEndpoint(server, onboardingEndpoints.terms, { body: terms }, cookie), 204);
  if (!business.gstin && enrols) await enrolled(server, cookie, business);
  return { account, cookie, seller };
}

/** A new account that opened a creator's store: its session cookie, its account and the store. */
export async function signedInCreator(server: TestServer, store: StoreOpening, overrides: AccountOverrides = {}) {
  const { account, cookie } = await signedInAccount(server, { roleIntent: 'creator', ...overrides });
  const opened = answered(
    'creator onboarding',
    await callEndpoint(server, onboardingEndpoints.creator, { body: { displayName: store.handle, ...store } }, cookie),
    201,
  );
  return { account, cookie, store: opened };
}

/** A product the seller signed in with `cookie` adds. */
/** A product to add in a test: its HSN code and GST rate are the category's usual ones unless given. */
export type TestProductInput = Omit<ProductInput, 'hsnCode' | 'gstRateBps'> &
  Partial<Pick<ProductInput, 'hsnCode' | 'gstRateBps'>>;

/**
 * The product as the API takes it: the category's usual HSN code and GST rate unless given, and for a packaged
 * category (issue 39) the factory's Legal Metrology declarations and an MRP of twice the price unless given, so it
 * may be on sale and creators have room for a markup.
 */
export const withTaxData = (input: TestProductInput): ProductInput => {
  const hint = CATEGORY_TAX_HINTS[input.category];
  const declarations = factoryDeclarations(input.category);
  const declared = declarations ? { legalMetrology: declarations, originalPricePaise: input.pricePaise * 2 } : {};
  return { hsnCode: hint.hsnCode, gstRateBps: hint.gstRateBps, ...declared, ...input };
};

export async function createdProduct(server: TestServer, cookie: string, input: TestProductInput): Promise<Product> {
  return answered(
    'adding a product',
    await callEndpoint(server, catalogEndpoints.createProduct, { body: withTaxData(input) }, cookie),
    201,
  );
}

/** Kaveri Silks and Other House, and Meera's store: the session cookies of the three, made in that order. */
export async function sellersAndCreator(server: TestServer) {
  const seller = (await signedInSeller(server, kaveriSilks)).cookie;
  const otherSeller = (await signedInSeller(server, otherHouse)).cookie;
  const creator = (await signedInCreator(server, meeraWears)).cookie;
  return { seller, otherSeller, creator };
}

/** A seller with one product. */
export async function sellerWithProduct(
  server: TestServer,
  business: Business,
  product: TestProductInput,
  terms?: ResaleTerms,
) {
  const seller = await signedInSeller(server, business, terms);
  return { ...seller, product: await createdProduct(server, seller.cookie, product) };
}

/** The creator signed in with `cookie` lists the product in their store. */
export async function createdListing(
  server: TestServer,
  cookie: string,
  productId: string,
  markupPaise: number,
): Promise<Listing> {
  return answered(
    'listing a product',
    await callEndpoint(server, storeEndpoints.addListing, { body: { productId, markupPaise } }, cookie),
    201,
  );
}

/** POST /api/orders as checkout sends it: a new idempotency key unless one is given, the buyer's cookie if any. */
export function postOrder(
  server: TestServer,
  order: Record<string, unknown>,
  options: { cookie?: string; key?: string } = {},
): Promise<Response> {
  return server.fetch('/api/orders', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': options.key ?? crypto.randomUUID(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: JSON.stringify(order),
  });
}

/** An order placed (cash on delivery unless the order says otherwise), as postOrder sends it. */
export async function placedOrder(
  server: TestServer,
  order: Omit<PlaceOrder, 'payment'> & Partial<Pick<PlaceOrder, 'payment'>>,
  options: { cookie?: string; key?: string } = {},
): Promise<PlacedOrder> {
  const answer = await callEndpoint(
    server,
    orderEndpoints.place,
    {
      headers: { 'idempotency-key': options.key ?? crypto.randomUUID() },
      body: { payment: { method: 'cod' }, ...order },
    },
    options.cookie,
  );
  return answered('placing the order', answer, 201);
}

/**
 * A seller (pickup in Chennai, 600001) with a ₹500 brass lamp (₹60 delivery, a 7-day return window) listed in a
 * creator's store at a ₹50 markup: what the payment and parcel tests sell.
 */
export async function lampInStore(
  server: TestServer,
  names: { slug: string; handle: string; category?: TestProductInput['category']; stock?: number },
) {
  const opened = await signedInSeller(server, {
    businessName: 'Diya House',
    slug: names.slug,
    pickupPincode: '600001',
  });
  const creator = (await signedInCreator(server, { handle: names.handle })).cookie;
  const product = await createdProduct(server, opened.cookie, {
    name: 'Brass lamp',
    category: names.category ?? 'home',
    pricePaise: 50_000,
    deliveryFeePaise: 6_000,
    stock: names.stock ?? 20,
    returnPolicyDays: 7,
  });
  return { seller: opened, listing: await createdListing(server, creator, product.id, 5_000) };
}
