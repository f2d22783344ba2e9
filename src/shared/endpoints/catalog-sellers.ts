import { z } from 'zod';
import { text } from '../contracts/common.ts';
import { publicSellerSchema } from '../contracts/onboarding.ts';
import { defineEndpoint } from './define.ts';
import { sellerByIdRoute, sellerBySlugRoute } from './catalog-sellers-paths.ts';

/* A seller's public page: who they are, by their address or id. */

const seller = { status: 200, schema: publicSellerSchema, description: 'The seller.' } as const;

export const sellerEndpoints = {
  sellerBySlug: defineEndpoint({
    ...sellerBySlugRoute,
    access: 'public',
    tags: ['sellers'],
    summary: 'A seller by public address',
    params: z.object({ slug: text().max(100) }),
    response: seller,
    errors: { 404: 'Seller not found.' },
  }),
  sellerById: defineEndpoint({
    ...sellerByIdRoute,
    access: 'public',
    tags: ['sellers'],
    summary: 'A seller by id',
    params: z.object({ id: text().max(100) }),
    response: seller,
    errors: { 404: 'Seller not found.' },
  }),
};
