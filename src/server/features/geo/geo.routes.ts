import { createRoute, z } from '@hono/zod-openapi';
import { text } from '#shared/contracts/common.ts';
import {
  deliveryEstimateSchema,
  deliveryQuerySchema,
  pincodeParamsSchema,
  pincodePlaceSchema,
} from '#shared/contracts/geo.ts';
import { createRouter } from '../../app-context.ts';
import { errorContent as failure, jsonContent as json } from '../../lib/openapi.ts';
import { getSellerDispatch } from '../catalog/sellers.service.ts';
import { estimateDelivery, lookupPincode } from './geo.service.ts';

/** The directory changes only with a new release of the data package, so a place may be kept for a day. */
const PLACE_CACHE = 'public, max-age=86400';
/** A seller may change their dispatch days; browsers keep an estimate for five minutes. */
const ESTIMATE_CACHE = 'public, max-age=300';

const pincode = createRoute({
  method: 'get',
  path: '/pincodes/{pin}',
  tags: ['geo'],
  summary: "A PIN code's city (district) and state, from India Post's directory (anyone)",
  request: { params: pincodeParamsSchema },
  responses: {
    200: json(pincodePlaceSchema, 'The place.'),
    404: failure('Not in the directory.'),
    422: failure('Not a PIN code.'),
  },
});

const delivery = createRoute({
  method: 'get',
  path: '/sellers/{id}/delivery',
  tags: ['geo'],
  summary: "Days until a seller's parcel arrives at a PIN code, or anywhere in India without one (anyone)",
  request: { params: z.object({ id: text().max(100) }), query: deliveryQuerySchema },
  responses: {
    200: json(deliveryEstimateSchema, 'Dispatch plus transit days.'),
    404: failure('Seller not found.'),
    422: failure('Not a PIN code, or not in the directory.'),
  },
});

export const geoRoutes = createRouter()
  .openapi(pincode, async (c) => {
    const place = await lookupPincode(c.req.valid('param').pin);
    c.header('Cache-Control', PLACE_CACHE);
    return c.json(place, 200);
  })
  .openapi(delivery, async (c) => {
    const origin = await getSellerDispatch(c.get('deps').database.db, c.req.valid('param').id);
    const estimate = await estimateDelivery(origin, c.req.valid('query').pincode);
    c.header('Cache-Control', ESTIMATE_CACHE);
    return c.json(estimate, 200);
  });
