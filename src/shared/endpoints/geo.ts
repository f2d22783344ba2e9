import { z } from 'zod';
import { text } from '../contracts/common.ts';
import {
  deliveryEstimateSchema,
  deliveryQuerySchema,
  pincodeParamsSchema,
  pincodePlaceSchema,
} from '../contracts/geo.ts';
import { defineEndpoint } from './define.ts';
import { pincodeRoute, sellerDeliveryRoute } from './geo-paths.ts';

export const geoEndpoints = {
  pincode: defineEndpoint({
    ...pincodeRoute,
    access: 'public',
    tags: ['geo'],
    summary: "A PIN code's city (district) and state, from India Post's directory (anyone)",
    params: pincodeParamsSchema,
    response: { status: 200, schema: pincodePlaceSchema, description: 'The place.' },
    errors: { 404: 'Not in the directory.', 422: 'Not a PIN code.' },
  }),
  delivery: defineEndpoint({
    ...sellerDeliveryRoute,
    access: 'public',
    tags: ['geo'],
    summary: "Days until a seller's parcel arrives at a PIN code, or anywhere in India without one (anyone)",
    params: z.object({ id: text().max(100) }),
    query: deliveryQuerySchema,
    response: { status: 200, schema: deliveryEstimateSchema, description: 'Dispatch plus transit days.' },
    errors: { 404: 'Seller not found.', 422: 'Not a PIN code, or not in the directory.' },
  }),
};
