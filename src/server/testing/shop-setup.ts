import type { Listing, Product } from '#shared/contracts/catalog.ts';
import type { ResaleTerms } from '#shared/contracts/onboarding.ts';
import type { PlacedOrder } from '#shared/contracts/orders.ts';
import type { AccountOverrides } from '../demo/factories.ts';
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
}

export interface StoreOpening {
  handle: string;
  /** The handle when not given. */
  displayName?: string;
  bio?: string;
}

export interface ProductInput {
  name: string;
  category: string;
  pricePaise: number;
  stock: number;
  [field: string]: unknown;
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
};

async function answered(what: string, response: Response, status: number): Promise<Response> {
  if (response.status !== status) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response;
}

async function created<T>(what: string, response: Response): Promise<T> {
  return (await (await answered(what, response, 201)).json()) as T;
}

/** A new account that set up a seller account (with resale terms when given): its cookie, account and the seller. */
export async function signedInSeller(server: TestServer, business: Business, terms?: ResaleTerms) {
  const { account, cookie } = await signedInAccount(server, { roleIntent: 'merchant' });
  const seller = await created<{ id: string; slug: string }>(
    'seller onboarding',
    await server.send('POST', '/api/onboarding/seller', cookie, business),
  );
  if (terms)
    await answered('resale terms', await server.send('PUT', '/api/onboarding/seller/terms', cookie, terms), 204);
  return { account, cookie, seller };
}

/** A new account that opened a creator's store: its session cookie, its account and the store. */
export async function signedInCreator(server: TestServer, store: StoreOpening, overrides: AccountOverrides = {}) {
  const { account, cookie } = await signedInAccount(server, { roleIntent: 'creator', ...overrides });
  const opened = await created<{ id: string; handle: string }>(
    'creator onboarding',
    await server.send('POST', '/api/onboarding/creator', cookie, { displayName: store.handle, ...store }),
  );
  return { account, cookie, store: opened };
}

/** A product the seller signed in with `cookie` adds. */
export async function createdProduct(server: TestServer, cookie: string, input: ProductInput): Promise<Product> {
  return created<Product>('adding a product', await server.send('POST', '/api/seller/products', cookie, input));
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
  product: ProductInput,
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
  return created<Listing>(
    'listing a product',
    await server.send('POST', '/api/me/store/listings', cookie, { productId, markupPaise }),
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

/** An order placed (cash on delivery unless the order says otherwise). */
export async function placedOrder(
  server: TestServer,
  order: Record<string, unknown>,
  options: { cookie?: string; key?: string } = {},
): Promise<PlacedOrder> {
  return created<PlacedOrder>(
    'placing the order',
    await postOrder(server, { payment: { method: 'cod' }, ...order }, options),
  );
}
