import { sellerEndpoints } from '#shared/endpoints/catalog-sellers.ts';
import { createRouter } from '../../router.ts';
import { getSellerById, getSellerBySlug } from './sellers.service.ts';

export const sellerRoutes = createRouter()
  .serve(sellerEndpoints.sellerBySlug, async (c) =>
    c.json(await getSellerBySlug(c.get('deps').database.db, c.req.valid('param').slug), 200),
  )
  .serve(sellerEndpoints.sellerById, async (c) =>
    c.json(await getSellerById(c.get('deps').database.db, c.req.valid('param').id), 200),
  );
