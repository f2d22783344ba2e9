import { geoEndpoints } from '#shared/endpoints/geo.ts';
import { createRouter } from '../../router.ts';
import { getSellerDispatch } from '../catalog/sellers.service.ts';
import { estimateDelivery, lookupPincode } from './geo.service.ts';

/** The directory changes only with a new release of the data package, so a place may be kept for a day. */
const PLACE_CACHE = 'public, max-age=86400';
/** A seller may change their dispatch days; browsers keep an estimate for five minutes. */
const ESTIMATE_CACHE = 'public, max-age=300';

export const geoRoutes = createRouter()
  .serve(geoEndpoints.pincode, async (c) => {
    const place = await lookupPincode(c.req.valid('param').pin);
    c.header('Cache-Control', PLACE_CACHE);
    return c.json(place, 200);
  })
  .serve(geoEndpoints.delivery, async (c) => {
    const origin = await getSellerDispatch(c.get('deps').database.db, c.req.valid('param').id);
    const estimate = await estimateDelivery(origin, c.req.valid('query').pincode);
    c.header('Cache-Control', ESTIMATE_CACHE);
    return c.json(estimate, 200);
  });
