import { storeEndpoints } from '#shared/endpoints/stores.ts';
import { endpointPattern, honoPath } from '../../endpoint-index.ts';
import { createRouter, serviceContext } from '../../router.ts';
import { sendCached } from '../../middleware/compress.ts';
import {
  addListing,
  findResellableForCreator,
  getStoreProducts,
  listOwnListings,
  removeListing,
  searchStoreProducts,
  updateListing,
} from './listings.service.ts';

const storeProductsCacheKey = (handle: string) => `store-products:${handle.toLowerCase()}`;

/** Public reads served from the micro-cache before the app on a hit (index.ts). */
export const PUBLIC_CACHED_ROUTES = [
  {
    pattern: endpointPattern(storeEndpoints.products, 100),
    route: honoPath(storeEndpoints.products),
    key: (match: RegExpExecArray) => storeProductsCacheKey(decodeURIComponent(match[1] ?? '')),
  },
];

export const listingRoutes = createRouter()
  .serve(storeEndpoints.resellable, async (c) => {
    const items = await findResellableForCreator(serviceContext(c), c.var.user.id, c.req.valid('query'));
    return c.json({ items }, 200);
  })
  .serve(storeEndpoints.ownListings, async (c) => {
    return c.json({ items: await listOwnListings(serviceContext(c), c.var.user.id) }, 200);
  })
  .serve(storeEndpoints.addListing, async (c) => {
    return c.json(await addListing(serviceContext(c), c.var.user.id, c.req.valid('json')), 201);
  })
  .serve(storeEndpoints.updateListing, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await updateListing(serviceContext(c), c.var.user.id, id, c.req.valid('json')), 200);
  })
  .serve(storeEndpoints.removeListing, async (c) => {
    await removeListing(c.get('deps').database.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .serve(storeEndpoints.products, async (c) => {
    const { publicCache } = c.get('deps');
    const handle = c.req.valid('param').handle.toLowerCase();
    const key = storeProductsCacheKey(handle);
    const cached = await publicCache.load(key, async () =>
      JSON.stringify({ items: await getStoreProducts(serviceContext(c), handle) }),
    );
    c.header('Cache-Control', 'public, max-age=0, must-revalidate');
    return sendCached(c, cached);
  })
  .serve(storeEndpoints.searchProducts, async (c) => {
    const { handle } = c.req.valid('param');
    const listingIds = await searchStoreProducts(c.get('deps').database.db, handle, c.req.valid('query').q ?? '');
    return c.json({ listingIds }, 200);
  });
