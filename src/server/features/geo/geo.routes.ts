import { geoEndpoints } from '#shared/endpoints/geo.ts';
import { createRouter } from '../../router.ts';
import { carrierPromise, carriersOfSellers } from '../shipping/promises.ts';
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
    const { database, now, shipping, logger } = c.get('deps');
    const sellerId = c.req.valid('param').id;
    const origin = await getSellerDispatch(database.db, sellerId);
    const { pincode } = c.req.valid('query');
    const estimate = await estimateDelivery(origin, pincode);
    c.header('Cache-Control', ESTIMATE_CACHE);
    if (!pincode) return c.json(estimate, 200);
    // The seller's carrier says it better, when it answers in time (decision 073).
    const deps = { db: database.db, now, carriers: shipping.carriers, logger };
    const carrier = (await carriersOfSellers(deps, [sellerId])).get(sellerId);
    const promise = carrier
      ? await carrierPromise(deps, carrier, {
          fromPincode: origin.pickupPincode,
          toPincode: pincode,
          cod: false,
          declaredValuePaise: 100_000,
        })
      : null;
    if (!promise) return c.json(estimate, 200);
    const days = promise.days === null ? null : origin.dispatchDays + promise.days;
    return c.json(
      {
        ...estimate,
        ...(days === null ? {} : { minDays: days, maxDays: days }),
        carrier: {
          serviceable: promise.serviceable,
          reason: promise.reason,
          estimatedDelivery: promise.estimatedDelivery,
        },
      },
      200,
    );
  });
