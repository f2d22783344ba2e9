import { taxEndpoints } from '#shared/endpoints/tax.ts';
import { createRouter } from '../../router.ts';
import { readSellerGst, saveSellerGst } from './seller-gst.service.ts';

export const sellerGstRoutes = createRouter()
  .serve(taxEndpoints.sellerGst, async (c) => {
    const { database } = c.get('deps');
    return c.json(await readSellerGst(database.db, c.var.user.id), 200);
  })
  .serve(taxEndpoints.saveSellerGst, async (c) => {
    const { database, now } = c.get('deps');
    return c.json(await saveSellerGst(database.db, c.var.user.id, c.req.valid('json'), now()), 200);
  });
