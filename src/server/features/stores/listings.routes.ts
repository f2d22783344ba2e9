import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  addListingSchema,
  listingSchema,
  resellableQuerySchema,
  sourcingProductSchema,
  storeProductSchema,
  updateListingSchema,
} from '#shared/contracts/catalog.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonBody, jsonContent as json } from '../../lib/openapi.ts';
import { requireUser } from '../auth/auth.session.ts';
import { sendCached } from '../../middleware/compress.ts';
import {
  addListing,
  findResellableForCreator,
  getStoreProducts,
  listOwnListings,
  removeListing,
  updateListing,
} from './listings.service.ts';

const storeProductsCacheKey = (handle: string) => `store-products:${handle.toLowerCase()}`;

/** Public reads served from the micro-cache before the app on a hit (index.ts). */
export const PUBLIC_CACHED_ROUTES = [
  {
    pattern: /^\/api\/stores\/by-handle\/([^/]{1,100})\/products$/,
    key: (match: RegExpExecArray) => storeProductsCacheKey(decodeURIComponent(match[1] ?? '')),
  },
];

const ownerErrors = { 401: failure('Not signed in.'), 403: failure('No store yet.'), 404: failure('No such listing.') };
const listingId = z.object({ id: text().max(100) });

const resellable = createRoute({
  method: 'get',
  path: '/catalog/resellable',
  tags: ['stores'],
  summary:
    "Sellers' products creators may resell, with base prices and markup caps (signed-in creators only): search by text, category and price in ₹",
  request: { query: resellableQuerySchema },
  responses: {
    200: json(z.object({ items: z.array(sourcingProductSchema) }), 'Matching products.'),
    401: failure('Not signed in.'),
    403: failure('No store yet.'),
    422: failure('Not valid.'),
  },
});

const ownListings = createRoute({
  method: 'get',
  path: '/me/store/listings',
  tags: ['stores'],
  summary: "The products in the signed-in creator's store",
  responses: { 200: json(z.object({ items: z.array(listingSchema) }), 'The listings.'), ...ownerErrors },
});

const add = createRoute({
  method: 'post',
  path: '/me/store/listings',
  tags: ['stores'],
  summary: 'Publish a product to the store with a markup',
  request: jsonBody(addListingSchema),
  responses: {
    201: json(listingSchema, 'The listing.'),
    409: failure('Already in the store.'),
    422: failure('Not resellable, or markup not allowed.'),
    ...ownerErrors,
  },
});

const update = createRoute({
  method: 'patch',
  path: '/me/store/listings/{id}',
  tags: ['stores'],
  summary: 'Change markup, featured or position',
  request: { params: listingId, ...jsonBody(updateListingSchema) },
  responses: { 200: json(listingSchema, 'The listing.'), 422: failure('Not valid.'), ...ownerErrors },
});

const remove = createRoute({
  method: 'delete',
  path: '/me/store/listings/{id}',
  tags: ['stores'],
  summary: 'Take a product out of the store',
  request: { params: listingId },
  responses: { 204: { description: 'Removed.' }, ...ownerErrors },
});

const storeProducts = createRoute({
  method: 'get',
  path: '/stores/by-handle/{handle}/products',
  tags: ['stores'],
  summary: "A creator store's products at the price buyers pay",
  request: { params: z.object({ handle: text().max(100) }) },
  responses: {
    200: json(z.object({ items: z.array(storeProductSchema) }), 'The products.'),
    304: { description: 'Not modified since the ETag sent.' },
    404: failure('Creator not found.'),
  },
});

export const listingRoutes = createRouter()
  .openapi(resellable, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json({ items: await findResellableForCreator(database.db, media, user.id, c.req.valid('query')) }, 200);
  })
  .openapi(ownListings, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json({ items: await listOwnListings(database.db, media, user.id) }, 200);
  })
  .openapi(add, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await addListing(database.db, media, user.id, c.req.valid('json')), 201);
  })
  .openapi(update, async (c) => {
    const user = await requireUser(c);
    const { database, media } = c.get('deps');
    return c.json(await updateListing(database.db, media, user.id, c.req.valid('param').id, c.req.valid('json')), 200);
  })
  .openapi(remove, async (c) => {
    const user = await requireUser(c);
    await removeListing(c.get('deps').database.db, user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(storeProducts, async (c) => {
    const { database, media, publicCache } = c.get('deps');
    const handle = c.req.valid('param').handle.toLowerCase();
    const key = storeProductsCacheKey(handle);
    const cached =
      publicCache.get(key) ??
      publicCache.set(key, JSON.stringify({ items: await getStoreProducts(database.db, media, handle) }));
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return sendCached(c, cached);
  });
